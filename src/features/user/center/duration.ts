/**
 * An average time in seconds (release, payment) as the user centre words it: "45 s",
 * "2 min 30 s", "2 min", "1 h 5 min". Returns the message key and its numbers; the caller
 * translates. Hours drop the seconds, which no longer matter at that scale. Pure.
 */

export type DurationKey =
  | 'userCenter.duration.seconds'
  | 'userCenter.duration.minutes'
  | 'userCenter.duration.minutesSeconds'
  | 'userCenter.duration.hours'
  | 'userCenter.duration.hoursMinutes';

export function durationParts(totalSeconds: number): {
  key: DurationKey;
  params: { h: number; m: number; s: number };
} {
  const whole = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const params = { h, m, s };
  if (h > 0)
    return {
      key: m > 0 ? 'userCenter.duration.hoursMinutes' : 'userCenter.duration.hours',
      params,
    };
  if (m > 0)
    return {
      key: s > 0 ? 'userCenter.duration.minutesSeconds' : 'userCenter.duration.minutes',
      params,
    };
  return { key: 'userCenter.duration.seconds', params };
}
