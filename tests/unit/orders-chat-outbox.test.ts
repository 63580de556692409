// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { CHAT_CODES, type ChatMessage } from '@/contract/orders-chat';
import { NOW } from './support/order-detail';
import { chatFakes as fakes, resetChatFakes } from './support/orders-chat-fakes';
import {
  $,
  $$,
  message,
  page,
  pressEnter,
  pushFrame,
  renderChat,
  setWide,
  typeText,
  unmountChat,
  until,
} from './support/orders-chat';

/**
 * The chat's outbox (issue 12, item 4): a message is shown at once as sending, under one
 * idempotency key for all its tries; it is shown once whether its socket frame or the send
 * answer comes first; a try without an answer goes again with the same key when the connection
 * returns, and after a failed retry it is "Not sent" with Retry; refusals are worded by code and
 * what was typed comes back to the box.
 */

vi.mock('@/client/socket-instance', async () =>
  (await import('./support/orders-chat-fakes')).socketModule(),
);
vi.mock('@/client/api', async () => (await import('./support/orders-chat-fakes')).apiModule());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const networkError = () =>
  new ApiError({ kind: 'network', code: 0, msg: '', data: null, status: 0, traceId: 't' });
const refusal = (code: number, status: number, data: unknown = null) =>
  new ApiError({ kind: 'server', code, msg: 'refused', data, status, traceId: 't' });

/** Sends resolved by the test: each call's body and its answer. */
function controlledSends() {
  const sent: {
    body: { clientId: string; text?: string };
    settle: (m: ChatMessage | Error) => void;
  }[] = [];
  fakes.send = (body) =>
    new Promise((resolve, reject) => {
      sent.push({
        body,
        settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
      });
    });
  return sent;
}

const mine = (id: number, clientId: string, text: string) =>
  message(id, { sender: 'me', mine: true, clientId, text, createdAt: NOW });
const shown = () =>
  $$('[data-testid="chat-message"]').map((el) => el.querySelector('.chat-text')?.textContent);
const pending = () => $$('[data-testid="chat-pending"]').map((el) => el.dataset.state);
const problem = () => $('[data-testid="chat-problem"]')?.textContent ?? null;
const box = () => $<HTMLTextAreaElement>('textarea');

beforeEach(async () => {
  resetChatFakes();
  setWide(true);
  fakes.list = async () => page([]);
  await renderChat();
  await until(() => $('[data-testid="chat-log"]') !== null && fakes.handlers.size > 0);
});

afterEach(() => {
  unmountChat();
});

describe('the outbox', () => {
  it('shows a message at once, empties the box, keeps focus there, and shows it once when its frame comes before the answer', async () => {
    const sent = controlledSends();
    typeText('  hello there  ');
    box()?.focus();
    pressEnter();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.text).toBe('hello there');
    expect(sent[0]?.body.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(pending()).toEqual(['sending']);
    expect(box()?.value).toBe('');
    expect(document.activeElement).toBe(box());

    const stored = mine(7, sent[0]?.body.clientId ?? '', 'hello there');
    pushFrame({ type: 'message', message: stored });
    expect(pending()).toEqual([]);
    expect(shown()).toEqual(['hello there']);
    await act(async () => sent[0]?.settle(stored));
    expect(shown()).toEqual(['hello there']);
  });

  it('shows it once when the answer comes before the frame', async () => {
    const sent = controlledSends();
    typeText('first');
    pressEnter();
    const stored = mine(8, sent[0]?.body.clientId ?? '', 'first');
    await act(async () => sent[0]?.settle(stored));
    pushFrame({ type: 'message', message: stored });
    expect(shown()).toEqual(['first']);
    expect(pending()).toEqual([]);
  });

  it('Shift+Enter is a new line, not a send', () => {
    const sent = controlledSends();
    typeText('line one');
    pressEnter(true);
    expect(sent).toHaveLength(0);
  });

  it('retries with the same key when the socket returns, then marks it "Not sent" with Retry, which sends the same key again', async () => {
    const sent = controlledSends();
    act(() => fakes.status.set('closed'));
    typeText('are you there?');
    pressEnter();
    await act(async () => sent[0]?.settle(networkError()));
    expect(pending()).toEqual(['waiting']);
    expect($('[data-testid="chat-pending"]')?.textContent).toContain('Waiting for the connection');

    act(() => fakes.status.set('open'));
    await until(() => sent.length === 2);
    expect(sent[1]?.body.clientId).toBe(sent[0]?.body.clientId);
    await act(async () => sent[1]?.settle(refusal(500, 500)));
    expect(pending()).toEqual(['failed']);
    expect($('[data-testid="chat-pending"]')?.textContent).toContain('Not sent');

    const retry = $$('button').find((b) => b.textContent === 'Retry');
    act(() => retry?.click());
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body.clientId).toBe(sent[0]?.body.clientId);
    const stored = mine(9, sent[0]?.body.clientId ?? '', 'are you there?');
    await act(async () => sent[2]?.settle(stored));
    expect(shown()).toEqual(['are you there?']);
    expect(pending()).toEqual([]);
  });

  it('retries a waiting message when the browser comes back online', async () => {
    const sent = controlledSends();
    act(() => fakes.status.set('closed'));
    typeText('offline message');
    pressEnter();
    await act(async () => sent[0]?.settle(networkError()));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.clientId).toBe(sent[0]?.body.clientId);
  });
});

