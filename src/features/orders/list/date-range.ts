import { formatDateTime, wallClock } from '@/i18n/format-time';
import { zonedTime } from '@/i18n/zone-offset';

/**
 * The order list's date filter (spec sections 2 and 9: 1 week, 1 month, 3 months, plus a custom
 * from–to range), turned into the `startTime`/`endTime` (epoch ms, both ends included) of the
 * order-list call. Pure: "now" and the time zone are arguments. Days are counted in the viewer's
 * zone: on the server the `tz` cookie's (UTC on a first visit, like the dates it renders), in
 * the browser its own, and the island asks again after mounting when that makes a difference.
 */

/** The choices of the date filter; `all` applies no date at all. */
export const DATE_RANGES = ['all', '1w', '1m', '3m', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
type PresetRange = Exclude<DateRange, 'all' | 'custom'>;

/** Where days begin and end: an IANA zone, the viewer's (`Asia/Tehran`, `UTC`). */
export type DateZone = string;

/** Why a custom range cannot be applied (each has a translated message). */
export type RangeProblem = 'fromRequired' | 'toRequired' | 'invalidDate' | 'fromAfterTo';

export interface TimeBounds {
  startTime?: number;
  endTime?: number;
}

/** How far back a preset goes, in calendar days or months. */
const PRESET_SPAN: Readonly<Record<PresetRange, { days: number; months: number }>> = {
  '1w': { days: 7, months: 0 },
  '1m': { days: 0, months: 1 },
  '3m': { days: 0, months: 3 },
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateRange(value: unknown): value is DateRange {
  return typeof value === 'string' && (DATE_RANGES as readonly string[]).includes(value);
}

/**
 * True for a real calendar day written `YYYY-MM-DD` (what `<input type="date">` gives), from
 * 1970 on (the API's times start at the epoch): `2025-02-30` and `1969-12-31` are not.
 */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Checks a custom range: both days given, real days, and the start not after the end. */
export function validateCustomRange(from: string, to: string): RangeProblem | null {
  if (from.trim() === '') return 'fromRequired';
  if (to.trim() === '') return 'toRequired';
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'invalidDate';
  // Same-length ISO days compare as strings.
  if (from > to) return 'fromAfterTo';
  return null;
}

/** Days in a month (1-12) of a year. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The start of a preset range: `now` minus one week, one month or three months on the calendar
 * of `zone` (same wall time; a month back from 31 May is 30 April, the month's last day).
 */
export function presetStart(range: PresetRange, now: number, zone: DateZone): number {
  const { days, months } = PRESET_SPAN[range];
  const c = wallClock(now, zone);
  const monthIndex = c.year * 12 + (c.month - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(c.day, daysIn(year, month)) - days;
  return zonedTime({ ...c, year, month, day }, zone) + (now % 1000);
}

/** The first millisecond of the calendar day `iso` (`YYYY-MM-DD`) in `zone`. */
function dayStart(iso: string, zone: DateZone, plusDays = 0): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return zonedTime({ year, month, day: day + plusDays, hour: 0, minute: 0, second: 0 }, zone);
}

/**
 * The call's time bounds for a date filter. A preset only sets a start (orders up to now, and
 * any the exchange's clock dates a little ahead); a custom range runs from the first
 * millisecond of `from` to the last of `to` in `zone`. `all`, and a custom range that does not
 * validate, set nothing.
 */
export function dateRangeBounds(
  range: DateRange,
  from: string,
  to: string,
  now: number,
  zone: DateZone,
): TimeBounds {
  if (range === 'all') return {};
  if (range === 'custom') {
    if (validateCustomRange(from, to) !== null) return {};
    return { startTime: dayStart(from, zone), endTime: dayStart(to, zone, 1) - 1 };
  }
  return { startTime: presetStart(range, now, zone) };
}

/** Today as `YYYY-MM-DD` in `zone` (the date pickers' latest day). */
export function todayIso(now: number, zone: DateZone): string {
  return formatDateTime(now, zone).slice(0, 10);
}
