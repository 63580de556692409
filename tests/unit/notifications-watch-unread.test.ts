import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';

/**
 * The bell's live count (`watchUnread`): pushed counts on `user.messages` as they come; while
 * the socket is down the count is asked of the API every few seconds (reported when it moved).
 */

const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  handlers: new Map<string, Set<(data: unknown) => void>>(),
  call: vi.fn(),
}));
vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: fake.status,
    subscribe(topic: string, handler: (data: unknown) => void) {
      const set = fake.handlers.get(topic) ?? new Set();
      set.add(handler);
      fake.handlers.set(topic, set);
      return () => set.delete(handler);
    },
  }),
}));
vi.mock('@/client/api', () => ({ api: { call: fake.call } }));

const { watchUnread } = await import('@/shell/elements/notifications-api');
const { POLL_MS } = await import('@/client/follow-topic');

const push = (data: unknown) => fake.handlers.get('user.messages')?.forEach((h) => h(data));

beforeEach(() => {
  vi.useFakeTimers();
  fake.status = atom<SocketStatus>('connecting');
  fake.handlers.clear();
  fake.call.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('watchUnread', () => {
  it('reports pushed counts, ignores malformed ones, and polls the count while the socket is down', async () => {
    fake.call.mockResolvedValue({ num: 4 });
    const seen: number[] = [];
    const stop = watchUnread((num) => seen.push(num));
    push({ unread: 2 });
    push({ unread: -1 });
    push('nonsense');
    expect(seen).toEqual([2]);
    fake.status.set('closed');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fake.call).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([2, 4]);
    // The same count again is not news.
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fake.call).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([2, 4]);
    stop();
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(fake.call).toHaveBeenCalledTimes(2);
  });
});
