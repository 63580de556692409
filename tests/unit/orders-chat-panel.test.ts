// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN, NOW } from './support/order-detail';
import { chatFakes as fakes, resetChatFakes } from './support/orders-chat-fakes';
import {
  $,
  $$,
  message,
  page,
  pushFrame,
  renderChat,
  setWide,
  unmountChat,
  until,
} from './support/orders-chat';

/**
 * The order chat's panel (issue 12, item 4): the newest page with the order's system lines
 * merged by time in the reader's words, text shown as text with links never clickable (and a
 * warning), older pages kept when paging back, "seen" marks from frames, and the unread badge
 * from the order and the live frames, cleared by reading. Socket and API are fakes.
 */

vi.mock('@/client/socket-instance', async () =>
  (await import('./support/orders-chat-fakes')).socketModule(),
);
vi.mock('@/client/api', async () => (await import('./support/orders-chat-fakes')).apiModule());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = (selector: string) => $$(selector).map((el) => el.textContent ?? '');
const ready = () => until(() => $('[data-testid="chat-log"]') !== null);

beforeEach(() => {
  resetChatFakes();
  setWide(true);
});

afterEach(() => {
  unmountChat();
});

describe('the chat panel', () => {
  it('merges the order’s transitions, worded from the reader’s side, with the messages by time', async () => {
    fakes.list = async () =>
      page([message(1, { createdAt: NOW - 90_000, text: 'hi, paying now' })]);
    await renderChat({
      role: 'seller',
      status: 'paid',
      paidAt: NOW - MIN,
      events: [
        { id: 1, type: 'placed', actor: 'buyer', at: NOW - 2 * MIN, detail: null },
        { id: 2, type: 'paid', actor: 'buyer', at: NOW - MIN, detail: null },
      ],
    });
    await ready();
    const log = $('[data-testid="chat-log"]');
    expect(log?.getAttribute('role')).toBe('log');
    expect(log?.getAttribute('aria-live')).toBe('polite');
    // The nickname is isolated inside the sentence (first-strong isolates).
    expect(
      texts('[data-testid="chat-log"] .chat-system > span, [data-testid="chat-log"] .chat-text'),
    ).toEqual([
      '\u2068bob\u2069 placed the order.',
      'hi, paying now',
      '\u2068bob\u2069 marked the order as paid.',
    ]);
    expect($('.chat-safety')?.textContent).toBe(
      'Never release before the money is in your account. The platform never asks you to pay outside this page.',
    );
  });

  it('words cancellations by who cancelled, and new transitions appear from the page’s detail', async () => {
    await renderChat({
      status: 'cancelled',
      cancelledAt: NOW,
      events: [
        { id: 1, type: 'placed', actor: 'buyer', at: NOW - 2 * MIN, detail: null },
        { id: 2, type: 'cancelled', actor: 'system', at: NOW - MIN, detail: null },
        { id: 3, type: 'appeal_resolved', actor: 'support', at: NOW, detail: 'seller' },
      ],
    });
    await ready();
    expect(texts('.chat-system > span')).toEqual([
      'You placed the order.',
      'The order was cancelled automatically: the payment time ran out.',
      "Customer support resolved the appeal in the seller's favour: the order was cancelled.",
    ]);
  });

  it('shows text as text: links are plain, marked and warned about, never anchors; HTML stays text', async () => {
    fakes.list = async () =>
      page([
        message(1, { text: 'pay at https://evil.example/pay, or bit.ly/xyz now' }),
        message(2, { text: '<b>hello</b> <img src=x onerror=alert(1)>' }),
      ]);
    await renderChat();
    await ready();
    const [first, second] = $$('[data-testid="chat-message"]');
    expect(first?.querySelectorAll('a')).toHaveLength(0);
    expect(
      [...(first?.querySelectorAll('[data-testid="chat-link"]') ?? [])].map((el) => el.textContent),
    ).toEqual(['https://evil.example/pay', 'bit.ly/xyz']);
    expect(first?.querySelector('[data-testid="chat-link-warning"]')?.textContent).toBe(
      'Links can be scams; never pay or log in through a link from chat.',
    );
    expect(second?.querySelector('.chat-text')?.textContent).toBe(
      '<b>hello</b> <img src=x onerror=alert(1)>',
    );
    expect(second?.querySelector('b, img')).toBeNull();
    expect(second?.querySelector('[data-testid="chat-link-warning"]')).toBeNull();
  });

  it('labels support and auto-replies, and shows an image as a thumbnail of its file', async () => {
    fakes.list = async () =>
      page([
        message(1, { sender: 'auto', text: 'Pay by bank transfer only' }),
        message(2, { sender: 'support', text: 'We are reviewing the appeal' }),
        message(3, { text: '', imageFileId: 'file_ABCDEFGH' }),
      ]);
    await renderChat();
    await ready();
    expect(texts('.chat-sender')).toEqual(['Auto-reply', 'Support', 'bob']);
    const link = $<HTMLAnchorElement>('.chat-image');
    expect(link?.getAttribute('href')).toBe('/api/c2c/v3/upload/file/file_ABCDEFGH');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.querySelector('img')?.getAttribute('alt')).toBe('Image sent by \u2068bob\u2069');
  });

  it('pages backwards with "Load earlier messages", keeping the messages already shown', async () => {
    const newest = Array.from({ length: 30 }, (_, i) => message(31 + i));
    const older = Array.from({ length: 30 }, (_, i) => message(1 + i));
    fakes.list = async (query) =>
      query.before === undefined ? page(newest, { hasMore: true }) : page(older);
    await renderChat();
    await ready();
    expect($$('[data-testid="chat-message"]')).toHaveLength(30);
    const earlier = $$('button').find((b) => b.textContent === 'Load earlier messages');
    act(() => earlier?.click());
    await until(() => $$('[data-testid="chat-message"]').length === 60);
    const ids = $$('[data-testid="chat-message"]').map((el) => Number(el.dataset.id));
    expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(fakes.calls.filter((c) => c.path.endsWith('/list')).at(-1)?.input).toMatchObject({
      before: 31,
    });
    expect($$('button').some((b) => b.textContent === 'Load earlier messages')).toBe(false);
  });

  it('marks "Seen" under my newest message the other party has read, live from seen frames', async () => {
    fakes.list = async () =>
      page(
        [
          message(1, { sender: 'me', mine: true }),
          message(2, { sender: 'me', mine: true }),
          message(3, { sender: 'me', mine: true }),
        ],
        { peerReadId: 1 },
      );
    await renderChat();
    await ready();
    const seenOn = () =>
      $$('[data-testid="chat-message"]')
        .filter((el) => el.querySelector('[data-testid="chat-seen"]'))
        .map((el) => el.dataset.id);
    expect(seenOn()).toEqual(['1']);
    pushFrame({ type: 'seen', orderNo: '123456789012345678', upToId: 2 });
    expect(seenOn()).toEqual(['2']);
  });

  it('says until when an ended order’s chat can be written in', async () => {
    fakes.list = async () => page([message(1)], { closesAt: Date.UTC(2025, 1, 1) });
    await renderChat({ status: 'completed', completedAt: NOW });
    await until(() => $('[data-testid="chat-closes"]') !== null);
    expect($('[data-testid="chat-closes"]')?.textContent).toBe(
      'You can write here until \u20662025-02-01T00:00:00.000Z\u2069; after that the chat is read-only.',
    );
    expect($('textarea')).not.toBeNull();
  });

  it('is read-only once the chat has closed', async () => {
    fakes.list = async () => page([message(1)], { open: false, closesAt: Date.UTC(2025, 0, 2) });
    await renderChat();
    await until(() => $('[data-testid="chat-closed"]') !== null);
    expect($('textarea')).toBeNull();
    expect($('[data-testid="chat-closed"]')?.textContent).toBe(
      'This chat closed on \u20662025-01-02T00:00:00.000Z\u2069; it is read-only.',
    );
  });
});

