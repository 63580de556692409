// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedNotifySettings, rememberNotifySettings } from '@/client/system-notify';
import { ORDER_MESSAGE_EVENTS, type NotificationSettings } from '@/contract/user-notifications';
import NotificationSettingsIsland from '@/features/user/center/NotificationSettingsIsland';
import { notificationSettingsMessages } from '@/features/user/center/server/messages';
import type { LocaleCode } from '@/i18n/locales';

/**
 * The user centre's Notifications section (issue 12, item 3): the browser permission in words
 * with the button that asks for it (on click only), the ticks per kind of order event (from the
 * server, or loaded with Retry), saved with saving / saved / failed states; a failed save keeps
 * the ticks and retries them; a saved choice is what the bell of this tab uses next. The API is
 * stubbed; the sandbox's side is tests/sandbox/user-notification-settings.test.ts.
 */

const api = vi.hoisted(() => ({
  loadNotificationSettings: vi.fn(),
  saveNotificationSettings: vi.fn(),
}));
vi.mock('@/features/user/center/notification-settings-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const defaults = (): NotificationSettings =>
  Object.fromEntries(
    ORDER_MESSAGE_EVENTS.map((event) => [event, { system: true, sound: false }]),
  ) as NotificationSettings;

/** The browser's Notification: only the permission and the request matter here. */
const permission = vi.hoisted(() => ({
  value: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
}));
const requestPermission = vi.fn(async () => (permission.value = permission.answer));

let root: Root | null = null;

async function render(initial: NotificationSettings | null, locale: LocaleCode = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      createElement(NotificationSettingsIsland, {
        messages: notificationSettingsMessages(locale),
        initial,
        locale,
      }),
    );
  });
  return host;
}

const tick = (event: string, column: 'system' | 'sound') =>
  document.querySelector<HTMLInputElement>(`[data-testid="uc-notify-${event}-${column}"]`);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const text = () => document.body.textContent ?? '';
const click = (element: Element | null | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

beforeEach(() => {
  permission.value = 'default';
  permission.answer = 'granted';
  const FakeNotification = Object.defineProperty(function Notification() {}, 'permission', {
    get: () => permission.value,
  });
  vi.stubGlobal('Notification', Object.assign(FakeNotification, { requestPermission }));
  rememberNotifySettings(null);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('NotificationSettingsIsland', () => {
  it('ticks the saved choices, each named by its event and column', async () => {
    await render({ ...defaults(), 'chat.message': { system: false, sound: true } });
    expect(tick('order.placed', 'system')?.checked).toBe(true);
    expect(tick('order.placed', 'sound')?.checked).toBe(false);
    expect(tick('chat.message', 'system')?.checked).toBe(false);
    expect(tick('chat.message', 'sound')?.checked).toBe(true);
    // Two ticks (system, sound) per kind of event.
    expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(
      ORDER_MESSAGE_EVENTS.length * 2,
    );
    const [row, column] = (tick('order.paid', 'sound')?.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect([row, column]).toEqual(['Buyer marked paid', 'Sound']);
    expect(document.querySelector('legend')?.textContent).toBe('What to do for each event');
    expect(api.loadNotificationSettings).not.toHaveBeenCalled();
  });

  it('loads the choices when the server could not, with Retry after a failure', async () => {
    api.loadNotificationSettings.mockRejectedValueOnce(new Error('offline'));
    await render(null);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Your choices could not be loaded.',
    );
    expect(tick('order.paid', 'system')).toBeNull();
    api.loadNotificationSettings.mockResolvedValueOnce({
      ...defaults(),
      'order.paid': { system: false, sound: true },
    });
    await click(button('Try again'));
    expect(tick('order.paid', 'sound')?.checked).toBe(true);
    expect(api.loadNotificationSettings).toHaveBeenCalledTimes(2);
  });

  it('saves the toggled choices, says so, and hands them to the bell of this tab', async () => {
    const wanted = { ...defaults(), 'order.paid': { system: false, sound: true } };
    api.saveNotificationSettings.mockResolvedValue(wanted);
    await render(defaults());
    await click(tick('order.paid', 'system'));
    await click(tick('order.paid', 'sound'));
    await click(button('Save choices'));
    expect(api.saveNotificationSettings).toHaveBeenCalledExactlyOnceWith(wanted);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Your choices are saved.');
    expect(rememberedNotifySettings()).toEqual(wanted);
  });

  it('keeps the ticks after a failed save and retries them', async () => {
    let fail: (error: Error) => void = () => {};
    api.saveNotificationSettings.mockImplementationOnce(
      () => new Promise((_, reject) => (fail = reject)),
    );
    await render(defaults());
    await click(tick('appeal.raised', 'sound'));
    await click(button('Save choices'));
    expect(button('Saving…')?.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fail(new Error('offline')));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Your choices could not be saved. Your ticks are kept: please try again.',
    );
    expect(tick('appeal.raised', 'sound')?.checked).toBe(true);
    expect(rememberedNotifySettings()).toBeNull();

    const wanted = { ...defaults(), 'appeal.raised': { system: true, sound: true } };
    api.saveNotificationSettings.mockResolvedValueOnce(wanted);
    await click(button('Try again'));
    expect(api.saveNotificationSettings).toHaveBeenLastCalledWith(wanted);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(text()).toContain('Your choices are saved.');
  });

  it('asks the browser’s permission only on the button, then says it is on', async () => {
    await render(defaults());
    expect(requestPermission).not.toHaveBeenCalled();
    expect(text()).toContain('Browser notifications are not turned on for this site yet.');
    await click(button('Turn on browser notifications'));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(text()).toContain('Browser notifications are on for this site.');
    expect(button('Turn on browser notifications')).toBeUndefined();
  });

  it('says what to do when the browser blocks notifications, with no button', async () => {
    permission.value = 'denied';
    await render(defaults());
    expect(text()).toContain('allow notifications for this site in your browser settings');
    expect(button('Turn on browser notifications')).toBeUndefined();
  });

  it('says when the browser has no notifications at all', async () => {
    vi.stubGlobal('Notification', undefined);
    await render(defaults());
    expect(text()).toContain('This browser cannot show notifications');
  });

  it('speaks the reader’s language', async () => {
    await render(defaults(), 'fa');
    expect(document.querySelector('h2')?.textContent).toBe('اعلان‌ها');
    expect(button('روشن کردن اعلان‌های مرورگر')).toBeDefined();
  });
});
