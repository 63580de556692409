/**
 * The payment countdown: what screen readers are told (the visible timer is `formatCountdown`
 * in `@/i18n/format-time`). The visible timer changes every second; a polite live region speaks
 * only when a threshold is crossed (every 5 minutes, the last minute, time up), so a screen
 * reader is not interrupted sixty times a minute.
 */

/** Seconds between two spoken "N minutes left" announcements. */
const ANNOUNCE_EVERY_SECONDS = 300;
/** The last minute is announced once, when it starts. */
const LAST_MINUTE_SECONDS = 60;

export type CountdownAnnouncement =
  { kind: 'minutes'; minutes: number } | { kind: 'lastMinute' } | { kind: 'expired' };

/**
 * What to announce when the countdown goes from `previous` to `current` seconds, or null. Nothing
 * on the first reading (`previous` null: the page itself says how long is left), nothing when
 * time did not go down. When a jump crosses several thresholds (a sleeping laptop, a resync with
 * the server), only the most urgent one is spoken.
 */
export function countdownAnnouncement(
  previous: number | null,
  current: number,
): CountdownAnnouncement | null {
  if (previous === null || current >= previous) return null;
  if (current === 0) return { kind: 'expired' };
  if (previous > LAST_MINUTE_SECONDS && current <= LAST_MINUTE_SECONDS)
    return { kind: 'lastMinute' };
  // The lowest multiple of the interval at or above `current` is the latest mark reached.
  const mark = Math.ceil(current / ANNOUNCE_EVERY_SECONDS) * ANNOUNCE_EVERY_SECONDS;
  if (mark > LAST_MINUTE_SECONDS && current <= mark && mark < previous) {
    return { kind: 'minutes', minutes: mark / 60 };
  }
  return null;
}
