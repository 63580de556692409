/**
 * How long ago a moment was, for texts such as "Last seen 5 minutes ago": the largest whole unit
 * that fits (under an hour in minutes, under a day in hours, then days), rounded down so "59
 * minutes" never reads as "1 hour". At least one minute: a moment in the last minute, or one a
 * little ahead of `now` (another machine's clock), reads as "1 minute ago", never "0" or
 * negative. Both times are epoch ms from the same clock (the page's server `now`), so the
 * server's HTML and the hydrated island say the same. Pure; the words are the caller's (ICU
 * plurals in the locale files).
 */

/** The unit an elapsed time is said in. */
export type ElapsedUnit = 'minutes' | 'hours' | 'days';

const MINUTE_MS = 60_000;

/** The elapsed time from `time` to `now` as a count of one unit. */
export function elapsedSince(time: number, now: number): { unit: ElapsedUnit; count: number } {
  const minutes = Math.max(1, Math.floor((now - time) / MINUTE_MS));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
