/**
 * Clock times, durations and countdowns, the same digits in every language and without dayjs
 * (islands that only show a time or a timer stay small; calendar dates with locale data are in
 * `@/i18n/format-date`). Pure.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in UTC (spec section 9), e.g. when an order block ends. */
export function formatUtcDateTime(time: number): string {
  const d = new Date(time);
  return (
    `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
  );
}

/** `HH:mm:ss` of a time in the browser's zone (a live price's "updated" time). */
export function formatClockTime(time: number): string {
  const date = new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map(two).join(':');
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
