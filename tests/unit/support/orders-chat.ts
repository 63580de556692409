import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ChatMessage, ChatPage } from '@/contract/orders-chat';
import type { OrderDetail } from '@/contract/orders';
import { ChatSlot } from '@/features/orders/chat/ChatSlot';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { ordersMessages } from '@/features/orders/server/messages';
import { chatFakes, ORDER_NO } from './orders-chat-fakes';
import { NOW, orderFixture } from './order-detail';

/**
 * The order chat's test harness: the chat slot rendered with an order, typing, frames. The
 * fakes (socket, API) are in `orders-chat-fakes.ts`, which the test file's mocks load.
 */

export { ORDER_NO };

/** One chat message as the reader sees it. */
export function message(id: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    orderNo: ORDER_NO,
    sender: 'counterparty',
    mine: false,
    text: `message ${id}`,
    imageFileId: null,
    clientId: null,
    createdAt: NOW - 60_000 + id * 1000,
    ...patch,
  };
}

/** A page of history, open, nothing unread. */
export function page(messages: ChatMessage[], patch: Partial<ChatPage> = {}): ChatPage {
  return {
    orderNo: ORDER_NO,
    messages,
    hasMore: false,
    unread: 0,
    peerReadId: null,
    closesAt: null,
    open: true,
    now: NOW,
    ...patch,
  };
}

/** Makes `(min-width: 1024px)` answer `wide` (a desktop page, or a phone). */
export function setWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

let root: Root | undefined;
export let host: HTMLDivElement | undefined;

/** Renders the chat slot for an order (the reader is the buyer unless `detail` says). */
export async function renderChat(detail: Partial<OrderDetail> = {}, locale: LocaleCode = 'en') {
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  const order = orderFixture({ orderNo: ORDER_NO, ...detail });
  const t = createIslandTranslator(ordersMessages(locale), locale);
  await act(async () => {
    root = createRoot(target);
    root.render(
      createElement(ChatSlot, {
        detail: order,
        locale,
        t,
        refusals: ordersMessages(locale),
        formatTime: (time: number) => new Date(time).toISOString(),
        hydrated: true,
      }),
    );
  });
}

export function unmountChat() {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
}

/** Lets lazy imports, fake calls and short timers run until `done` holds (about 2 s at most). */
export async function until(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

export const $ = <E extends Element = HTMLElement>(selector: string) =>
  host?.querySelector<E>(selector) ?? null;
export const $$ = (selector: string) => [...(host?.querySelectorAll<HTMLElement>(selector) ?? [])];

/** Types into the composer as a user would (React reads the native value setter). */
export function typeText(value: string) {
  const box = $<HTMLTextAreaElement>('textarea');
  if (!box) throw new Error('no composer');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return box;
}

export function pressEnter(shift = false) {
  const box = $<HTMLTextAreaElement>('textarea');
  act(() => {
    box?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', shiftKey: shift, bubbles: true }),
    );
  });
}

/** Pushes a frame on the order's chat topic. */
export function pushFrame(frame: unknown) {
  const fakes = chatFakes;
  act(() => fakes.handlers.get(`chat.${ORDER_NO}`)?.forEach((handler) => handler(frame)));
}
