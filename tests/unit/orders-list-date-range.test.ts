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
    expect(presetStart('1w', NOW, 'utc')).toBe(NOW - 7 * 24 * 3600_000);
  });

  it('1 month and 3 months go back by calendar months, clamping to the month’s last day', () => {
    expect(presetStart('1m', NOW, 'utc')).toBe(Date.UTC(2025, 3, 30, 15, 30, 0));
    expect(presetStart('3m', NOW, 'utc')).toBe(Date.UTC(2025, 1, 28, 15, 30, 0));
  });

  it('sets a start only, so orders dated up to now (and just after) are included', () => {
    expect(dateRangeBounds('1m', '', '', NOW, 'utc')).toEqual({
      startTime: Date.UTC(2025, 3, 30, 15, 30, 0),
    });
  });

  it('applies no date at all for "all dates"', () => {
    expect(dateRangeBounds('all', '2025-01-01', '2025-01-02', NOW, 'utc')).toEqual({});
  });
});

describe('custom ranges', () => {
  it('runs from the first millisecond of the start day to the last of the end day (UTC)', () => {
    expect(dateRangeBounds('custom', '2025-05-01', '2025-05-03', NOW, 'utc')).toEqual({
      startTime: Date.UTC(2025, 4, 1),
      endTime: Date.UTC(2025, 4, 4) - 1,
    });
  });

  it('counts days in the viewer’s own time zone in the browser', () => {
    process.env.TZ = 'Asia/Tehran'; // UTC+03:30 all year
    expect(dateRangeBounds('custom', '2025-05-01', '2025-05-01', NOW, 'local')).toEqual({
      startTime: Date.UTC(2025, 3, 30, 20, 30),
      endTime: Date.UTC(2025, 4, 1, 20, 30) - 1,
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
    expect(dateRangeBounds('custom', '2025-05-02', '2025-05-01', NOW, 'utc')).toEqual({});
  });
});

describe('calendar days', () => {
  it('knows leap years', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
  });

  it('gives today in the chosen zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    const lateUtc = Date.UTC(2025, 4, 31, 20, 0, 0);
    expect(todayIso(lateUtc, 'utc')).toBe('2025-05-31');
    expect(todayIso(lateUtc, 'local')).toBe('2025-06-01');
  });
});
