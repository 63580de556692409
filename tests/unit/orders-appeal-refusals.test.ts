// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { ORDER_CODES } from '@/contract/orders-refusals';
import AppealIsland from '@/features/orders/appeal/AppealIsland';
import { appealMessages } from '@/features/orders/appeal/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import { messagesFor } from '@/i18n/t';
import { MIN, NOW } from './support/order-detail';

/**
 * Issue 13, item 1 on the appeal page: a refused appeal says why in the page's language by the
 * refusal's code (fa, ru), a field the server refused shows its error on that field, an order
 * that moved on links back to it, and the server's own words appear only for a code the page
 * does not know. What was typed stays in the form every time. The appeal call is a stub.
 */

const api = vi.hoisted(() => ({ uploadEvidence: vi.fn(), submitAppeal: vi.fn() }));
vi.mock('@/features/orders/appeal/appeal-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER_NO = '123456789012345678';
const ORDER_HREF = `/order/detail/${ORDER_NO}`;
const SERVER_TEXT = 'English text from the server';
const refused = (code: number, status: number, data: unknown = null) =>
  new ApiError({ kind: 'server', code, msg: SERVER_TEXT, data, status, traceId: 't' });
const text = (locale: LocaleCode, key: string) =>
  (messagesFor(locale) as unknown as Record<string, string>)[key] ?? key;

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const $ = <E extends Element = HTMLElement>(selector: string) =>
  host?.querySelector<E>(selector) ?? null;

async function renderAppeal(locale: LocaleCode) {
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  await act(async () => {
    root = createRoot(target);
    root.render(
      createElement(AppealIsland, {
        locale,
        messages: appealMessages(locale),
        order: {
          orderNo: ORDER_NO,
          type: 'buy',
          role: 'buyer',
          coin: 'USDT',
          fiat: 'EUR',
          price: '1.01',
          quantity: '10.5',
          totalPrice: '10.61',
          status: 'paid',
          counterparty: 'bob',
          createdAt: NOW - 30 * MIN,
        },
        scales: { fiat: 2, coin: 4 },
        gate: { status: 'paid', appealAvailableAt: NOW - MIN, appeal: null },
        waitMinutes: 10,
        serverNow: NOW,
        orderHref: ORDER_HREF,
        myOrdersHref: '/myorder',
      }),
    );
  });
}

/** Sets a field's value as typing or choosing would (React reads the native setter). */
function fill(selector: string, value: string) {
  const field = $<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector);
  if (!field) throw new Error(`no field ${selector}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  act(() => {
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Fills the whole form and submits it; resolves once the refusal shows. */
async function submitFilled() {
  fill('select', 'other');
  fill('textarea', 'Paid by bank transfer, seller does not answer');
  fill('input[autocomplete="name"]', 'Ana');
  fill('input[autocomplete="email"]', 'ana@example.com');
  const form = $<HTMLFormElement>('[data-testid="appeal-form"]');
  await act(async () => form?.requestSubmit());
  for (let i = 0; i < 20 && !$('[data-testid="appeal-error"]'); i += 1) await act(async () => {});
}

const kept = () => ({
  description: $<HTMLTextAreaElement>('textarea')?.value,
  contactInfo: $<HTMLInputElement>('input[autocomplete="email"]')?.value,
});

beforeEach(() => {
  api.submitAppeal.mockReset();
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('appeal refusals in the page language', () => {
  it('fa: an order that moved on is said by its code, with a link back to the order', async () => {
    api.submitAppeal.mockRejectedValue(refused(ORDER_CODES.stateConflict, 409));
    await renderAppeal('fa');
    await submitFilled();
    const error = $('[data-testid="appeal-error"]');
    expect(error?.textContent).toBe(
      `${text('fa', 'appeal.failed').replace('{reason}', text('fa', 'refusal.stateConflict'))} ${text('fa', 'appeal.error.openOrder')}`,
    );
    expect(error?.querySelector('a')?.getAttribute('href')).toBe(ORDER_HREF);
    expect(kept()).toEqual({
      description: 'Paid by bank transfer, seller does not answer',
      contactInfo: 'ana@example.com',
    });
  });

  it('ru: a field the server refused shows its error on that field, by its code', async () => {
    api.submitAppeal.mockRejectedValue(
      refused(400, 400, {
        errors: [{ path: 'contactInfo', code: 'too_big', message: 'Too long' }],
      }),
    );
    await renderAppeal('ru');
    await submitFilled();
    const info = $('input[autocomplete="email"]');
    expect(info?.getAttribute('aria-invalid')).toBe('true');
    expect(host?.textContent).toContain(text('ru', 'refusal.field.too_big'));
    expect($('[data-testid="appeal-error"]')?.textContent).toBe(
      text('ru', 'appeal.failed').replace('{reason}', text('ru', 'appeal.error.fields')),
    );
    expect(host?.textContent).not.toContain('Too long');
  });

  it('ru: a refusal with a count reads in its plural form', async () => {
    api.submitAppeal.mockRejectedValue(
      refused(ORDER_CODES.appealTooEarly, 400, {
        appealMinMinute: 21,
        appealAvailableAt: NOW + 5 * MIN,
      }),
    );
    await renderAppeal('ru');
    await submitFilled();
    const error = $('[data-testid="appeal-error"]')?.textContent ?? '';
    expect(error).toContain('21 минуту');
    expect(error).not.toContain(SERVER_TEXT);
  });

  it("fa: the server's own words only for a code the page does not know", async () => {
    api.submitAppeal.mockRejectedValue(refused(ORDER_CODES.orderNotFound, 404));
    await renderAppeal('fa');
    await submitFilled();
    expect($('[data-testid="appeal-error"]')?.textContent).toBe(
      text('fa', 'appeal.failed').replace('{reason}', text('fa', 'refusal.orderNotFound')),
    );
    api.submitAppeal.mockRejectedValue(refused(109_999, 400));
    const form = $<HTMLFormElement>('[data-testid="appeal-form"]');
    await act(async () => form?.requestSubmit());
    for (let i = 0; i < 20 && api.submitAppeal.mock.calls.length < 2; i += 1) {
      await act(async () => {});
    }
    await act(async () => {});
    expect($('[data-testid="appeal-error"]')?.textContent).toBe(
      text('fa', 'appeal.failed').replace('{reason}', SERVER_TEXT),
    );
    expect($('[data-testid="appeal-error"] a')).toBeNull();
  });
});
