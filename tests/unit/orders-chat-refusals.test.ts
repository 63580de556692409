// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { ChatMessage } from '@/contract/orders-chat';
import { ORDER_CODES } from '@/contract/orders-refusals';
import type { LocaleCode } from '@/i18n/locales';
import { messagesFor } from '@/i18n/t';
import { chatFakes as fakes, resetChatFakes } from './support/orders-chat-fakes';
import {
  $,
  page,
  pressEnter,
  renderChat,
  setWide,
  typeText,
  unmountChat,
  until,
} from './support/orders-chat';

/**
 * Issue 13, item 1 in the order chat's composer: a refused send the composer does not name
 * itself reads in the page's language by its code (fa, ru), a field error by its field code,
 * the server's own words only for a code the page does not know; the text typed comes back to
 * the box each time.
 */

vi.mock('@/client/socket-instance', async () =>
  (await import('./support/orders-chat-fakes')).socketModule(),
);
vi.mock('@/client/api', async () => (await import('./support/orders-chat-fakes')).apiModule());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVER_TEXT = 'English text from the server';
const refusal = (code: number, status: number, data: unknown = null) =>
  new ApiError({ kind: 'server', code, msg: SERVER_TEXT, data, status, traceId: 't' });
const text = (locale: LocaleCode, key: string) =>
  (messagesFor(locale) as unknown as Record<string, string>)[key] ?? key;
const problem = () => $('[data-testid="chat-problem"]')?.textContent ?? null;
const box = () => $<HTMLTextAreaElement>('textarea');

/** Sends one text that the server refuses with `error`; resolves once the refusal shows. */
async function sendRefused(locale: LocaleCode, error: ApiError) {
  fakes.list = async () => page([]);
  await renderChat({}, locale);
  await until(() => $('[data-testid="chat-log"]') !== null && fakes.handlers.size > 0);
  fakes.send = (): Promise<ChatMessage> => Promise.reject(error);
  typeText('سلام، پرداخت کردم');
  await act(async () => pressEnter());
  await until(() => problem() !== null);
}

beforeEach(() => {
  resetChatFakes();
  setWide(true);
});

afterEach(() => {
  unmountChat();
});

describe('chat refusals in the page language', () => {
  it('fa: a refusal the composer does not name is worded by its code, the text kept', async () => {
    await sendRefused('fa', refusal(ORDER_CODES.orderNotFound, 404));
    expect(problem()).toBe(text('fa', 'refusal.orderNotFound'));
    expect(box()?.value).toBe('سلام، پرداخت کردم');
  });

  it('ru: a field error of bad input outside the text is worded by its field code', async () => {
    await sendRefused(
      'ru',
      refusal(400, 400, {
        errors: [{ path: 'imageFileId', code: 'not_found', message: 'No such file' }],
      }),
    );
    expect(problem()).toBe(text('ru', 'refusal.field.not_found'));
  });

  it('ru: the same refusal in Russian, never the server text', async () => {
    await sendRefused('ru', refusal(ORDER_CODES.orderNotFound, 404));
    expect(problem()).toBe(text('ru', 'refusal.orderNotFound'));
    expect(problem()).not.toContain(SERVER_TEXT);
  });

  it("fa: a code the page does not know shows the server's own words", async () => {
    await sendRefused('fa', refusal(109_999, 400));
    expect(problem()).toBe(SERVER_TEXT);
    expect(box()?.value).toBe('سلام، پرداخت کردم');
  });
});
