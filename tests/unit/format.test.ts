import { describe, expect, it, vi } from 'vitest';
import { DATE_TIME_FORMAT, formatDate } from '@/i18n/format-date';
import {
  formatAmount,
  formatCoin,
  formatExact,
  formatFiat,
  formatPercent,
  formatPrice,
  fractionDigits,
} from '@/i18n/format';
import { LOCALE_CODES } from '@/i18n/locales';

describe('formatAmount', () => {
  it('shows two decimals and thousands commas', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('12')).toBe('12.00');
    expect(formatAmount('0.005')).toBe('0.01');
    expect(formatAmount('-9876543.2')).toBe('-9,876,543.20');
  });

  it('takes another number of decimals when asked', () => {
    expect(formatAmount('1234.5678', 4)).toBe('1,234.5678');
    expect(formatAmount('1234.5', 0)).toBe('1,235');
  });

  it('refuses a number that is not a plain decimal string', () => {
    expect(() => formatAmount('1.2e3')).toThrow(TypeError);
    expect(() => formatAmount('')).toThrow(TypeError);
  });
});

describe("amounts at their asset's scale", () => {
  it('shows a fiat amount and a coin quantity at their scale', () => {
    expect(formatFiat('1234.5', 2)).toBe('1,234.50');
    expect(formatFiat('1234.5', 0)).toBe('1,235');
    expect(formatCoin('0.1', 8)).toBe('0.10000000');
  });

  it('shows every digit, at least two, when the scale is unknown', () => {
    expect(formatFiat('12', null)).toBe('12.00');
    expect(formatCoin('0.123456789012', null)).toBe('0.123456789012');
  });

  it('shows a price with every digit it has, up to 8, never fewer than the fiat scale', () => {
    expect(formatPrice('7.2', 2)).toBe('7.20');
    expect(formatPrice('0.123456789', 2)).toBe('0.12345679');
    expect(formatPrice('150', 0)).toBe('150');
    expect(formatPrice('7.2', null)).toBe('7.20');
  });

  it('shows a value with its own digits between bounds, and a percentage', () => {
    expect(formatExact('1500')).toBe('1,500.00');
    expect(formatExact('0.00012')).toBe('0.00012');
    expect(formatExact('1.23456', { max: 4 })).toBe('1.2346');
    expect(formatPercent('98.765')).toBe('98.77');
    expect(fractionDigits('1.50')).toBe(2);
    expect(fractionDigits('-3')).toBe(0);
  });
});

describe('formatDate', () => {
  const time = Date.UTC(2024, 0, 2, 3, 4, 5);

  it.each(LOCALE_CODES)('shows YYYY-MM-DD HH:mm:ss in %s', (locale) => {
    expect(formatDate(time, locale, { timeZone: 'UTC' })).toBe('2024-01-02 03:04:05');
  });

  it('writes Persian dates with the same Latin digits, so they read left to right', () => {
    const text = formatDate(time, 'fa', { timeZone: 'Asia/Tehran', zoneName: true });
    expect(text).toBe('2024-01-02 06:34:05 UTC+3:30');
    expect(text).toMatch(/^[\d :+A-Z-]+$/);
  });

  it('shows the zone it is given, whatever zone the process runs in', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(formatDate(time, 'en', { timeZone: 'UTC' })).toBe('2024-01-02 03:04:05');
      expect(formatDate(time, 'en', { timeZone: 'Asia/Tehran' })).toBe('2024-01-02 06:34:05');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('is the same on the server and in the browser (no guess from `document`)', () => {
    const server = formatDate(time, 'en', { timeZone: 'America/New_York', zoneName: true });
    vi.stubGlobal('document', {});
    try {
      expect(formatDate(time, 'en', { timeZone: 'America/New_York', zoneName: true })).toBe(server);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(server).toBe('2024-01-01 22:04:05 UTC-5');
  });

  it('names the zone by its offset at that time: Tehran, New York in and out of DST, Kiritimati', () => {
    const summer = Date.UTC(2024, 6, 1, 12, 0, 0);
    const show = (at: number | Date, timeZone: string) =>
      formatDate(at, 'ru', { timeZone, zoneName: true });
    expect(show(summer, 'Asia/Tehran')).toBe('2024-07-01 15:30:00 UTC+3:30');
    expect(show(summer, 'America/New_York')).toBe('2024-07-01 08:00:00 UTC-4');
    expect(show(time, 'America/New_York')).toBe('2024-01-01 22:04:05 UTC-5');
    // +14: the next calendar day already.
    expect(show(time, 'Pacific/Kiritimati')).toBe('2024-01-02 17:04:05 UTC+14');
    expect(show(time, 'Asia/Kolkata')).toBe('2024-01-02 08:34:05 UTC+5:30');
    expect(show(time, 'UTC')).toBe('2024-01-02 03:04:05 UTC');
    expect(show(new Date(time), 'Europe/London')).toBe('2024-01-02 03:04:05 UTC');
  });

  it('follows the DST change in New York to the second', () => {
    // 2024-03-10 02:00 EST became 03:00 EDT (07:00 UTC).
    const change = Date.UTC(2024, 2, 10, 7, 0, 0);
    const ny = (at: number) =>
      formatDate(at, 'en', { timeZone: 'America/New_York', zoneName: true });
    expect(ny(change - 1000)).toBe('2024-03-10 01:59:59 UTC-5');
    expect(ny(change)).toBe('2024-03-10 03:00:00 UTC-4');
  });

  it('formats concurrent calls each in its own zone', async () => {
    const zones = ['UTC', 'Asia/Tehran', 'America/New_York', 'Pacific/Kiritimati'];
    const results = await Promise.all(
      zones.map(async (timeZone) => {
        await Promise.resolve();
        return formatDate(time, 'en', { timeZone });
      }),
    );
    expect(results).toEqual([
      '2024-01-02 03:04:05',
      '2024-01-02 06:34:05',
      '2024-01-01 22:04:05',
      '2024-01-02 17:04:05',
    ]);
  });

  it('throws on an invalid time or zone instead of rendering "Invalid Date"', () => {
    expect(() => formatDate(Number.NaN, 'en', { timeZone: 'UTC' })).toThrow(RangeError);
    expect(() => formatDate(time, 'en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });
});
