// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';

/**
 * The bell's live count (`watchUnread`): pushed counts on `user.messages` as they come, and the
 * count sent with each subscription (no API call to catch up after a connect); while the socket
 * is down the count is asked of the API every few seconds (reported when it moved);
 * each count goes to the tab title (`(3) Title`, restored at 0 and when stopped) and refreshes
 * the panel's list once it has loaded (new messages on top, read ones marked).
 */

const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  handlers: new Map<string, Set<(data: unknown, current: boolean) => void>>(),
  call: vi.fn(),
}));
vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: fake.status,
    subscribe(topic: string, handler: (data: unknown, current: boolean) => void) {
      const set = fake.handlers.get(topic) ?? new Set();
      set.add(handler);
      fake.handlers.set(topic, set);
      return () => set.delete(handler);
    },
  }),
}));
vi.mock('@/client/api', () => ({ api: { call: fake.call } }));

vi.mock('@/i18n/format-date', () => ({ formatDate: (at: number) => `at ${at}` }));

const { showMessages } = await import('@/shell/elements/notifications-api');
const { watchUnread, UNREAD_POLL_MS: POLL_MS } = await import('@/shell/elements/unread-watch');
type Message = import('@/shell/elements/notifications-api').Message;

const push = (data: unknown) => fake.handlers.get('user.messages')?.forEach((h) => h(data, false));
/** The count the server sends with the subscription (after every connect). */
const subscribed = (data: unknown) =>
  fake.handlers.get('user.messages')?.forEach((h) => h(data, true));

beforeEach(() => {
  vi.useFakeTimers();
  fake.status = atom<SocketStatus>('connecting');
  fake.handlers.clear();
  fake.call.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const message = (id: number, status: 0 | 1): Message => ({
  id,
  status,
  title: `Message ${id}`,
  content: '',
  pushTime: id,
});

/** The bell's list markup, and its count as the element keeps it. */
function bell(unread: number) {
  const host = Object.assign(document.createElement('div'), { unread });
  host.innerHTML = `<ul data-list></ul><template data-item-template><li><button data-message-id>
    <span data-item-title></span><span data-item-time></span></button></li></template>`;
  document.body.append(host);
  return host;
}
const titles = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-item-title]')].map((t) => t.textContent);

describe('watchUnread', () => {
  it('reports pushed counts, ignores malformed ones, and polls the count while the socket is down', async () => {
    fake.call.mockResolvedValue({ num: 4 });
    const seen: number[] = [];
    const stop = watchUnread((num: number) => seen.push(num));
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

  it('catches up from the count sent with the subscription, without calling the API', async () => {
    const seen: number[] = [];
    const stop = watchUnread(
      (num: number) => seen.push(num),
      bell(1),
      () => false,
    );
    fake.status.set('open');
    subscribed({ unread: 3 });
    expect(seen).toEqual([3]);
    expect(document.title).toMatch(/^\(3\) /);
    // A drop and a reconnect within the poll's interval: the next subscription brings the count.
    fake.status.set('closed');
    await vi.advanceTimersByTimeAsync(POLL_MS / 2);
    fake.status.set('open');
    subscribed({ unread: 5 });
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(seen).toEqual([3, 5]);
    // Neither connecting nor reconnecting needed the API (nor its code).
    expect(fake.call).not.toHaveBeenCalled();
    stop();
  });

  it('carries the count in the tab title, kept when the page renames itself, gone at 0', async () => {
    document.title = 'My orders';
    const host = bell(3);
    const stop = watchUnread(
      () => {},
      host,
      () => false,
    );
    expect(document.title).toBe('(3) My orders');
    push({ unread: 150 });
    expect(document.title).toBe('(99+) My orders');
    // A list naming its filters sets a new title: the count comes back in front of it.
    document.title = 'My orders · Paid';
    await vi.waitFor(() => expect(document.title).toBe('(99+) My orders · Paid'));
    push({ unread: 0 });
    expect(document.title).toBe('My orders · Paid');
    push({ unread: 2 });
    stop();
    expect(document.title).toBe('My orders · Paid');
  });

  it('refreshes the list the panel has loaded: new messages on top, read ones marked', async () => {
    const host = bell(1);
    const shown = new Map<number, Message>();
    showMessages(host, shown, [message(2, 0), message(1, 1)]);
    expect(titles(host)).toEqual(['Message 2', 'Message 1']);
    fake.call.mockResolvedValue({ items: [message(4, 0), message(3, 0), message(2, 1)] });
    let loaded = false;
    watchUnread(
      () => {},
      host,
      () => loaded && shown,
    );
    push({ unread: 2 });
    // Not loaded yet: nothing fetched.
    expect(fake.call).not.toHaveBeenCalled();
    loaded = true;
    push({ unread: 2 });
    await vi.waitFor(() =>
      expect(titles(host)).toEqual(['Message 4', 'Message 3', 'Message 2', 'Message 1']),
    );
    const unread = (id: number) =>
      host.querySelector(`[data-message-id="${id}"]`)?.hasAttribute('data-unread-message');
    expect([unread(4), unread(3), unread(2), unread(1)]).toEqual([true, true, false, false]);
    expect(shown.get(2)?.status).toBe(1);
    expect(host.querySelector('[data-message-id="4"] [data-item-time]')?.textContent).toBe('at 4');
  });
});
