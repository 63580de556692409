import type { ProfileT } from '@/features/user/profile/messages';

/**
 * Average release and payment times (whole seconds from the statistics) as people read them:
 * `42 s`, `3 min 05 s`, `1 h 02 min`. Under an hour the seconds still matter (a fast advertiser
 * releases in under a minute); from an hour on they are noise and are dropped (rounded down, so
 * an advertiser never looks faster than they are). Pure.
 */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole hours, minutes and seconds of a non-negative number of seconds. */
export function durationParts(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The localized duration, or the "none yet" text before the first measured trade. */
export function formatDuration(totalSeconds: number | null, t: ProfileT): string {
  if (totalSeconds === null) return t('profile.value.none');
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  if (hours > 0) return t('profile.duration.hours', { hours, minutes: twoDigits(minutes) });
  if (minutes > 0) return t('profile.duration.minutes', { minutes, seconds: twoDigits(seconds) });
  return t('profile.duration.seconds', { seconds });
}
