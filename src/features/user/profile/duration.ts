import { durationParts } from '@/i18n/format-time';
import type { ProfileT } from '@/features/user/profile/messages';

/**
 * Average release and payment times in the public profile's words: `42 s`, `3 min 05 s`,
 * `1 h 02 min`. Split and rounded by `durationParts` (`@/i18n/format-time`), the one rounding
 * every page uses (the user centre shows the same statistic). Under an hour the seconds still
 * matter (a fast advertiser releases in under a minute); from an hour on they are dropped.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The localized duration, or the "none yet" text before the first measured trade. */
export function formatDuration(totalSeconds: number | null, t: ProfileT): string {
  if (totalSeconds === null) return t('profile.value.none');
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  if (hours > 0) return t('profile.duration.hours', { hours, minutes: twoDigits(minutes) });
  if (minutes > 0) return t('profile.duration.minutes', { minutes, seconds: twoDigits(seconds) });
  return t('profile.duration.seconds', { seconds });
}
