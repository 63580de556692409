import { afterEach, describe, expect, it } from 'vitest';
import {
  dateRangeBounds,
  isCalendarDay,
  presetStart,
  todayIso,
  validateCustomRange,
} from '@/features/orders/list/date-range';

const NOW = Date.UTC(2025, 4, 31, 15, 30, 0); // 2025-05-31 15:30:00 UTC
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('preset ranges', () => {
  it('1 week starts exactly seven days before now', () => {
    expect(presetStart('1w', NOW, 'UTC')).toBe(NOW - 7 * 24 * 3600_000);
  });

  it('go back on the calendar of the viewer’s zone', () => {
    // 2025-05-31 19:00 in Tehran; a month back is 30 April 19:00 there.
    expect(presetStart('1m', NOW, 'Asia/Tehran')).toBe(Date.UTC(2025, 3, 30, 15, 30, 0));
    // Across New York's DST change (9 March): the same wall time a week earlier, 23 h less one.
    const ny = Date.UTC(2025, 2, 12, 16, 0, 0); // 12:00 EDT
    expect(presetStart('1w', ny, 'America/New_York')).toBe(Date.UTC(2025, 2, 5, 17, 0, 0));
    // 30 March 21:00 UTC is already 31 March in Tehran: a month back is 28 February there, a day
    // earlier than UTC's (30 March → 28 February 21:00 UTC).
    const lateMarch = Date.UTC(2025, 2, 30, 21, 0, 0);
    expect(presetStart('1m', lateMarch, 'UTC')).toBe(Date.UTC(2025, 1, 28, 21, 0, 0));
    expect(presetStart('1m', lateMarch, 'Asia/Tehran')).toBe(Date.UTC(2025, 1, 27, 21, 0, 0));
    expect(presetStart('1m', NOW + 123, 'UTC')).toBe(Date.UTC(2025, 3, 30, 15, 30, 0) + 123);
  });

  it('1 month and 3 months go back by calendar months, clamping to the month’s last day', () => {
    expect(presetStart('1m', NOW, 'UTC')).toBe(Date.UTC(2025, 3, 30, 15, 30, 0));
    expect(presetStart('3m', NOW, 'UTC')).toBe(Date.UTC(2025, 1, 28, 15, 30, 0));
  });

  it('sets a start only, so orders dated up to now (and just after) are included', () => {
    expect(dateRangeBounds('1m', '', '', NOW, 'UTC')).toEqual({
      startTime: Date.UTC(2025, 3, 30, 15, 30, 0),
    });
  });

  it('applies no date at all for "all dates"', () => {
    expect(dateRangeBounds('all', '2025-01-01', '2025-01-02', NOW, 'UTC')).toEqual({});
  });
});

describe('custom ranges', () => {
  it('runs from the first millisecond of the start day to the last of the end day (UTC)', () => {
    expect(dateRangeBounds('custom', '2025-05-01', '2025-05-03', NOW, 'UTC')).toEqual({
      startTime: Date.UTC(2025, 4, 1),
      endTime: Date.UTC(2025, 4, 4) - 1,
    });
  });

  it('counts days in the viewer’s zone: Tehran, New York on a DST change, Kiritimati', () => {
    expect(dateRangeBounds('custom', '2025-05-01', '2025-05-01', NOW, 'Asia/Tehran')).toEqual({
      startTime: Date.UTC(2025, 3, 30, 20, 30),
      endTime: Date.UTC(2025, 4, 1, 20, 30) - 1,
    });
    // 9 March 2025 is 23 hours long in New York (02:00 EST became 03:00 EDT).
    expect(dateRangeBounds('custom', '2025-03-09', '2025-03-09', NOW, 'America/New_York')).toEqual({
      startTime: Date.UTC(2025, 2, 9, 5),
      endTime: Date.UTC(2025, 2, 10, 4) - 1,
    });
    expect(
      dateRangeBounds('custom', '2025-05-01', '2025-05-01', NOW, 'Pacific/Kiritimati'),
    ).toEqual({ startTime: Date.UTC(2025, 3, 30, 10), endTime: Date.UTC(2025, 4, 1, 10) - 1 });
  });

  it('does not depend on the zone the process runs in', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(dateRangeBounds('custom', '2025-05-01', '2025-05-03', NOW, 'UTC')).toEqual({
      startTime: Date.UTC(2025, 4, 1),
      endTime: Date.UTC(2025, 4, 4) - 1,
    });
  });

  it('a single day is a valid range', () => {
    expect(validateCustomRange('2025-05-01', '2025-05-01')).toBeNull();
  });

  it('asks for both days, the start first', () => {
    expect(validateCustomRange('', '2025-05-01')).toBe('fromRequired');
    expect(validateCustomRange('2025-05-01', ' ')).toBe('toRequired');
  });

  it('refuses days that do not exist or come before 1970', () => {
    expect(validateCustomRange('2025-02-30', '2025-03-01')).toBe('invalidDate');
    expect(validateCustomRange('1969-12-31', '2025-03-01')).toBe('invalidDate');
    expect(validateCustomRange('2025-3-1', '2025-03-02')).toBe('invalidDate');
    expect(validateCustomRange('yesterday', '2025-03-02')).toBe('invalidDate');
  });

  it('refuses a start after the end', () => {
    expect(validateCustomRange('2025-05-02', '2025-05-01')).toBe('fromAfterTo');
  });

  it('applies nothing while the custom range does not validate', () => {
    expect(dateRangeBounds('custom', '2025-05-02', '2025-05-01', NOW, 'UTC')).toEqual({});
  });
});

describe('calendar days', () => {
  it('knows leap years', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
  });

  it('gives today in the chosen zone', () => {
    const lateUtc = Date.UTC(2025, 4, 31, 20, 0, 0);
    expect(todayIso(lateUtc, 'UTC')).toBe('2025-05-31');
    expect(todayIso(lateUtc, 'Asia/Tokyo')).toBe('2025-06-01');
    expect(todayIso(lateUtc, 'America/New_York')).toBe('2025-05-31');
  });
});
