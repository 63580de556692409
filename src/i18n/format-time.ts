/**
 * Clock times, dates, durations and countdowns, the same digits in every language and without
 * dayjs (islands that only show a time or a timer stay small). Every wall-clock time takes the
 * zone it is shown in explicitly (an IANA name, see `@/i18n/time-zone`): the server renders in
 * the viewer's zone from the `tz` cookie and the hydrated island in the same one, so nothing
 * guesses "UTC on the server, local in the browser" any more. Pure.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** One `Intl` formatter per zone (they are costly to build; a list formats many times). */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of a time in a zone (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The calendar date and clock time `time` reads as in `timeZone` (DST included, from the
 * runtime's zone data). Throws a RangeError for an invalid time or an unknown zone.
 */
export function wallClock(time: number | Date, timeZone: string): WallClock {
  const ms = typeof time === 'number' ? time : time.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not a valid time: ${String(time)}`);
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, format);
  }
  const field = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(ms)) {
    if (part.type in field) field[part.type as keyof WallClock] = Number(part.value);
  }
  // Some engines wrote midnight as 24 with h23 in the past.
  if (field.hour === 24) field.hour = 0;
  return field;
}

/** `YYYY-MM-DD HH:mm:ss` (spec section 9) of a time in a zone. */
export function formatDateTime(time: number | Date, timeZone: string): string {
  const c = wallClock(time, timeZone);
  return (
    `${c.year}-${two(c.month)}-${two(c.day)} ` + `${two(c.hour)}:${two(c.minute)}:${two(c.second)}`
  );
}

/** `YYYY-MM-DD HH:mm:ss` in UTC (spec section 9), for times UTC by nature (a block's end). */
export function formatUtcDateTime(time: number): string {
  return formatDateTime(time, 'UTC');
}

/** `HH:mm:ss` of a time in a zone (a live price's "updated" time). */
export function formatClockTime(time: number, timeZone: string): string {
  const c = wallClock(time, timeZone);
  return [c.hour, c.minute, c.second].map(two).join(':');
}

/** A duration in whole hours, minutes and seconds. */
interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * An average time in seconds (release, payment) split for display, rounded to the nearest
 * second (`150.6` → 2 min 31 s): the measured average read as closely as whole seconds allow,
 * neither flattering an advertiser (rounding down) nor penalising them (rounding up). Negative
 * values read as zero. Every page that shows a duration splits it here, so the user centre and
 * the public profile never disagree about the same statistic.
 */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.round(totalSeconds));
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/** Whole seconds left until `deadline` at `now` (rounded up, so 0 means the time is up). */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A countdown: `905` → `15:05`; an hour or more → `1:02:03`; never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
