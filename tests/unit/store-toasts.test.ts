import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts, dismissToast, pushToast } from '@/stores/toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('$toasts', () => {
  it('dismisses an error toast by itself after 2000 ms', () => {
    pushToast({ kind: 'error', message: 'Copy failed' });
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toMatchObject([
      { kind: 'error', message: 'Copy failed', duration: 2000 },
    ]);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps a toast for its own duration, and forever with 0', () => {
    pushToast({ kind: 'info', message: 'long', duration: 5000 });
    pushToast({ kind: 'success', message: 'sticky', duration: 0 });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((t) => t.message)).toEqual(['sticky']);
    vi.advanceTimersByTime(600_000);
    expect($toasts.get()).toHaveLength(1);
  });

  it('removes a toast by id and returns distinct ids', () => {
    const a = pushToast({ kind: 'info', message: 'a' });
    const b = pushToast({ kind: 'info', message: 'b' });
    expect(a).not.toBe(b);
    dismissToast(a);
    expect($toasts.get().map((t) => t.id)).toEqual([b]);
  });

  it('does not stack the same message twice but restarts its timer', () => {
    const first = pushToast({ kind: 'error', message: 'Network error' });
    vi.advanceTimersByTime(1500);
    expect(pushToast({ kind: 'error', message: 'Network error' })).toBe(first);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });
});