describe('problems and refusals', () => {
  it('refuses an empty or over-long text before sending, keeping what was typed', () => {
    const sent = controlledSends();
    typeText('   ');
    pressEnter();
    expect(problem()).toBe('Type a message first.');
    const long = 'x'.repeat(1001);
    typeText(long);
    pressEnter();
    expect(problem()).toBe('A message can have at most 1000 characters.');
    expect(box()?.value).toBe(long);
    expect(box()?.getAttribute('aria-invalid')).toBe('true');
    expect($('.chat-count')?.textContent).toBe('1001/1000');
    expect(sent).toHaveLength(0);
  });

  it('says when to try again after the rate limit, and puts the text back in the box', async () => {
    const sent = controlledSends();
    typeText('too fast');
    pressEnter();
    expect(box()?.value).toBe('');
    await act(async () =>
      sent[0]?.settle(refusal(CHAT_CODES.chatRateLimited, 429, { retryAt: NOW + 5000 })),
    );
    expect(problem()).toMatch(
      /^You're sending messages too fast\. Try again in \u206600:0[45]\u2069\.$/,
    );
    expect(box()?.value).toBe('too fast');
    expect(pending()).toEqual([]);
    expect($<HTMLButtonElement>('.chat-send')?.disabled).toBe(true);
  });

  it('does not overwrite a new draft with a refused text', async () => {
    const sent = controlledSends();
    typeText('refused one');
    pressEnter();
    typeText('typed meanwhile');
    await act(async () => sent[0]?.settle(refusal(CHAT_CODES.chatImageInvalid, 400)));
    expect(box()?.value).toBe('typed meanwhile');
    expect(problem()).toBe('This image cannot be sent. Choose it again.');
  });

  it('turns read-only when the chat has closed, saying since when', async () => {
    const sent = controlledSends();
    typeText('too late');
    pressEnter();
    await act(async () =>
      sent[0]?.settle(refusal(CHAT_CODES.chatClosed, 409, { closedAt: Date.UTC(2025, 0, 2) })),
    );
    expect(box()).toBeNull();
    expect($('[data-testid="chat-closed"]')?.textContent).toBe(
      'This chat closed on \u20662025-01-02T00:00:00.000Z\u2069; it is read-only.',
    );
  });

  it('words field errors of bad input by their code', async () => {
    const sent = controlledSends();
    typeText('ok here');
    pressEnter();
    await act(async () =>
      sent[0]?.settle(
        refusal(400, 400, { errors: [{ path: 'text', code: 'too_big', message: 'Too long' }] }),
      ),
    );
    expect(problem()).toBe('A message can have at most 1000 characters.');
    expect(box()?.value).toBe('ok here');
  });
});

describe('images', () => {
  const pick = (file: File) => {
    const input = $<HTMLInputElement>('[data-testid="chat-file"]');
    if (!input) throw new Error('no file input');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
  };

  it('refuses a GIF and an image over 5 MB before any upload, by the upload call’s rule', async () => {
    const { createUploadClient } = await import('@/client/api');
    pick(new File(['GIF89a'], 'shot.gif', { type: 'image/gif' }));
    expect(problem()).toBe('Only jpg, jpeg or png images can be sent.');
    pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'shot.png', { type: 'image/png' }));
    expect(problem()).toBe('An image can be at most 5 MB.');
    expect(createUploadClient).not.toHaveBeenCalled();
  });

  it('uploads a picked image for the chat, then sends its file id through the outbox', async () => {
    const { createUploadClient } = await import('@/client/api');
    const upload = vi.fn(async (_endpoint: unknown, _input: unknown) => ({
      fileId: 'file_ABCDEFGH',
      url: '/api/c2c/v3/upload/file/file_ABCDEFGH',
      size: 3,
      mime: 'image/png',
    }));
    vi.mocked(createUploadClient).mockReturnValue({ call: upload } as never);
    const sent = controlledSends();
    pick(new File(['png'], 'receipt.png', { type: 'image/png' }));
    await until(() => sent.length === 1);
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ body: { purpose: 'chat' } });
    expect(sent[0]?.body).toMatchObject({ imageFileId: 'file_ABCDEFGH' });
    expect(sent[0]?.body.text).toBeUndefined();
    expect(pending()).toEqual(['sending']);
  });
});
