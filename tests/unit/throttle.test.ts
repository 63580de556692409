import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '@/shell/elements/throttle';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});

afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once, with its arguments', () => {
    const fn = vi.fn();
    throttle(fn, 100)('a', 1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('a', 1);
  });

  it('runs at most once per 100 ms, however often it is called', () => {
    const ran: number[] = [];
    const throttled = throttle(() => ran.push(Date.now() - 1_000_000), 100);
    // One second of calls every 7 ms.
    for (let t = 0; t < 1000; t += 7) {
      throttled();
      vi.advanceTimersByTime(7);
    }
    vi.advanceTimersByTime(200);
    expect(ran[0]).toBe(0);
    for (let i = 1; i < ran.length; i++)
      expect((ran[i] ?? 0) - (ran[i - 1] ?? 0)).toBeGreaterThanOrEqual(100);
    // Not starved either: one call per window, plus the trailing one.
    expect(ran.length).toBeGreaterThanOrEqual(10);
    expect(ran.length).toBeLessThanOrEqual(11);
  });

  it('makes one trailing call with the latest arguments after the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled('first');
    vi.advanceTimersByTime(10);
    throttled('second');
    vi.advanceTimersByTime(10);
    throttled('third');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(79);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('third');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('makes no trailing call when nothing came after the leading one', () => {
    const fn = vi.fn();
    throttle(fn, 100)('only');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('runs at once again once the window has passed', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    vi.advanceTimersByTime(100);
    throttled(2);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(2);
  });

  it('waits out the window that a trailing call started', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    vi.advanceTimersByTime(50);
    throttled(2);
    vi.advanceTimersByTime(50); // trailing call at 100 ms
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30);
    throttled(3); // 30 ms after the trailing call: too early
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(69);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenLastCalledWith(3);
  });
});
