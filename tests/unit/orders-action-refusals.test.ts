// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { SocketStatus } from '@/client/socket';
import type { EndpointDef } from '@/contract/define';
import type { OrderDetail } from '@/contract/orders';
import type { TwoFactorRequest } from '@/contract/verification';
import { ORDER_CODES } from '@/contract/orders-refusals';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import { messagesFor } from '@/i18n/t';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * Issue 13, item 1 on the order page: an action's refusal reads in the page's language by its
 * code (fa, ru), a field error by its field code, the server's own words only for a code the
 * page does not know; a refusal saying the order moved on closes the dialog, reloads the order
 * and says what it is now. The API client is a fake answering by path; the socket a fake.
 */

const fake = vi.hoisted(() => ({
  answers: {} as Record<string, () => unknown>,
  calls: [] as string[],
}));
vi.mock('@/client/api', () => ({
  api: {
    call: vi.fn(async (def: EndpointDef) => {
      fake.calls.push(def.path);
      const answer = fake.answers[def.path];
      if (!answer) throw new Error(`no answer for ${def.path}`);
      return answer();
    }),
  },
  createUploadClient: vi.fn(),
}));
vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: atom<SocketStatus>('connecting'),
    subscribe: () => () => {},
  }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAID = '/c2c/v3/order/paid';
const RELEASE = '/c2c/v3/order/release';
const DETAIL = '/c2c/v3/order/detail';
const SERVER_TEXT = 'English text from the server';

const refused =
  (code: number, status = 400, data: unknown = null) =>
  () => {
    throw new ApiError({ kind: 'server', code, msg: SERVER_TEXT, data, status, traceId: 't' });
  };
const text = (locale: LocaleCode, key: string) =>
  (messagesFor(locale) as unknown as Record<string, string>)[key] ?? key;

const method = { code: 'bank_transfer', name: 'Bank transfer', color: '#112233' };
const unpaid = (patch: Partial<OrderDetail> = {}) =>
  orderFixture({
    sellerPayments: [
      { method, fields: [{ key: 'iban', name: 'IBAN', type: 'text', value: 'DE00' }] },
    ],
    ...patch,
  });

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const $ = <E extends Element = HTMLElement>(selector: string) =>
  document.querySelector<E>(selector);

async function until(done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

/** The release's two-factor request, once the page asks for the code. */
let twoFactor: TwoFactorRequest | null = null;

async function renderOrder(locale: LocaleCode, detail: OrderDetail) {
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  await act(async () => {
    root = createRoot(target);
    root.render(
      createElement(OrderIsland, {
        locale,
        messages: ordersMessages(locale),
        detail,
        scales: { fiat: 2, coin: 4 },
        renderTwoFactor: (request: TwoFactorRequest) => {
          twoFactor = request;
          return null;
        },
      }),
    );
  });
  await until(() => $('[data-hydrated]') !== null);
}

/** Opens "I have paid", confirms and submits it; resolves once the call was answered. */
async function markPaid() {
  const button = $('[data-testid="order-actions"] button');
  act(() => button?.click());
  await until(() => $('[data-testid="order-paid-dialog"] form') !== null);
  const check = $('[data-testid="order-paid-dialog"] input[type="checkbox"]');
  act(() => check?.click());
  const submit = $('[data-testid="order-paid-dialog"] button[type="submit"]');
  act(() => submit?.click());
  await until(
    () => fake.calls.includes(PAID) && $('[data-testid="order-paid-dialog"] [aria-busy]') === null,
  );
}

beforeEach(() => {
  fake.answers = {};
  fake.calls = [];
  twoFactor = null;
});

/** Seller: confirms the money arrived, then sends a code; resolves to the dialog's error. */
async function release(): Promise<string | null> {
  const button = $('[data-testid="order-actions"] button');
  act(() => button?.click());
  await until(() => $('[data-testid="order-release-dialog"] form') !== null);
  act(() => $('[data-testid="order-release-dialog"] input[type="checkbox"]')?.click());
  act(() => $('[data-testid="order-release-dialog"] button[type="submit"]')?.click());
  await until(() => twoFactor !== null);
  let error: string | null = null;
  await act(async () => {
    error = (await twoFactor?.onSubmit({ channel: 'sms', code: '123456' })) ?? null;
  });
  return error;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.replaceChildren();
});

