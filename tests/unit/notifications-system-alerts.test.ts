// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import { userEndpoints } from '@/contract/user';
import {
  ORDER_MESSAGE_EVENTS,
  userNotificationsEndpoints,
  type NotificationSettings,
} from '@/contract/user-notifications';
import { setLocale } from '@/stores/locale';

/**
 * System notifications from the bell's live count (issue 12, item 3): while the tab is hidden, a
 * count that rose fetches page 1 and each new order-event message (newer than any seen, at most
 * as many as the count rose) of a kind the user wants becomes a browser notification (one tag
 * per order) and, for kinds with a sound, one chime; a click focuses the tab, marks the message
 * read and opens the order in the page's language.
 */

const fake = vi.hoisted(() => ({
  status: null as unknown as ReturnType<typeof atom<SocketStatus>>,
  handlers: new Map<string, Set<(data: unknown, current: boolean) => void>>(),
  call: vi.fn(),
  chime: vi.fn(),
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
vi.mock('@/client/system-notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/client/system-notify')>()),
  playChime: fake.chime,
}));

const { watchUnread } = await import('@/shell/elements/unread-watch');
const { rememberNotifySettings } = await import('@/client/system-notify');
type Message = import('@/shell/elements/notifications-api').Message;

/** The browser's Notification, recording what the page shows. */
class FakeNotification extends EventTarget {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    super();
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

let visibility: DocumentVisibilityState = 'visible';
let page: Message[] = [];
let settings: NotificationSettings;
const assign = vi.fn();
const stops: (() => void)[] = [];

const push = (unread: number, current = false) =>
  fake.handlers.get('user.messages')?.forEach((handler) => handler({ unread }, current));
const calls = (endpoint: unknown) => fake.call.mock.calls.filter(([e]) => e === endpoint).length;
const shown = () => FakeNotification.shown.map((n) => [n.title, n.options.body, n.options.tag]);

const message = (id: number, event?: string, status: 0 | 1 = 0): Message => ({
  id,
  status,
  title: `Title ${id}`,
  content: `Content ${id}`,
  pushTime: id,
  ...(event ? { event, orderNo: `ORD${id}` } : {}),
});

function choices(
  change: Partial<NotificationSettings> = {},
  base = { system: true, sound: false },
): NotificationSettings {
  return {
    ...(Object.fromEntries(
      ORDER_MESSAGE_EVENTS.map((event) => [event, { ...base }]),
    ) as NotificationSettings),
    ...change,
  };
}

/** The bell as the element is: a host with the server-rendered count. */
function watch(unread: number) {
  const host = Object.assign(document.createElement('div'), { unread });
  document.body.append(host);
  const stop = watchUnread(
    (num: number) => (host.unread = num),
    host,
    () => false,
  );
  return { host, stop };
}

beforeEach(async () => {
  // The tab keeps the choices it loaded: each test starts before any.
  rememberNotifySettings(null);
  fake.status = atom<SocketStatus>('connecting');
  fake.handlers.clear();
  fake.call.mockReset();
  fake.chime.mockReset();
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('location', { ...window.location, assign });
  vi.spyOn(window, 'focus').mockImplementation(() => {});
  assign.mockReset();
  setLocale('en');

  page = [];
  settings = choices();
  fake.call.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === userEndpoints.internalMsgs)
      return { items: structuredClone(page), total: page.length, page: 1, pageSize: 10 };
    if (endpoint === userNotificationsEndpoints.userNotificationSettings)
      return structuredClone(settings);
    if (endpoint === userEndpoints.internalMsgRead) return null;
    if (endpoint === userEndpoints.internalMsgsUnread) return { num: 0 };
    throw new Error('unexpected call');
  });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('system notifications while the tab is hidden', () => {
  it('notifies only new order events of kinds the user wants, one chime for a sound', async () => {
    settings = choices({
      'chat.message': { system: false, sound: true },
      'order.released': { system: false, sound: false },
    });
    watch(1);
    visibility = 'hidden';
    // Three arrived: a chat line, a payment, a message about no order; 10 was there before.
    page = [
      message(13, 'chat.message'),
      message(12, 'order.paid'),
      message(11),
      message(10, 'order.paid'),
    ];
    push(4);
    await vi.waitFor(() => expect(fake.chime).toHaveBeenCalledOnce());
    expect(shown()).toEqual([['Title 12', 'Content 12', 'order-ORD12']]);

    // The next rise alerts only what is newer than the newest seen, even on the same page.
    page = [message(15, 'order.placed'), message(14, 'order.released'), ...page];
    push(6);
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[1]).toEqual(['Title 15', 'Content 15', 'order-ORD15']);
    expect(fake.chime).toHaveBeenCalledOnce();
    // The choices were asked of the API once.
    expect(calls(userNotificationsEndpoints.userNotificationSettings)).toBe(1);
  });

  it('does nothing while the tab is visible, and fetches nothing for it', async () => {
    settings = choices({}, { system: true, sound: true });
    watch(0);
    page = [message(5, 'order.paid')];
    push(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls(userEndpoints.internalMsgs)).toBe(0);
    expect(shown()).toEqual([]);
    expect(fake.chime).not.toHaveBeenCalled();
  });

  it.each(['default', 'denied'] as const)(
    'shows no notification when the permission is %s (the sound still plays)',
    async (permission) => {
      FakeNotification.permission = permission;
      settings = choices({ 'order.placed': { system: true, sound: true } });
      watch(2);
      visibility = 'hidden';
      page = [message(7, 'order.placed')];
      push(3);
      await vi.waitFor(() => expect(fake.chime).toHaveBeenCalledOnce());
      expect(shown()).toEqual([]);
    },
  );

  it('does not alert when the count fell', async () => {
    watch(3);
    visibility = 'hidden';
    page = [message(7, 'order.placed')];
    push(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls(userEndpoints.internalMsgs)).toBe(0);
    expect(shown()).toEqual([]);
  });

  it('alerts a chat line again when it is pushed updated (same count, later time)', async () => {
    watch(0);
    visibility = 'hidden';
    page = [message(40, 'chat.message')];
    push(1);
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    // The sandbox updates the unread chat line instead of adding one: the count stays 1.
    page = [{ ...message(40, 'chat.message'), pushTime: 45, content: 'Two unread messages' }];
    push(1);
    await vi.waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[1]).toEqual(['Title 40', 'Two unread messages', 'order-ORD40']);
    // Pushed again unchanged: nothing new to say.
    push(1);
    await vi.waitFor(() => expect(calls(userEndpoints.internalMsgs)).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown()).toHaveLength(2);
  });

  it('alerts what came while the socket was down, not the same count sent again', async () => {
    watch(1);
    visibility = 'hidden';
    page = [message(51, 'order.paid')];
    // Reconnected: the subscription's count is the one the tab knows: nothing to fetch.
    push(1, true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls(userEndpoints.internalMsgs)).toBe(0);
    // Reconnected after a message came: the count rose, so it is alerted.
    page = [message(52, 'order.released'), ...page];
    push(2, true);
    await vi.waitFor(() => expect(shown()).toEqual([['Title 52', 'Content 52', 'order-ORD52']]));
  });

  it('opens the order in the page’s language when clicked, marked read', async () => {
    setLocale('fa');
    const { host } = watch(0);
    visibility = 'hidden';
    page = [message(21, 'appeal.raised')];
    push(1);
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    const [notice] = FakeNotification.shown;
    notice?.dispatchEvent(new Event('click'));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith('/fa/order/detail/ORD21'),
    );
    expect(window.focus).toHaveBeenCalled();
    expect(notice?.closed).toBe(true);
    expect(calls(userEndpoints.internalMsgRead)).toBe(1);
    expect(fake.call.mock.calls.find(([e]) => e === userEndpoints.internalMsgRead)?.[1]).toEqual({
      params: { id: 21 },
    });
    expect(host.unread).toBe(0);
  });

  it('uses the choices saved in this tab instead of asking the API', async () => {
    rememberNotifySettings(choices({ 'order.paid': { system: false, sound: false } }));
    watch(0);
    visibility = 'hidden';
    page = [message(31, 'order.paid'), message(30, 'order.cancelled')];
    push(2);
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]?.[2]).toBe('order-ORD30');
    expect(calls(userNotificationsEndpoints.userNotificationSettings)).toBe(0);
  });
});
