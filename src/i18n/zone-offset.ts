import { wallClock } from '@/i18n/format-time';
import type { WallClock } from '@/i18n/format-time';

/**
 * A zone's offset from UTC and the inverse, a wall-clock reading back to a time: apart from
 * `format-time.ts` so a page that only shows a clock time or a countdown (the ad form, the order
 * timer) does not ship the arithmetic only the date filters and zone labels need. Pure.
 */

const two = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead of UTC the wall clock of `timeZone` is at `time`, in ms (negative: behind). */
export function zoneOffsetMs(time: number | Date, timeZone: string): number {
  const ms = typeof time === 'number' ? time : time.getTime();
  const c = wallClock(ms, timeZone);
  return (
    Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(ms / 1000) * 1000
  );
}

/**
 * The time at which the wall clock of `timeZone` reads `fields` (month 1-12; out-of-range days
 * and hours roll over like `Date.UTC`). A wall time a DST change repeats is its first
 * occurrence; one the change skips moves forward by the gap (so a day whose midnight is skipped
 * starts when the clock jumps). Assumes at most one offset change within a day of the time.
 */
export function zonedTime(fields: WallClock, timeZone: string): number {
  const { year, month, day, hour, minute, second } = fields;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const withOffsetBefore = asUtc - zoneOffsetMs(asUtc - DAY_MS, timeZone);
  const withOffsetAfter = asUtc - zoneOffsetMs(asUtc + DAY_MS, timeZone);
  const reads = (time: number) => asUtc - zoneOffsetMs(time, timeZone) === time;
  if (reads(withOffsetBefore) && reads(withOffsetAfter))
    return Math.min(withOffsetBefore, withOffsetAfter);
  if (reads(withOffsetAfter)) return withOffsetAfter;
  return withOffsetBefore;
}

/**
 * A zone's offset from UTC at a time, written `UTC+3:30`, `UTC-4`, `UTC+14` (`UTC` itself for a
 * zero offset). Computed from the offset rather than taken from `Intl`'s `timeZoneName`, whose
 * names differ between the server's and the browsers' CLDR versions (a hydration mismatch) and
 * are ambiguous where they are abbreviations (CST); digits are Latin in every language, like
 * the dates they follow.
 */
export function formatZoneOffset(time: number | Date, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(time, timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(whole / 60)}${rest ? `:${two(rest)}` : ''}`;
}