describe('order action refusals in the page language', () => {
  it('fa: a refusal of "I have paid" is worded by its code, and the dialog stays to retry', async () => {
    fake.answers[PAID] = refused(ORDER_CODES.orderNotFound, 404);
    await renderOrder('fa', unpaid());
    await markPaid();
    const error = $('[data-testid="modal-dialog-error"]')?.textContent;
    expect(error).toBe(text('fa', 'refusal.orderNotFound'));
    expect(error).not.toContain(SERVER_TEXT);
    // What was chosen is kept and Submit is there again.
    expect(
      $<HTMLInputElement>('[data-testid="order-paid-dialog"] input[type="checkbox"]')?.checked,
    ).toBe(true);
    expect(
      $('[data-testid="order-paid-dialog"] button[type="submit"]')?.hasAttribute('disabled'),
    ).toBe(false);
  });

  it('fa: bad input is worded by its field code', async () => {
    fake.answers[PAID] = refused(400, 400, {
      errors: [{ path: 'paymentMethod', code: 'not_allowed', message: 'Not allowed' }],
    });
    await renderOrder('fa', unpaid());
    await markPaid();
    expect($('[data-testid="modal-dialog-error"]')?.textContent).toBe(
      text('fa', 'refusal.field.not_allowed'),
    );
  });

  it('ru: a state conflict reloads the order and says what it is now', async () => {
    fake.answers[PAID] = refused(ORDER_CODES.stateConflict, 409);
    fake.answers[DETAIL] = () =>
      unpaid({ status: 'cancelled', cancelledAt: NOW, cancelledBy: 'support', now: NOW + MIN });
    await renderOrder('ru', unpaid());
    await markPaid();
    await until(() => $('[data-testid="order-moved"]') !== null);
    expect(fake.calls).toContain(DETAIL);
    expect($('[data-testid="order-paid-dialog"]')).toBeNull();
    expect($('[data-testid="order-page"]')?.dataset.status).toBe('cancelled');
    const headline = $('[data-testid="order-status"] h2')?.textContent ?? '';
    expect(headline).not.toBe('');
    expect($('[data-testid="order-moved"]')?.textContent).toBe(
      text('ru', 'orders.error.moved').replace('{status}', headline),
    );
    expect($('[data-testid="order-moved"]')?.textContent).not.toContain(SERVER_TEXT);
  });

  it("ru: the refusal's own words stay when the order cannot be reloaded", async () => {
    fake.answers[PAID] = refused(ORDER_CODES.stateConflict, 409);
    await renderOrder('ru', unpaid());
    await markPaid();
    await until(() => $('[data-testid="order-moved"]') !== null);
    expect($('[data-testid="order-moved"]')?.textContent).toBe(text('ru', 'refusal.stateConflict'));
  });

  it("fa: the server's own words only for a code the page does not know", async () => {
    fake.answers[PAID] = refused(500, 500);
    await renderOrder('fa', unpaid());
    await markPaid();
    expect($('[data-testid="modal-dialog-error"]')?.textContent).toBe(
      text('fa', 'refusal.unavailable'),
    );
    fake.answers[PAID] = refused(109_999);
    const submit = $('[data-testid="order-paid-dialog"] button[type="submit"]');
    act(() => submit?.click());
    await until(() => fake.calls.filter((path) => path === PAID).length === 2 && !$('[aria-busy]'));
    expect($('[data-testid="modal-dialog-error"]')?.textContent).toBe(
      text('fa', 'orders.error.action').replace('{reason}', SERVER_TEXT),
    );
  });

  it('ru: a refused release says why in the two-factor dialog, in Russian', async () => {
    fake.answers[RELEASE] = refused(ORDER_CODES.orderNotFound, 404);
    await renderOrder('ru', unpaid({ role: 'seller', status: 'paid', paidAt: NOW - MIN }));
    expect(await release()).toBe(text('ru', 'refusal.orderNotFound'));
  });

  it('fa: a wrong code, a void one and a locked channel are passed on to the two-factor dialog', async () => {
    await renderOrder('fa', unpaid({ role: 'seller', status: 'paid', paidAt: NOW - MIN }));
    const seen: { name: string; params: object }[] = [];
    const submit = async () => {
      let said: string | null = null;
      await act(async () => {
        said = await (twoFactor?.onSubmit(
          { channel: 'sms', code: '123456' },
          { refused: (refusal) => seen.push({ name: refusal.name, params: refusal.params }) },
        ) ?? null);
      });
      return said;
    };
    fake.answers[RELEASE] = refused(ORDER_CODES.codeInvalid, 400, { attemptsLeft: 2 });
    await release();
    expect(await submit()).toBe(text('fa', 'orders.error.codeInvalid'));
    fake.answers[RELEASE] = refused(101006, 400);
    expect(await submit()).toBe(text('fa', 'refusal.codeVoided'));
    fake.answers[RELEASE] = refused(101007, 429, { unlockAt: NOW + 30 * MIN });
    expect(await submit()).not.toBeNull();
    expect(seen).toEqual([
      { name: 'codeInvalid', params: { attemptsLeft: 2 } },
      { name: 'codeVoided', params: {} },
      { name: 'channelLocked', params: { unlockAt: NOW + 30 * MIN } },
    ]);
  });

  it('fa: a release refused because the order moved on reloads it and says what it is now', async () => {
    fake.answers[RELEASE] = refused(ORDER_CODES.stateConflict, 409);
    fake.answers[DETAIL] = () =>
      unpaid({ role: 'seller', status: 'appealing', paidAt: NOW - MIN, now: NOW + MIN });
    await renderOrder('fa', unpaid({ role: 'seller', status: 'paid', paidAt: NOW - MIN }));
    expect(await release()).toBeNull();
    await until(() => $('[data-testid="order-moved"]') !== null);
    expect($('[data-testid="order-page"]')?.dataset.status).toBe('appealing');
    const headline = $('[data-testid="order-status"] h2')?.textContent ?? '';
    expect($('[data-testid="order-moved"]')?.textContent).toBe(
      text('fa', 'orders.error.moved').replace('{status}', headline),
    );
  });
});
