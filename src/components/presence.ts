import type { UserPresence } from '@/contract/entities';
import { elapsedSince } from '@/i18n/format-relative';

/**
 * Whether an advertiser is around (issue 14, item 7), in the reader's words: "Online", or "Last
 * seen 5 minutes ago" (hours, then days). Shared by the market's rows and order panel (React)
 * and the public profile (Astro), which both hand it their own translator over these keys
 * (`common.json`). Nothing when the API does not report presence or the user was never seen:
 * an unknown state is not shown as "offline".
 */

/** The texts presence needs; every page that shows it picks these. */
export const PRESENCE_KEYS = [
  'presence.online',
  'presence.seenMinutes',
  'presence.seenHours',
  'presence.seenDays',
] as const;
export type PresenceKey = (typeof PRESENCE_KEYS)[number];

const SEEN_KEYS = {
  minutes: 'presence.seenMinutes',
  hours: 'presence.seenHours',
  days: 'presence.seenDays',
} as const;

/** Online or last seen, as text; null when there is nothing to say. */
export function presenceText(
  presence: UserPresence | undefined,
  now: number,
  t: (key: PresenceKey, params?: Record<string, number>) => string,
): { online: boolean; text: string } | null {
  if (!presence) return null;
  if (presence.online) return { online: true, text: t('presence.online') };
  if (presence.lastSeenAt === null) return null;
  const { unit, count } = elapsedSince(presence.lastSeenAt, now);
  return { online: false, text: t(SEEN_KEYS[unit], { count }) };
}
