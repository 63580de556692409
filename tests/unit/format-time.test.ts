import { describe, expect, it } from 'vitest';
import { interpolate } from '@/i18n/interpolate';
import { createIslandTranslator } from '@/i18n/island-t';
import {
  durationParts,
  formatClockTime,
  formatCountdown,
  formatDateTime,
  formatUtcDateTime,
  wallClock,
  remainingSeconds,
} from '@/i18n/format-time';
import { formatZoneOffset, zonedTime } from '@/i18n/zone-offset';
import { durationWords } from '@/features/user/center/duration';
import { formatDuration } from '@/features/user/profile/duration';
import { profileMessages } from '@/features/user/profile/server/messages';
import userCenter from '../../locales/en/user-center.json';

const centre = (seconds: number) => {
  const { key, params } = durationWords(seconds);
  return interpolate(userCenter[key], params);
};
const profile = (seconds: number) =>
  formatDuration(seconds, createIslandTranslator(profileMessages('en')));

describe('one duration on every page', () => {
  it('reads an average of 150.6 s the same in the user centre and on the profile', () => {
    expect(centre(150.6)).toBe('2 min 31 s');
    expect(profile(150.6)).toBe('2 min 31 s');
  });

  it('rounds to the nearest second, never below zero', () => {
    expect(durationParts(150.6)).toEqual({ hours: 0, minutes: 2, seconds: 31 });
    expect(durationParts(150.4)).toEqual({ hours: 0, minutes: 2, seconds: 30 });
    expect(durationParts(3599.5)).toEqual({ hours: 1, minutes: 0, seconds: 0 });
    expect(durationParts(-3)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    for (const seconds of [0.4, 44.5, 59.6, 119.5, 3725.2]) {
      const { hours, minutes, seconds: s } = durationParts(seconds);
      expect(centre(seconds), String(seconds)).toContain(String(hours > 0 ? hours : s || minutes));
      expect(profile(seconds), String(seconds)).toContain(String(hours > 0 ? hours : minutes || s));
    }
  });
});

describe('countdowns', () => {
  it('counts whole seconds left, rounded up, and shows them as a timer', () => {
    expect(remainingSeconds(10_001, 0)).toBe(11);
    expect(remainingSeconds(0, 5_000)).toBe(0);
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-4)).toBe('00:00');
  });
});

describe('clock times', () => {
  it('writes a UTC date and time the spec way', () => {
    expect(formatUtcDateTime(Date.UTC(2025, 0, 16, 3, 4, 5))).toBe('2025-01-16 03:04:05');
  });

  it('writes the time of day in the zone it is given, two digits each', () => {
    const time = Date.UTC(2025, 0, 16, 3, 4, 5);
    expect(formatClockTime(time, 'UTC')).toBe('03:04:05');
    expect(formatClockTime(time, 'Asia/Tehran')).toBe('06:34:05');
    expect(formatClockTime(time, 'America/New_York')).toBe('22:04:05');
    expect(formatClockTime(time, 'Pacific/Kiritimati')).toBe('17:04:05');
    expect(formatClockTime(Date.UTC(2025, 0, 16, 20, 30, 0), 'Asia/Tehran')).toBe('00:00:00');
  });
});

describe('wall clock and offset in a zone', () => {
  it("reads a time's calendar fields in the zone, crossing the date line", () => {
    expect(wallClock(Date.UTC(2025, 11, 31, 10, 0, 0), 'Pacific/Kiritimati')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(formatDateTime(Date.UTC(2025, 0, 1, 2, 0, 0), 'America/New_York')).toBe(
      '2024-12-31 21:00:00',
    );
  });

  it('writes the offset in effect at that time', () => {
    expect(formatZoneOffset(Date.UTC(2025, 0, 16), 'Asia/Tehran')).toBe('UTC+3:30');
    expect(formatZoneOffset(Date.UTC(2025, 0, 16), 'America/New_York')).toBe('UTC-5');
    expect(formatZoneOffset(Date.UTC(2025, 6, 16), 'America/New_York')).toBe('UTC-4');
    expect(formatZoneOffset(Date.UTC(2025, 6, 16), 'Pacific/Kiritimati')).toBe('UTC+14');
    expect(formatZoneOffset(Date.UTC(2025, 6, 16), 'America/St_Johns')).toBe('UTC-2:30');
    expect(formatZoneOffset(Date.UTC(2025, 6, 16, 0, 0, 0, 999), 'UTC')).toBe('UTC');
  });
});

describe('a wall time in a zone, back to a time', () => {
  const wall = (year: number, month: number, day: number, hour = 0, minute = 0) => ({
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
  });

  it('finds the moment a zone’s clock reads it', () => {
    expect(zonedTime(wall(2025, 5, 1), 'Asia/Tehran')).toBe(Date.UTC(2025, 3, 30, 20, 30));
    expect(zonedTime(wall(2025, 5, 1), 'Pacific/Kiritimati')).toBe(Date.UTC(2025, 3, 30, 10));
    expect(zonedTime(wall(2025, 1, 32), 'UTC')).toBe(Date.UTC(2025, 1, 1));
  });

  it('takes the first of a time a DST change repeats, and moves one it skips past the gap', () => {
    // New York, 3 November 2024: 01:30 happens twice (EDT, then EST).
    expect(zonedTime(wall(2024, 11, 3, 1, 30), 'America/New_York')).toBe(
      Date.UTC(2024, 10, 3, 5, 30),
    );
    // 10 March 2024: 02:30 does not happen; the clock reads 03:30 an hour after 01:30.
    expect(zonedTime(wall(2024, 3, 10, 2, 30), 'America/New_York')).toBe(
      Date.UTC(2024, 2, 10, 7, 30),
    );
    // Santiago skips midnight on 8 September 2024: the day starts at 01:00.
    expect(zonedTime(wall(2024, 9, 8), 'America/Santiago')).toBe(Date.UTC(2024, 8, 8, 4));
  });
});
