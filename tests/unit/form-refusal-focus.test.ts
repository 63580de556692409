// @vitest-environment happy-dom
import { act, createElement, createRef, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentField, PaymentMethodForm } from '@/contract/payments';
import { PaymentForm } from '@/features/payments/PaymentForm';
import { paymentsMessages } from '@/features/payments/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';

/**
 * Every form takes the reader to a refusal (issue 13: "focus and scroll to the first error on
 * every form"): the payment method form focuses the first field the server refused, else its
 * message next to Save, and scrolls it into view. (/becomeMember has its own test; the ad form's
 * is in `ads-form-refusal-focus.test.ts`.)
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (key: string): PaymentField => ({
  key,
  name: `The ${key}`,
  type: 'text',
  required: true,
  maxLength: 64,
  placeholder: '',
});

const form: PaymentMethodForm = {
  method: { code: 'test_method', name: 'Test Method', color: '#123456' },
  fiats: ['GBP'],
  fields: [field('holder'), field('account')],
};

let root: Root | undefined;
const scrolled = vi.fn();

beforeEach(() => {
  HTMLElement.prototype.scrollIntoView = scrolled;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.clearAllMocks();
});

function paymentForm(serverError: string | null, serverErrors: Record<string, string>) {
  return createElement(PaymentForm, {
    form,
    editing: null,
    busy: false,
    serverError,
    serverErrors,
    onSubmit: () => {},
    onCancel: () => {},
    onChange: () => {},
    headingRef: createRef<HTMLHeadingElement>(),
    t: createIslandTranslator(paymentsMessages('en')),
  });
}

async function render(element: ReactElement) {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const current = root;
  await act(async () => current.render(element));
}

describe('a refused payment method', () => {
  it('focuses the refusal next to Save when no field is named', async () => {
    await render(paymentForm(null, {}));
    expect(scrolled).not.toHaveBeenCalled();
    await render(paymentForm('Not saved: the service is unavailable', {}));
    const message = document.querySelector('[data-testid="payment-form-error"]');
    expect(document.activeElement).toBe(message);
    expect(scrolled).toHaveBeenCalled();
  });

  it('focuses the first field the server refused', async () => {
    await render(paymentForm(null, {}));
    await render(paymentForm('Not saved', { account: 'Too long' }));
    expect(document.activeElement?.getAttribute('name')).toBe('account');
  });
});
