// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineMenuElement } from '@/shell/elements/menu-element';
import {
  NotificationsElement,
  defineNotificationsElement,
} from '@/shell/elements/notifications-element';
import { $, mount } from './support/shell-dom';

interface Message {
  id: number;
  status: 0 | 1;
  title: string;
  content: string;
  pushTime: number;
}
interface Page {
  items: Message[];
  page: number;
  pageSize: number;
  total: number;
}

const { fetchMessages, markRead, watchUnread, stopWatching } = vi.hoisted(() => ({
  fetchMessages: vi.fn<(page: number) => Promise<Page>>(),
  markRead: vi.fn<(id: number) => Promise<number>>(),
  watchUnread:
    vi.fn<(onUnread: (num: number) => void, host?: unknown, loaded?: unknown) => () => void>(),
  stopWatching: vi.fn(),
}));

// The API module's calls are stubbed; its list rendering (`showMessages`) is the real one, with
// times formatted by a stub.
vi.mock('@/i18n/format-date', () => ({ formatDate: (pushTime: number) => `at ${pushTime}` }));
vi.mock('@/shell/elements/notifications-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shell/elements/notifications-api')>()),
  fetchMessages,
  markRead,
}));
// The live count's listener (loaded at idle, on its own: not the API module) is stubbed.
vi.mock('@/shell/elements/unread-watch', () => ({ watchUnread }));

const message = (id: number, status: 0 | 1, title = `Message ${id}`): Message => ({
  id,
  status,
  title,
  content: `Content of ${id}`,
  pushTime: 1_700_000_000_000 + id,
});

/** Two pages of two, three messages in all; the first is unread. */
const PAGE_1: Page = { items: [message(1, 0), message(2, 1)], page: 1, pageSize: 2, total: 3 };
const PAGE_2: Page = { items: [message(3, 0)], page: 2, pageSize: 2, total: 3 };

/** NotificationBell.astro's markup (HeaderMenu inside <p2p-notifications>), with English texts. */
const bellHtml = (unread: number) => `
  <p2p-notifications class="block" data-unread="${unread}" data-text-open="Notifications"
    data-text-unread="{num} unread" data-text-loading="Loading…" data-text-empty="No messages yet"
    data-text-failed="Messages could not be loaded">
    <p2p-menu class="relative block" data-menu="notifications">
      <button type="button" class="header-button" data-menu-trigger aria-expanded="false"
        aria-controls="menu-notifications" aria-label="Notifications" title="Notifications">
        <span class="relative inline-flex">
          <svg aria-hidden="true"></svg>
          <span data-badge class="badge"${unread === 0 ? ' hidden' : ''}>${unread}</span>
        </span>
      </button>
      <div id="menu-notifications" data-menu-panel hidden class="menu-panel end-0 w-80">
        <div><h2>Notifications</h2><a href="https://www.example.com/support/announcements">All</a></div>
        <ul data-list class="max-h-80 overflow-y-auto py-1"></ul>
        <p data-status role="status" hidden></p>
        <div class="flex gap-2 px-4 pb-3 empty:hidden">
          <button type="button" data-retry class="text-button" hidden>Retry</button>
          <button type="button" data-more class="text-button" hidden>Load more</button>
        </div>
        <template data-item-template>
          <li>
            <button type="button" data-message-id class="message-item">
              <span class="unread-dot" aria-hidden="true"></span>
              <span class="sr-only unread-text">Unread</span>
              <span data-item-title class="block truncate"></span>
              <span class="block"><span data-item-time class="ltr"></span></span>
            </button>
          </li>
        </template>
      </div>
    </p2p-menu>
    <dialog data-detail class="detail-dialog" aria-labelledby="notification-detail-title">
      <h2 id="notification-detail-title" data-detail-title></h2>
      <p><span data-detail-time class="ltr"></span></p>
      <div data-detail-content></div>
      <form method="dialog"><button class="primary-button">Close</button></form>
    </dialog>
  </p2p-notifications>`;