describe('the unread badge', () => {
  it('starts from the order, counts messages that arrive while the phone sheet is shut, and reading clears it', async () => {
    setWide(false);
    fakes.list = async () => page([message(1)], { unread: 3 });
    await renderChat({ chatUnread: 3 });
    const badge = () => $('.chat-toggle [data-testid="chat-badge"]')?.textContent ?? null;
    expect(badge()).toBe('3');
    expect($('.chat-toggle .sr-only')?.textContent).toBe('3 unread messages');
    await until(() => fakes.handlers.has('chat.123456789012345678'));
    pushFrame({ type: 'message', message: message(2) });
    expect(badge()).toBe('4');
    // Nothing is marked read while the sheet is shut.
    expect(fakes.calls.some((c) => c.path.endsWith('/read'))).toBe(false);

    fakes.read = async () => ({ unread: 0 });
    act(() => $<HTMLButtonElement>('[data-testid="chat-toggle"]')?.click());
    await until(() => badge() === null);
    expect(fakes.calls.find((c) => c.path.endsWith('/read'))?.input).toMatchObject({ upToId: 2 });
  });

  it('Escape shuts the phone sheet and gives focus back to the Chat button', async () => {
    setWide(false);
    await renderChat();
    const toggle = $<HTMLButtonElement>('[data-testid="chat-toggle"]');
    act(() => toggle?.click());
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    await until(() => $('textarea') !== null);
    act(() => {
      $('textarea')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
