/**
 * The payment countdown: display and what screen readers are told. The visible timer changes
 * every second; a polite live region speaks only when a threshold is crossed (every 5 minutes,
 * the last minute, time up), so a screen reader is not interrupted sixty times a minute.
 */

/** Whole seconds left until `deadline` at `now` (rounded up, so 0 means the time is up). */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `905` → `15:05`; an hour or more → `1:02:03`. Digits only, the same in every language. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Seconds between two spoken "N minutes left" announcements. */
export const ANNOUNCE_EVERY_SECONDS = 300;
/** The last minute is announced once, when it starts. */
export const LAST_MINUTE_SECONDS = 60;

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
