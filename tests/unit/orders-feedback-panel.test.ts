// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { EndpointDef } from '@/contract/define';
import { FEEDBACK_CODES, type OrderFeedbackView } from '@/contract/orders-feedback';
import FeedbackPanel from '@/features/orders/feedback/FeedbackPanel';
import { ordersMessages } from '@/features/orders/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { NOW, orderFixture } from './support/order-detail';

/**
 * The order page's feedback panel (issue 14, item 2): leave feedback (a rating is required, the
 * comment checked by the contract's rule before sending), then mine with its change window and
 * theirs; a refused save keeps what was typed and says why in the page's language; a comment
 * is shown as text, never as HTML.
 */

const DAY = 24 * 3600_000;
const calls: { path: string; body: unknown }[] = [];
const fake: {
  view: OrderFeedbackView;
  give: (body: { rating: string; comment: string }) => Promise<OrderFeedbackView>;
} = { view: view(), give: async () => view() };

vi.mock('@/client/api', () => ({
  api: {
    call: async (endpoint: EndpointDef, request: { body?: unknown }) => {
      calls.push({ path: endpoint.path, body: request.body });
      if (endpoint.path === '/c2c/v3/order/feedback') return fake.view;
      if (endpoint.path === '/c2c/v3/order/feedback/give') {
        return fake.give(request.body as { rating: string; comment: string });
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    },
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function view(patch: Partial<OrderFeedbackView> = {}): OrderFeedbackView {
  return {
    orderNo: '123456789012345678',
    mine: null,
    theirs: null,
    editable: true,
    editableUntil: NOW + 7 * DAY,
    now: NOW,
    ...patch,
  };
}

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function render(locale: LocaleCode = 'en') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const messages = ordersMessages(locale);
  await act(async () => {
    root?.render(
      createElement(FeedbackPanel, {
        detail: orderFixture({ status: 'completed', completedAt: NOW }),
        locale,
        t: createIslandTranslator(messages, locale),
        refusals: messages,
        formatTime: (time: number) => new Date(time).toISOString().slice(0, 16),
      }),
    );
  });
  await act(async () => {});
}

const $ = <T extends Element = HTMLElement>(selector: string) =>
  host?.querySelector<T>(selector) ?? null;
const testId = (id: string) => $(`[data-testid="${id}"]`);

async function click(el: Element | null) {
  await act(async () => {
    (el as HTMLElement).click();
  });
  await act(async () => {});
}

async function type(text: string) {
  const box = $<HTMLTextAreaElement>('[data-testid="order-feedback-text"]');
  if (!box) throw new Error('no comment box');
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  calls.length = 0;
  fake.view = view();
  fake.give = async ({ rating, comment }) => ({
    ...fake.view,
    mine: { rating: rating as 'positive', comment, createdAt: NOW, updatedAt: NOW },
  });
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

describe('the feedback panel', () => {
  it('asks for a rating first and sends nothing without one', async () => {
    await render();
    await click(testId('order-feedback-submit'));
    expect(host?.textContent).toContain('Choose positive or negative.');
    expect(calls.filter((c) => c.path.endsWith('/give'))).toEqual([]);
  });

  it('checks the comment with the contract’s rule before sending (200 characters at most)', async () => {
    await render();
    await click(testId('order-feedback-positive'));
    await type('x'.repeat(201));
    expect(host?.textContent).toContain('201 / 200');
    await click(testId('order-feedback-submit'));
    expect(host?.textContent).toContain('A comment can have at most 200 characters.');
    expect(calls.filter((c) => c.path.endsWith('/give'))).toEqual([]);
    await type('x'.repeat(200));
    expect(host?.textContent).not.toContain('A comment can have at most');
  });

  it('saves, then shows mine with its change window and theirs, a comment as text only', async () => {
    fake.view = view({
      theirs: {
        rating: 'negative',
        comment: '<img src=x onerror=alert(1)>slow',
        createdAt: NOW,
        updatedAt: NOW,
      },
    });
    await render();
    await click(testId('order-feedback-positive'));
    await type('Smooth trade');
    await click(testId('order-feedback-submit'));
    expect(calls.at(-1)).toEqual({
      path: '/c2c/v3/order/feedback/give',
      body: { orderNo: '123456789012345678', rating: 'positive', comment: 'Smooth trade' },
    });
    expect(testId('order-feedback-saved')?.textContent).toBe('Your feedback was saved.');
    expect(testId('order-feedback-mine')?.textContent).toContain('Smooth trade');
    expect(testId('order-feedback-mine')?.textContent).toContain(
      `You can change it until \u2066${new Date(NOW + 7 * DAY).toISOString().slice(0, 16)}\u2069.`,
    );
    const theirs = testId('order-feedback-theirs');
    expect(theirs?.querySelector('img')).toBeNull();
    expect(theirs?.textContent).toContain('<img src=x onerror=alert(1)>slow');
    expect(theirs?.textContent).toContain('Negative');
  });

  it('changes feedback from the saved one, prefilled', async () => {
    fake.view = view({
      mine: { rating: 'negative', comment: 'Slow', createdAt: NOW, updatedAt: NOW },
    });
    await render();
    await click(testId('order-feedback-change'));
    expect($<HTMLInputElement>('[data-testid="order-feedback-negative"]')?.checked).toBe(true);
    expect($<HTMLTextAreaElement>('[data-testid="order-feedback-text"]')?.value).toBe('Slow');
    await click(testId('order-feedback-positive'));
    await click(testId('order-feedback-submit'));
    expect(calls.at(-1)?.body).toMatchObject({ rating: 'positive', comment: 'Slow' });
  });

  it('says a refusal in the page’s language and keeps what was typed (fa)', async () => {
    fake.give = async () => {
      throw new ApiError({
        kind: 'server',
        code: FEEDBACK_CODES.feedbackNotCompleted,
        msg: 'Feedback can be left only once the order is completed.',
        data: null,
        status: 409,
        traceId: 't',
      });
    };
    await render('fa');
    await click(testId('order-feedback-negative'));
    await type('دیر آزاد کرد');
    await click(testId('order-feedback-submit'));
    expect(testId('order-feedback-error')?.textContent).toBe(
      'فقط پس از تکمیل سفارش می‌توانید بازخورد بگذارید.',
    );
    expect($<HTMLTextAreaElement>('[data-testid="order-feedback-text"]')?.value).toBe(
      'دیر آزاد کرد',
    );
  });

  it('once the window has closed, shows no form', async () => {
    fake.view = view({ editable: false, editableUntil: NOW - 1 });
    await render();
    expect(testId('order-feedback-submit')).toBeNull();
    expect(testId('order-feedback-closed')?.textContent).toBe(
      'Feedback on this order can no longer be left or changed.',
    );
  });
});
