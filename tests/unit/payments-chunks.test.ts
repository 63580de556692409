// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethodForm, UserPayment } from '@/contract/payments';
import PaymentsIsland, { type PaymentsIslandProps } from '@/features/payments/PaymentsIsland';
import { paymentsMessages } from '@/features/payments/server/messages';
import { PAGE_BUILD } from '@/lib/load-chunk';

/**
 * Issue 15, item 1 on `/payment`: the removal confirmation loads on the first Remove; when its
 * code does not come, the chunk note says so in its place (in the page's language) with Retry
 * and Close, the list unchanged; Retry imports again and the confirmation opens. The dialog
 * module is a stub whose import fails while `gate.failures` lasts. The two-factor dialog's note
 * (the page's) reloads keeping the form: the method and what was typed come back.
 */

const gate = vi.hoisted(() => ({ failures: 0 }));
vi.mock('@/features/payments/UnbindDialog', () => {
  if (gate.failures > 0) {
    gate.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return { UnbindDialog: () => 'the confirmation' };
});
vi.mock('@/features/payments/payments-api', () => ({
  savePayment: vi.fn(),
  unbindPayment: vi.fn(),
  fetchMethodForms: vi.fn(),
  uploadPaymentImage: vi.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = paymentsMessages('fa');
const method: PaymentMethodForm['method'] = {
  code: 'bank_transfer',
  name: 'Bank Transfer',
  color: '#F0B90B',
};
const bank: PaymentMethodForm = {
  method,
  fiats: ['GBP'],
  fields: [
    { key: 'name', name: 'Holder', type: 'text', required: true, maxLength: 64, placeholder: '' },
    {
      key: 'account',
      name: 'Account',
      type: 'number',
      required: true,
      maxLength: 8,
      placeholder: '',
    },
  ],
};
const saved: UserPayment = {
  id: 1,
  method,
  fields: [{ key: 'name', name: 'Account holder name', type: 'text', value: 'Vera Collins' }],
  createdAt: 1_700_000_000_000,
};

let container: HTMLDivElement;
let root: Root;

const note = () => container.querySelector('[data-testid="chunk-error"]');
const noteButton = (label: string) =>
  [...(note()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ build: PAGE_BUILD })),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

function renderWithForms(renderTwoFactor: PaymentsIslandProps['renderTwoFactor']) {
  act(() =>
    root.render(
      createElement(PaymentsIsland, {
        locale: 'fa',
        messages,
        payments: [saved],
        max: 3,
        identityVerified: true,
        identityHref: 'https://main.example/account/identity',
        fiat: 'GBP',
        forms: [bank],
        groups: [{ category: 'bank_transfer', name: 'Bank transfer', methods: [method] }],
        renderTwoFactor,
      }),
    ),
  );
}

const input = (key: string) =>
  container.querySelector<HTMLInputElement>(`[id$="-${key}"]:is(input)`);

function type(element: HTMLInputElement | null, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('/payment: the removal confirmation does not load', () => {
  it('says so in its place with Retry and Close; Retry opens the confirmation', async () => {
    gate.failures = 1;
    act(() =>
      root.render(
        createElement(PaymentsIsland, {
          locale: 'fa',
          messages,
          payments: [saved],
          max: 3,
          identityVerified: true,
          identityHref: 'https://main.example/account/identity',
          fiat: 'GBP',
          forms: null,
          groups: null,
          renderTwoFactor: () => null,
        }),
      ),
    );
    act(() => container.querySelector<HTMLElement>('[data-testid="payment-remove"]')?.click());
    await until(() => note() !== null);

    expect(note()?.textContent).toContain(messages['chunk.failed']);
    expect(noteButton(messages['toast.close'])).toBeDefined();
    expect(container.querySelectorAll('[data-testid="payment-item"]')).toHaveLength(1);

    act(() => noteButton(messages['chunk.retry'])?.click());
    await until(() => container.textContent?.includes('the confirmation') ?? false);
    expect(container.textContent).toContain('the confirmation');
    expect(note()).toBeNull();
  });
});

describe("/payment: the two-factor dialog's reload keeps the form", () => {
  it('gives the reloaded page the method and what was typed', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.clear();
    let keep: (() => void) | null = null;
    renderWithForms((_request, onReload) => {
      keep = onReload;
      return null;
    });
    act(() =>
      [...container.querySelectorAll('button')]
        .find((b) => b.textContent === messages['payments.add'])
        ?.click(),
    );
    act(() =>
      container.querySelector<HTMLElement>('[data-testid="payment-method-bank_transfer"]')?.click(),
    );
    type(input('name'), 'Vera Collins');
    type(input('account'), '12345678');
    act(() =>
      container.querySelector<HTMLFormElement>('[data-testid="payment-form"]')?.requestSubmit(),
    );
    expect(keep).not.toBeNull();
    act(() => keep?.());
    expect(reload).toHaveBeenCalledOnce();

    // The page loads again: the form of that method, as typed.
    act(() => root.unmount());
    root = createRoot(container);
    renderWithForms(() => null);
    expect(container.querySelector('[data-testid="payment-form"]')).not.toBeNull();
    expect(input('name')?.value).toBe('Vera Collins');
    expect(input('account')?.value).toBe('12345678');
  });
});
