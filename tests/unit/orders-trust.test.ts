// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { SocketStatus } from '@/client/socket';
import type { EndpointDef } from '@/contract/define';
import type { OrderDetail } from '@/contract/orders';
import { ORDER_CODES } from '@/contract/orders-refusals';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import { holderNameKey, sameHolderName } from '@/rules/holder-name';
import { payerName } from '@/rules/payer-name';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * Issue 14 on the order page: "Who paid" (the seller sees the buyer's verified name and the
 * declared paying account, warned when the holder differs; the buyer's paid dialog declares it,
 * prefilled) and "More time" (the seller, only, extends the payment deadline once). The API
 * client is a fake answering by path and recording bodies; the socket a fake.
 */

const fake = vi.hoisted(() => ({
  answers: {} as Record<string, () => unknown>,
  calls: [] as { path: string; body: unknown }[],
}));
vi.mock('@/client/api', () => ({
  api: {
    call: vi.fn(async (def: EndpointDef, input?: { body?: unknown }) => {
      fake.calls.push({ path: def.path, body: input?.body });
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
const EXTEND = '/c2c/v3/order/extend';
const DETAIL = '/c2c/v3/order/detail';
const bank = { code: 'bank_transfer', name: 'Bank transfer', color: '#112233' };
const wise = { code: 'wise', name: 'Wise', color: '#9fe870' };
const payments = [
  { method: bank, fields: [{ key: 'iban', name: 'IBAN', type: 'text' as const, value: 'DE00' }] },
  {
    method: wise,
    fields: [{ key: 'email', name: 'Email', type: 'text' as const, value: 'a@b.c' }],
  },
];
const seller = (patch: Partial<OrderDetail> = {}) =>
  orderFixture({ role: 'seller', type: 'sell', sellerPayments: payments, ...patch });
const buyer = (patch: Partial<OrderDetail> = {}) =>
  orderFixture({ sellerPayments: payments, ...patch });

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const $ = <E extends Element = HTMLElement>(selector: string) =>
  document.querySelector<E>(selector);
const texts = (locale: LocaleCode) => ordersMessages(locale) as Record<string, string>;

async function until(done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

async function render(detail: OrderDetail, locale: LocaleCode = 'en') {
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
        renderTwoFactor: () => null,
      }),
    );
  });
  await until(() => $('[data-hydrated]') !== null);
}

const click = (selector: string) => act(() => $(selector)?.click());

beforeEach(() => {
  fake.answers = {};
  fake.calls = [];
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.replaceChildren();
});

describe('the holder name rule', () => {
  it('ignores case, spacing, punctuation and diacritics, and never matches an empty name', () => {
    expect(sameHolderName('  zoë   MARTÍN ', 'Zoe Martin')).toBe(true);
    expect(sameHolderName('Anne-Marie O.', 'anne marie o')).toBe(true);
    expect(sameHolderName('Vera Collins', 'Vera Collings')).toBe(false);
    expect(sameHolderName('', '')).toBe(false);
    expect(holderNameKey('Ｖｅｒａ　Collins')).toBe('vera collins');
  });

  it('accepts a real name and refuses an empty, too long or digit name', () => {
    expect(payerName.parse('  Vera Collins ')).toBe('Vera Collins');
    for (const bad of ['  ', 'x'.repeat(101), 'Vera 2']) {
      expect(payerName.safeParse(bad).success).toBe(false);
    }
  });
});

describe('who paid, on the seller’s page', () => {
  it('shows the buyer’s verified name while waiting for payment', async () => {
    await render(seller());
    expect($('[data-testid="order-buyer-name"]')?.textContent).toBe('Vera Collins');
    expect($('[data-testid="order-payer"]')?.textContent).toContain(
      texts('en')['orders.trust.verifiedName'],
    );
    expect($('[data-testid="order-payer-account"]')).toBeNull();
  });

  it('shows the declared account beside the release button, warning when the name differs', async () => {
    const paid = { status: 'paid' as const, paidAt: NOW - MIN, paymentMethod: wise };
    await render(seller({ ...paid, payerAccount: { method: wise, holderName: 'John Smith' } }));
    expect($('[data-testid="order-payer-holder"]')?.textContent).toBe('John Smith');
    expect($('[data-testid="order-payer-account"]')?.textContent).toContain('Wise');
    expect($('[data-testid="order-payer-mismatch"]')?.textContent).toBe(
      texts('en')['orders.trust.mismatch'],
    );
    // The card comes right before the actions with the release button.
    expect($('[data-testid="order-payer"]')?.nextElementSibling?.getAttribute('data-testid')).toBe(
      'order-actions',
    );
    act(() => root?.unmount());
    document.body.replaceChildren();

    await render(seller({ ...paid, payerAccount: { method: wise, holderName: 'VERA  collins' } }));
    expect($('[data-testid="order-payer-mismatch"]')).toBeNull();
    expect($('[data-testid="order-payer-match"]')).not.toBeNull();
  });

  it('fa: says when the buyer declared nothing, and the release dialog names who must have paid', async () => {
    await render(seller({ status: 'paid', paidAt: NOW - MIN, paymentMethod: bank }), 'fa');
    expect($('[data-testid="order-payer-undeclared"]')?.textContent).toBe(
      texts('fa')['orders.trust.notDeclared'],
    );
    click('[data-testid="order-actions"] button');
    await until(() => $('[data-testid="order-release-check-name"]') !== null);
    const line = $('[data-testid="order-release-check-name"]')?.textContent ?? '';
    expect(line).toContain('\u2068Vera Collins\u2069');
    expect(line).toContain('بررسی کنید');
  });
});

describe('who paid, on the buyer’s page', () => {
  it('prefills the method and the holder from a saved account, and sends the declaration', async () => {
    fake.answers[PAID] = () => ({ changed: true, order: buyer({ status: 'paid' }) });
    fake.answers[DETAIL] = () => buyer({ status: 'paid', paidAt: NOW });
    await render(buyer({ payerSuggestions: [{ method: 'wise', holderName: 'Vera M. Collins' }] }));
    expect($('[data-testid="order-payer"]')).toBeNull();
    click('[data-testid="order-actions"] button');
    await until(() => $('[data-testid="order-paid-dialog"] form') !== null);
    expect($<HTMLInputElement>('input[value="wise"]')?.checked).toBe(true);
    const name = $<HTMLInputElement>('[data-testid="order-payer-name"]');
    expect(name?.value).toBe('Vera M. Collins');
    // Not the verified name: said, but allowed.
    expect($('[data-testid="order-payer-other"]')?.textContent).toContain('Vera Collins');
    click('[data-testid="order-paid-dialog"] input[type="checkbox"]');
    click('[data-testid="order-paid-dialog"] button[type="submit"]');
    await until(() => fake.calls.some((c) => c.path === PAID));
    expect(fake.calls.find((c) => c.path === PAID)?.body).toEqual({
      orderNo: '123456789012345678',
      paymentMethod: 'wise',
      payerName: 'Vera M. Collins',
    });
  });

  it('falls back to the verified name, and refuses an empty name without calling', async () => {
    await render(buyer());
    click('[data-testid="order-actions"] button');
    await until(() => $('[data-testid="order-paid-dialog"] form') !== null);
    const name = $<HTMLInputElement>('[data-testid="order-payer-name"]');
    expect(name?.value).toBe('Vera Collins');
    expect($('[data-testid="order-payer-other"]')).toBeNull();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      if (name) setter?.call(name, '   ');
      name?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    click('input[value="bank_transfer"]');
    click('[data-testid="order-paid-dialog"] input[type="checkbox"]');
    click('[data-testid="order-paid-dialog"] button[type="submit"]');
    expect($('[data-testid="order-paid-dialog"]')?.textContent).toContain(
      texts('en')['orders.paidDialog.payerNameRequired'],
    );
    expect(fake.calls.some((c) => c.path === PAID)).toBe(false);
  });
});

describe('more time', () => {
  it('the seller extends once: the button goes and the page says so', async () => {
    fake.answers[EXTEND] = () => ({ changed: true, order: seller() });
    fake.answers[DETAIL] = () =>
      seller({ deadlineExtendedMinutes: 15, paymentDeadline: NOW + 30 * MIN });
    await render(seller());
    expect($('[data-testid="order-extend"]')?.textContent).toBe(
      texts('en')['orders.extend.button'],
    );
    click('[data-testid="order-extend"]');
    await until(() => $('[data-testid="order-extend-dialog"] form') !== null);
    expect($('[data-testid="order-extend-dialog"]')?.textContent).toContain('15 minutes');
    click('[data-testid="order-extend-dialog"] button[type="submit"]');
    await until(() => $('[data-testid="order-extended"]') !== null);
    expect(fake.calls.find((c) => c.path === EXTEND)?.body).toEqual({
      orderNo: '123456789012345678',
    });
    expect($('[data-testid="order-extend"]')).toBeNull();
    expect($('[data-testid="order-extended"]')?.textContent).toBe(
      'You gave the buyer 15 more minutes to pay.',
    );
  });

  it('fa: a second extension is refused in the page language, by its code', async () => {
    fake.answers[EXTEND] = () => {
      throw new ApiError({
        kind: 'server',
        code: ORDER_CODES.deadlineAlreadyExtended,
        msg: 'English text from the server',
        data: { minutes: 15 },
        status: 409,
        traceId: 't',
      });
    };
    await render(seller(), 'fa');
    click('[data-testid="order-extend"]');
    await until(() => $('[data-testid="order-extend-dialog"] form') !== null);
    click('[data-testid="order-extend-dialog"] button[type="submit"]');
    await until(() => $('[data-testid="modal-dialog-error"]') !== null);
    const error = $('[data-testid="modal-dialog-error"]')?.textContent ?? '';
    expect(error).toContain('\u206815\u2069');
    expect(error).toContain('تمدید');
    expect(error).not.toContain('English');
  });

  it('is never offered to the buyer, nor after an extension or once paid', async () => {
    await render(buyer({ deadlineExtendedMinutes: 15 }));
    expect($('[data-testid="order-extend"]')).toBeNull();
    expect($('[data-testid="order-extended"]')?.textContent).toBe(
      'The seller gave you 15 more minutes to pay.',
    );
    act(() => root?.unmount());
    document.body.replaceChildren();
    await render(seller({ deadlineExtendedMinutes: 15 }));
    expect($('[data-testid="order-extend"]')).toBeNull();
    act(() => root?.unmount());
    document.body.replaceChildren();
    await render(seller({ status: 'paid', paidAt: NOW }));
    expect($('[data-testid="order-extend"]')).toBeNull();
  });
});