const bell = () => $<NotificationsElement>('p2p-notifications');
const trigger = () => $('[data-menu-trigger]');
const badge = () => $('[data-badge]');
const status = () => $('[data-status]');
const more = () => $('[data-more]');
const retry = () => $('[data-retry]');
const dialog = () => $<HTMLDialogElement>('[data-detail]');
const item = (id: number) => $(`[data-message-id="${id}"]`);
const titles = () => [...document.querySelectorAll('[data-item-title]')].map((t) => t.textContent);

/** Retries `check` until it passes (the element awaits its lazily imported module). */
const until = (check: () => void) => vi.waitFor(check, { interval: 1, timeout: 1000 });

/** Lets the lazily imported module and the awaited calls settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens the panel as a user does, and waits for the first page. */
async function open() {
  trigger().click();
  await until(() => expect(status().textContent).not.toBe('Loading…'));
}

let idle: (() => void)[] = [];
const runIdle = async () => {
  for (const callback of idle.splice(0)) callback();
  await settle();
};

beforeAll(() => {
  defineMenuElement();
  defineNotificationsElement();
});

beforeEach(() => {
  idle = [];
  window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
    idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.length;
  });
  fetchMessages.mockImplementation(async (page) => structuredClone(page === 2 ? PAGE_2 : PAGE_1));
  markRead.mockResolvedValue(0);
  watchUnread.mockReturnValue(stopWatching);
  vi.spyOn(HTMLDialogElement.prototype, 'showModal');
});

afterEach(() => {
  document.body.replaceChildren();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  // @ts-expect-error happy-dom has no requestIdleCallback of its own.
  delete window.requestIdleCallback;
});

