// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEndpoints } from '@/contract/user';
import { defineNotificationsElement } from '@/shell/elements/notifications-element';
import { setLocale } from '@/stores/locale';
import { $, mount } from './support/shell-dom';

/**
 * The bell links to the order (issue 12): a message about an order is a link to that order's
 * page in the page's language (a real `<a href>`, so it is in the tab order and can open in a new
 * tab); activating it marks the message read, then goes there. Other messages still open in the
 * dialog. The element and its on-demand module are the real ones; only the API is stubbed.
 */

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/client/api', () => ({ api: { call } }));
vi.mock('@/i18n/format-date', () => ({ formatDate: (at: number) => `at ${at}` }));

const items = [
  {
    id: 7,
    status: 0,
    title: 'Buyer marked paid',
    content: 'Order 7 is paid',
    pushTime: 7,
    event: 'order.paid',
    orderNo: 'ORD7',
  },
  { id: 6, status: 0, title: 'Welcome', content: 'Hello', pushTime: 6 },
];

const bellHtml = `
  <p2p-notifications data-unread="2" data-text-open="Notifications" data-text-unread="{num} unread">
    <p2p-menu>
      <button type="button" data-menu-trigger aria-label="Notifications"><span data-badge>2</span></button>
      <div data-menu-panel>
        <ul data-list></ul>
        <p data-status hidden></p>
        <template data-item-template>
          <li><button type="button" data-message-id class="message-item">
            <span class="unread-dot" aria-hidden="true"></span>
            <span data-item-title></span><span data-item-time></span>
          </button></li>
        </template>
      </div>
    </p2p-menu>
    <dialog data-detail><h2 data-detail-title></h2><span data-detail-time></span>
      <div data-detail-content></div></dialog>
  </p2p-notifications>`;

const assign = vi.fn();
const open = vi.fn();

beforeAll(() => defineNotificationsElement());

beforeEach(() => {
  // The live count is not under test: the page never goes idle.
  window.requestIdleCallback = vi.fn(() => 0);
  vi.stubGlobal('location', { ...window.location, assign });
  vi.spyOn(window, 'open').mockImplementation(open);
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(() => {});
  call.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === userEndpoints.internalMsgs)
      return { items: structuredClone(items), page: 1, pageSize: 10, total: 2 };
    if (endpoint === userEndpoints.internalMsgRead) return null;
    if (endpoint === userEndpoints.internalMsgsUnread) return { num: 1 };
    throw new Error('unexpected call');
  });
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
  open.mockReset();
  setLocale('en');
  // @ts-expect-error happy-dom has no requestIdleCallback of its own.
  delete window.requestIdleCallback;
});

/** Mounts the bell and opens its panel (the menu reports `menu-open`). */
async function panel() {
  mount(bellHtml);
  $('p2p-menu').dispatchEvent(new Event('menu-open'));
  await vi.waitFor(() => expect(document.querySelectorAll('[data-message-id]')).toHaveLength(2));
}

const reads = () => call.mock.calls.filter(([e]) => e === userEndpoints.internalMsgRead);

describe('the bell links to the order', () => {
  it('renders a message about an order as a link to it in the page’s language', async () => {
    setLocale('fa');
    await panel();
    const link = $<HTMLAnchorElement>('[data-message-id="7"]');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/fa/order/detail/ORD7');
    expect(link.className).toBe('message-item');
    expect(link.hasAttribute('data-unread-message')).toBe(true);
    expect(link.querySelector('[data-item-title]')?.textContent).toBe('Buyer marked paid');
    // Other messages stay buttons that open the dialog.
    expect($('[data-message-id="6"]').tagName).toBe('BUTTON');
  });

  it('marks it read and then opens the order, without the dialog', async () => {
    await panel();
    const link = $<HTMLAnchorElement>('[data-message-id="7"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/order/detail/ORD7'));
    expect(reads().map(([, input]) => input)).toEqual([{ params: { id: 7 } }]);
    expect($('[data-badge]').textContent).toBe('1');
    expect(link.hasAttribute('data-unread-message')).toBe(false);
    expect(HTMLDialogElement.prototype.showModal).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the order in a new tab with Ctrl and stays, marked read', async () => {
    await panel();
    $('[data-message-id="7"]').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    await vi.waitFor(() => expect(reads()).toHaveLength(1));
    expect(open).toHaveBeenCalledExactlyOnceWith('/order/detail/ORD7', '_blank', 'noopener');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the order even when marking it read fails', async () => {
    await panel();
    call.mockImplementation(async (endpoint: unknown) => {
      if (endpoint === userEndpoints.internalMsgRead) throw new Error('offline');
      return null;
    });
    $('[data-message-id="7"]').click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/order/detail/ORD7'));
    expect($('[data-message-id="7"]').hasAttribute('data-unread-message')).toBe(true);
  });

  it('still opens any other message in the dialog', async () => {
    await panel();
    $('[data-message-id="6"]').click();
    await vi.waitFor(() => expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce());
    expect($('[data-detail-title]').textContent).toBe('Welcome');
    expect(assign).not.toHaveBeenCalled();
  });
});
