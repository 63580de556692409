import { durationParts } from '@/i18n/format-time';

/**
 * An average time in seconds (release, payment) in the user centre's words: "45 s",
 * "2 min 31 s", "2 min", "1 h 5 min". Split and rounded by `durationParts` (`@/i18n/format-time`),
 * the one rounding every page uses; this picks the message key, dropping a unit that is zero,
 * and hours drop the seconds, which no longer matter at that scale. The caller translates.
 */

type DurationKey =
  | 'userCenter.duration.seconds'
  | 'userCenter.duration.minutes'
  | 'userCenter.duration.minutesSeconds'
  | 'userCenter.duration.hours'
  | 'userCenter.duration.hoursMinutes';

export function durationWords(totalSeconds: number): {
  key: DurationKey;
  params: { h: number; m: number; s: number };
} {
  const { hours: h, minutes: m, seconds: s } = durationParts(totalSeconds);
  const params = { h, m, s };
  if (h > 0) {
    return {
      key: m > 0 ? 'userCenter.duration.hoursMinutes' : 'userCenter.duration.hours',
      params,
    };
  }
  if (m > 0) {
    return {
      key: s > 0 ? 'userCenter.duration.minutesSeconds' : 'userCenter.duration.minutes',
      params,
    };
  }
  return { key: 'userCenter.duration.seconds', params };
}