describe('<p2p-notifications>', () => {
  it('registers once, however often it is defined', () => {
    expect(() => defineNotificationsElement()).not.toThrow();
    expect(customElements.get('p2p-notifications')).toBe(NotificationsElement);
  });

  it.each([
    [0, '0', true, 'Notifications'],
    [3, '3', false, 'Notifications (3 unread)'],
    [150, '99+', false, 'Notifications (150 unread)'],
  ])(
    'shows %i unread as badge %j (hidden: %s) and names the bell %j',
    (num, text, hidden, name) => {
      mount(bellHtml(num));
      expect(badge().textContent).toBe(text);
      expect(badge().hidden).toBe(hidden);
      expect(trigger().getAttribute('aria-label')).toBe(name);
    },
  );

  it('loads nothing until the panel opens or the page is idle', async () => {
    mount(bellHtml(1));
    await settle();
    expect(fetchMessages).not.toHaveBeenCalled();
    expect(watchUnread).not.toHaveBeenCalled();
  });

  it('loads page 1 the first time the panel opens, and only then', async () => {
    mount(bellHtml(1));
    await open();
    expect(fetchMessages).toHaveBeenCalledExactlyOnceWith(1);
    expect(titles()).toEqual(['Message 1', 'Message 2']);
    expect(item(1).querySelector('[data-item-time]')?.textContent).toBe(`at ${1_700_000_000_001}`);
    expect(item(1).hasAttribute('data-unread-message')).toBe(true);
    expect(item(2).hasAttribute('data-unread-message')).toBe(false);
    expect(status().hidden).toBe(true);
    trigger().click();
    trigger().click();
    await settle();
    expect(fetchMessages).toHaveBeenCalledOnce();
    expect(titles()).toHaveLength(2);
  });

  it('loads when its menu reports menu-open', async () => {
    mount(bellHtml(1));
    $('p2p-menu').dispatchEvent(new Event('menu-open'));
    await until(() => expect(titles()).toHaveLength(2));
    expect(fetchMessages).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('says it is loading while the first page is on its way', async () => {
    let answer: (page: Page) => void = () => {};
    fetchMessages.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    mount(bellHtml(1));
    trigger().click();
    expect(status().hidden).toBe(false);
    expect(status().textContent).toBe('Loading…');
    await settle();
    answer(structuredClone(PAGE_1));
    await until(() => expect(status().hidden).toBe(true));
  });

  it('asks once when the panel is reopened while the first page is on its way', async () => {
    let answer: (page: Page) => void = () => {};
    fetchMessages.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    mount(bellHtml(1));
    trigger().click();
    await settle();
    trigger().click();
    trigger().click();
    await settle();
    expect(fetchMessages).toHaveBeenCalledOnce();
    answer(structuredClone(PAGE_1));
    await until(() => expect(titles()).toHaveLength(2));
    expect(fetchMessages).toHaveBeenCalledOnce();
  });

  it('loads page 2 with "Load more" and hides it at the end of the list', async () => {
    mount(bellHtml(1));
    await open();
    expect(more().hidden).toBe(false);
    more().click();
    await until(() => expect(titles()).toHaveLength(3));
    expect(fetchMessages).toHaveBeenLastCalledWith(2);
    expect(titles()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(more().hidden).toBe(true);
  });

  it('shows no "Load more" when the first page holds everything', async () => {
    fetchMessages.mockResolvedValueOnce({
      items: [message(1, 1)],
      page: 1,
      pageSize: 10,
      total: 1,
    });
    mount(bellHtml(0));
    await open();
    expect(more().hidden).toBe(true);
  });

  it('says so when there are no messages', async () => {
    fetchMessages.mockResolvedValueOnce({ items: [], page: 1, pageSize: 10, total: 0 });
    mount(bellHtml(0));
    await open();
    expect(status().hidden).toBe(false);
    expect(status().textContent).toBe('No messages yet');
    expect(more().hidden).toBe(true);
    expect(retry().hidden).toBe(true);
  });

  it('shows the failed text and a retry that works when a load fails', async () => {
    fetchMessages.mockRejectedValueOnce(new Error('500'));
    mount(bellHtml(1));
    await open();
    expect(status().textContent).toBe('Messages could not be loaded');
    expect(status().hidden).toBe(false);
    expect(retry().hidden).toBe(false);
    expect(titles()).toEqual([]);
    retry().click();
    await until(() => expect(titles()).toHaveLength(2));
    expect(fetchMessages).toHaveBeenCalledTimes(2);
    expect(fetchMessages).toHaveBeenLastCalledWith(1);
    expect(status().hidden).toBe(true);
    expect(retry().hidden).toBe(true);
    expect(more().hidden).toBe(false);
  });

  it('retries the page that failed after "Load more"', async () => {
    mount(bellHtml(1));
    await open();
    fetchMessages.mockRejectedValueOnce(new Error('timeout'));
    more().click();
    await until(() => expect(retry().hidden).toBe(false));
    expect(titles()).toHaveLength(2);
    retry().click();
    await until(() => expect(titles()).toHaveLength(3));
    expect(fetchMessages.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
  });

  it('opens an unread message in the dialog, marks it read and shows the count the API answers', async () => {
    markRead.mockResolvedValueOnce(2);
    mount(bellHtml(3));
    await open();
    item(1)
      .querySelector('[data-item-title]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => expect(markRead).toHaveBeenCalledExactlyOnceWith(1));
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce();
    expect(dialog().open).toBe(true);
    expect($('[data-detail-title]').textContent).toBe('Message 1');
    expect($('[data-detail-content]').textContent).toBe('Content of 1');
    expect($('[data-detail-time]').textContent).toBe(`at ${1_700_000_000_001}`);
    await until(() => expect(badge().textContent).toBe('2'));
    expect(bell().dataset.unread).toBe('2');
    expect(trigger().getAttribute('aria-label')).toBe('Notifications (2 unread)');
    expect(item(1).hasAttribute('data-unread-message')).toBe(false);
    // The panel stays open behind the dialog.
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('hides the badge when the last unread message is read', async () => {
    markRead.mockResolvedValueOnce(0);
    mount(bellHtml(1));
    await open();
    item(1).click();
    await until(() => expect(badge().hidden).toBe(true));
    expect(trigger().getAttribute('aria-label')).toBe('Notifications');
  });

  it('shows server text as text: HTML in a message creates no elements', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    fetchMessages.mockResolvedValueOnce({
      items: [{ ...message(1, 0), title: `<i>title</i>`, content: html }],
      page: 1,
      pageSize: 10,
      total: 1,
    });
    mount(bellHtml(1));
    await open();
    expect(item(1).querySelector('[data-item-title]')?.textContent).toBe('<i>title</i>');
    expect($('[data-list]').querySelector('i')).toBeNull();
    item(1).click();
    await until(() => expect(dialog().open).toBe(true));
    expect($('[data-detail-content]').textContent).toBe(html);
    expect($('[data-detail-title]').textContent).toBe('<i>title</i>');
    expect(dialog().querySelector('img, b, i')).toBeNull();
  });

  it('opens a read message without marking it read', async () => {
    mount(bellHtml(1));
    await open();
    item(2).click();
    await until(() => expect(dialog().open).toBe(true));
    expect($('[data-detail-title]').textContent).toBe('Message 2');
    await settle();
    expect(markRead).not.toHaveBeenCalled();
    expect(badge().textContent).toBe('1');
  });

  it('marks a message read only once, however often it is opened', async () => {
    mount(bellHtml(1));
    await open();
    item(1).click();
    await until(() => expect(markRead).toHaveBeenCalledOnce());
    await settle();
    dialog().close();
    item(1).click();
    await until(() => expect(dialog().open).toBe(true));
    await settle();
    expect(markRead).toHaveBeenCalledOnce();
  });

  it('keeps a message unread when marking it read fails', async () => {
    markRead.mockRejectedValueOnce(new Error('500'));
    mount(bellHtml(4));
    await open();
    item(1).click();
    await until(() => expect(markRead).toHaveBeenCalledOnce());
    await settle();
    expect(dialog().open).toBe(true);
    expect(badge().textContent).toBe('4');
    expect(item(1).hasAttribute('data-unread-message')).toBe(true);
  });

  it('keeps the panel open for clicks inside the dialog', async () => {
    mount(bellHtml(1));
    await open();
    item(2).click();
    await until(() => expect(dialog().open).toBe(true));
    $('[data-detail-content]').click();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('follows unread counts pushed over the socket once the page is idle', async () => {
    mount(bellHtml(1));
    expect(watchUnread).not.toHaveBeenCalled();
    await runIdle();
    await until(() => expect(watchUnread).toHaveBeenCalledOnce());
    // The bell itself, for the tab title; its messages once the panel has loaded them.
    expect(watchUnread.mock.calls[0]?.[1]).toBe(bell());
    expect(watchUnread.mock.calls[0]?.[2]).toBeTypeOf('function');
    const onUnread = watchUnread.mock.calls[0]?.[0];
    onUnread?.(5);
    expect(badge().textContent).toBe('5');
    expect(badge().hidden).toBe(false);
    expect(trigger().getAttribute('aria-label')).toBe('Notifications (5 unread)');
    onUnread?.(0);
    expect(badge().hidden).toBe(true);
    expect(fetchMessages).not.toHaveBeenCalled();
  });

  it('stops watching once removed from the page', async () => {
    mount(bellHtml(1));
    await runIdle();
    await until(() => expect(watchUnread).toHaveBeenCalledOnce());
    bell().remove();
    expect(stopWatching).toHaveBeenCalledOnce();
  });

  it('does not start watching when removed before the page became idle', async () => {
    mount(bellHtml(1));
    bell().remove();
    await runIdle();
    expect(watchUnread).not.toHaveBeenCalled();
  });

  it('does not start watching when removed while the module was still loading', async () => {
    mount(bellHtml(1));
    for (const callback of idle.splice(0)) callback();
    bell().remove();
    await settle();
    await settle();
    expect(watchUnread).not.toHaveBeenCalled();
  });
});
