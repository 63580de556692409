import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

/**
 * The order list's date filter (spec sections 2 and 9: 1 week, 1 month, 3 months, plus a custom
 * from–to range), turned into the `startTime`/`endTime` (epoch ms, both ends included) of the
 * order-list call. Pure: "now" and the time zone are arguments. The browser counts days in the
 * viewer's time zone; the server, which cannot know it, counts them in UTC (like the dates it
 * renders), and the island asks again after mounting when that makes a difference.
 */

dayjs.extend(utc);

/** The choices of the date filter; `all` applies no date at all. */
export const DATE_RANGES = ['all', '1w', '1m', '3m', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
type PresetRange = Exclude<DateRange, 'all' | 'custom'>;

/** Where days begin and end: the viewer's zone in the browser, UTC on the server. */
export type DateZone = 'local' | 'utc';

/** Why a custom range cannot be applied (each has a translated message). */
export type RangeProblem = 'fromRequired' | 'toRequired' | 'invalidDate' | 'fromAfterTo';

export interface TimeBounds {
  startTime?: number;
  endTime?: number;
}

const PRESET_SPAN: Readonly<Record<PresetRange, [number, 'week' | 'month']>> = {
  '1w': [1, 'week'],
  '1m': [1, 'month'],
  '3m': [3, 'month'],
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

function at(time: number | string, zone: DateZone) {
  return zone === 'utc' ? dayjs.utc(time) : dayjs(time);
}

/** The start of a preset range: `now` minus one week, one month or three months. */
export function presetStart(range: PresetRange, now: number, zone: DateZone): number {
  const [amount, unit] = PRESET_SPAN[range];
  return at(now, zone).subtract(amount, unit).valueOf();
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
    return {
      startTime: at(from, zone).startOf('day').valueOf(),
      endTime: at(to, zone).endOf('day').valueOf(),
    };
  }
  return { startTime: presetStart(range, now, zone) };
}

/** Today as `YYYY-MM-DD` in `zone` (the date pickers' latest day). */
export function todayIso(now: number, zone: DateZone): string {
  return at(now, zone).format('YYYY-MM-DD');
}
