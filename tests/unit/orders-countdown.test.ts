import { describe, expect, it } from 'vitest';
import { countdownAnnouncement } from '@/features/orders/countdown';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import { pageClockBase, serverTimeAt } from '@/features/orders/server-clock';

describe('payment countdown display', () => {
  it('shows minutes and seconds, and hours only when there are some', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('rounds the time left up to whole seconds and never below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 1)).toBe(10);
    expect(remainingSeconds(10_000, 9_001)).toBe(1);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 20_000)).toBe(0);
  });
});

describe('countdown announcements for screen readers', () => {
  /** Every announcement of a countdown ticking once a second from `from` to 0. */
  function spokenFrom(from: number) {
    const spoken: string[] = [];
    let previous: number | null = null;
    for (let s = from; s >= 0; s--) {
      const a = countdownAnnouncement(previous, s);
      if (a) spoken.push(a.kind === 'minutes' ? `${a.minutes} min` : a.kind);
      previous = s;
    }
    return spoken;
  }

  it('speaks every 5 minutes, once in the last minute and when time is up, never every second', () => {
    expect(spokenFrom(15 * 60)).toEqual(['10 min', '5 min', 'lastMinute', 'expired']);
    expect(spokenFrom(30 * 60)).toEqual([
      '25 min',
      '20 min',
      '15 min',
      '10 min',
      '5 min',
      'lastMinute',
      'expired',
    ]);
  });

  it('says nothing on the first reading (the page already shows the time left)', () => {
    expect(countdownAnnouncement(null, 600)).toBeNull();
    expect(countdownAnnouncement(null, 0)).toBeNull();
  });

  it('says nothing when the time did not go down (a resync that added time)', () => {
    expect(countdownAnnouncement(100, 100)).toBeNull();
    expect(countdownAnnouncement(100, 400)).toBeNull();
  });

  it('speaks only the most urgent threshold when a jump crosses several', () => {
    expect(countdownAnnouncement(900, 250)).toEqual({ kind: 'minutes', minutes: 5 });
    expect(countdownAnnouncement(900, 30)).toEqual({ kind: 'lastMinute' });
    expect(countdownAnnouncement(900, 0)).toEqual({ kind: 'expired' });
  });
});

describe('server clock', () => {
  it('adds the monotonic time elapsed since the response to the server time', () => {
    const base = { server: 1_000_000, perf: 500 };
    expect(serverTimeAt(base, 500)).toBe(1_000_000);
    expect(serverTimeAt(base, 2_500)).toBe(1_002_000);
  });

  it('never goes back before the server time', () => {
    expect(serverTimeAt({ server: 1_000_000, perf: 500 }, 100)).toBe(1_000_000);
  });

  it('counts from when the page arrived, not from when the island hydrated', () => {
    const entries = [{ responseStart: 120 }];
    const performanceLike = {
      getEntriesByType: () => entries,
      now: () => 3_000,
    };
    const original = globalThis.performance;
    Object.defineProperty(globalThis, 'performance', {
      value: performanceLike,
      configurable: true,
    });
    try {
      expect(pageClockBase(5_000)).toEqual({ server: 5_000, perf: 120 });
      entries.length = 0;
      expect(pageClockBase(5_000)).toEqual({ server: 5_000, perf: 3_000 });
    } finally {
      Object.defineProperty(globalThis, 'performance', { value: original, configurable: true });
    }
  });
});
