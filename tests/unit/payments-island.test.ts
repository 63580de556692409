// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { PaymentMethodForm, UserPayment } from '@/contract/payments';
import { ORDER_CODES } from '@/contract/orders-refusals';
import enPayments from '../../locales/en/payments.json';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { pickMessages } from '@/i18n/pick-messages';
import type { TwoFactorRequest } from '@/contract/verification';
import PaymentsIsland, { type PaymentsIslandProps } from '@/features/payments/PaymentsIsland';
import { savePayment, unbindPayment, uploadPaymentImage } from '@/features/payments/payments-api';

/**
 * The payment methods island in a DOM: the add flow (picker, generated form, the page's
 * two-factor dialog), refusals that keep what was typed, the maximum, removal with a
 * confirmation, and an image refused before any upload. The API module is replaced; the
 * two-factor dialog is the page's render prop, so the test drives its request directly.
 */
/** The page's texts: its own file and the chunk note's (the removal dialog loads on demand). */
const en = { ...enPayments, ...pickMessages('en', CHUNK_KEYS) };

vi.mock('@/features/payments/payments-api', () => ({
  savePayment: vi.fn(),
  unbindPayment: vi.fn(),
  fetchMethodForms: vi.fn(),
  uploadPaymentImage: vi.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bank: PaymentMethodForm = {
  method: { code: 'bank_transfer', name: 'Bank Transfer', color: '#F0B90B' },
  fiats: ['GBP'],
  fields: [
    {
      key: 'name',
      name: 'Account holder name',
      type: 'text',
      required: true,
      maxLength: 64,
      placeholder: '',
    },
    {
      key: 'accountNumber',
      name: 'Account number',
      type: 'number',
      required: true,
      maxLength: 8,
      placeholder: '',
    },
    {
      key: 'qrCode',
      name: 'QR code',
      type: 'image',
      required: false,
      maxLength: null,
      placeholder: '',
    },
  ],
};

const saved = (id: number, account: string): UserPayment => ({
  id,
  method: bank.method,
  fields: [
    { key: 'name', name: 'Account holder name', type: 'text', value: 'Vera Collins' },
    { key: 'accountNumber', name: 'Account number', type: 'number', value: account },
  ],
  createdAt: 1_700_000_000_000,
});

let container: HTMLDivElement;
let root: Root;
let twoFactor: TwoFactorRequest | null;

function render(overrides: Partial<PaymentsIslandProps> = {}) {
  const props: PaymentsIslandProps = {
    locale: 'en',
    messages: en,
    payments: [saved(1, '11112222')],
    max: 3,
    identityVerified: true,
    identityHref: 'https://main.example/account/identity',
    fiat: 'GBP',
    forms: [bank],
    groups: [{ category: 'bank_transfer', name: 'Bank transfer', methods: [bank.method] }],
    renderTwoFactor: (request) => {
      twoFactor = request;
      return createElement('div', { 'data-testid': 'two-factor' });
    },
    ...overrides,
  };
  act(() => root.render(createElement(PaymentsIsland, props)));
}

const q = <E extends Element = HTMLElement>(selector: string) =>
  container.querySelector<E & Element>(selector);
const byTestId = (id: string) => q(`[data-testid="${id}"]`);
const button = (text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const inputLabelled = (label: string) => {
  const element = [...container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(element?.htmlFor ?? '')}`);
};

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('no such input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  act(() => (element as HTMLElement).click());
}

function submitForm() {
  const form = byTestId('payment-form') as HTMLFormElement | null;
  act(() => form?.requestSubmit());
}

/** Opens the add panel, picks the bank transfer and fills its fields. */
function fillBankForm(account = '12345678') {
  click(button(en['payments.add']));
  click(byTestId('payment-method-bank_transfer'));
  type(inputLabelled('Account holder name'), 'Vera Collins');
  type(inputLabelled('Account number'), account);
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  twoFactor = null;
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.mocked(savePayment).mockReset();
  vi.mocked(unbindPayment).mockReset();
  vi.mocked(uploadPaymentImage).mockReset();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('payment methods island', () => {
  it('shows the saved methods, masked, with the count against the configured maximum', () => {
    render();
    expect(byTestId('payments-count')?.textContent).toBe('Saved: 1 / 3');
    expect(byTestId('payment-item')?.textContent).toContain('****2222');
    expect(byTestId('payment-item')?.textContent).not.toContain('11112222');
  });

  it('checks the form before asking for a code, then saves with the code and lists the method', async () => {
    render();
    click(button(en['payments.add']));
    click(byTestId('payment-method-bank_transfer'));
    submitForm();
    expect(container.textContent).toContain('Please fill in Account holder name');
    expect(container.textContent).toContain('Please fill in Account number');
    expect(twoFactor).toBeNull();

    type(inputLabelled('Account holder name'), 'Vera Collins');
    type(inputLabelled('Account number'), '1234abcd');
    expect(container.textContent).toContain('You must enter a number');
    type(inputLabelled('Account number'), '12345678');
    submitForm();
    expect(twoFactor?.title).toBe(en['payments.verify.title']);

    vi.mocked(savePayment).mockResolvedValue(saved(2, '12345678'));
    let result: string | null = 'pending';
    await act(async () => {
      result = (await twoFactor?.onSubmit({ channel: 'sms', code: '123456' })) ?? null;
    });
    expect(result).toBeNull();
    expect(savePayment).toHaveBeenCalledWith({
      method: 'bank_transfer',
      fields: { name: 'Vera Collins', accountNumber: '12345678' },
      verification: { channel: 'sms', code: '123456' },
    });
    expect(byTestId('two-factor')).toBeNull();
    expect(byTestId('payment-form')).toBeNull();
    expect(byTestId('payments-count')?.textContent).toBe('Saved: 2 / 3');
    expect(container.querySelectorAll('[data-testid="payment-item"]')).toHaveLength(2);
    expect(byTestId('payments-notice')?.textContent).toBe('Bank Transfer was added.');
  });

  it('keeps a void code and a locked channel in the dialog, passing the refusal on to it', async () => {
    render();
    fillBankForm();
    submitForm();
    const seen: string[] = [];
    for (const [code, data] of [
      [101006, null],
      [101007, { unlockAt: 1_700_000_000_000 }],
    ] as const) {
      vi.mocked(savePayment).mockRejectedValueOnce(
        new ApiError({ kind: 'server', code, msg: 'Refused', data, status: 400, traceId: 't' }),
      );
      await act(async () => {
        await twoFactor?.onSubmit(
          { channel: 'sms', code: '000000' },
          { refused: (refusal) => seen.push(refusal.name) },
        );
      });
      expect(byTestId('two-factor')).not.toBeNull();
      expect(byTestId('payment-form')).not.toBeNull();
    }
    expect(seen).toEqual(['codeVoided', 'channelLocked']);
  });

  it('keeps a wrong code in the dialog, and brings other refusals back to the form with the values', async () => {
    render();
    fillBankForm();
    submitForm();

    vi.mocked(savePayment).mockRejectedValueOnce(
      new ApiError({
        kind: 'server',
        code: ORDER_CODES.codeInvalid,
        msg: 'The verification code is incorrect',
        data: null,
        status: 400,
        traceId: 't',
      }),
    );
    let result: string | null = null;
    await act(async () => {
      result = (await twoFactor?.onSubmit({ channel: 'sms', code: '000000' })) ?? null;
    });
    expect(result).toBe('Not saved: The verification code is incorrect');
    expect(byTestId('two-factor')).not.toBeNull();

    vi.mocked(savePayment).mockRejectedValueOnce(
      new ApiError({
        kind: 'server',
        code: 400,
        msg: 'The field "fields.accountNumber" is invalid',
        data: {
          errors: [
            {
              path: 'fields.accountNumber',
              code: 'format',
              message: 'Account number is not valid',
            },
          ],
        },
        status: 400,
        traceId: 't',
      }),
    );
    await act(async () => {
      result = (await twoFactor?.onSubmit({ channel: 'sms', code: '123456' })) ?? null;
    });
    expect(result).toBeNull();
    expect(byTestId('two-factor')).toBeNull();
    expect(byTestId('payment-form-error')?.textContent).toBe(
      'Not saved: The field "fields.accountNumber" is invalid',
    );
    expect(container.textContent).toContain('Account number is not valid');
    expect(inputLabelled('Account holder name')?.value).toBe('Vera Collins');
    expect(inputLabelled('Account number')?.value).toBe('12345678');
  });

  it('refuses a GIF and an image over 5 MB before any upload', () => {
    render();
    fillBankForm();
    const input = q<HTMLInputElement>('[data-testid="payment-image-input"]');
    if (!input) throw new Error('no image input');
    const pick = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    };
    pick(new File(['GIF89a'], 'qr.gif', { type: 'image/gif' }));
    expect(byTestId('payment-image-rejection')?.textContent).toBe(
      'Only jpg/jpeg/png format images are supported',
    );
    pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'qr.png', { type: 'image/png' }));
    expect(byTestId('payment-image-rejection')?.textContent).toBe(
      'Upload image size cannot exceed 5MB!',
    );
    expect(uploadPaymentImage).not.toHaveBeenCalled();
    expect(inputLabelled('Account holder name')?.value).toBe('Vera Collins');
  });

  it('disables adding at the maximum and says why', () => {
    render({ payments: [saved(1, '11112222'), saved(2, '33334444')], max: 2 });
    const add = button(en['payments.add']) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(byTestId('payments-max')?.textContent).toBe(
      'You can add up to 2 payment methods. Remove one to add another.',
    );
    expect(add.getAttribute('aria-describedby')).toBe(byTestId('payments-max')?.id);
  });

  it('explains identity verification instead of offering to add', () => {
    render({ identityVerified: false, forms: null, groups: null });
    expect(byTestId('payments-identity')?.textContent).toContain(en['payments.identity.body']);
    expect(button(en['payments.add'])).toBeUndefined();
    expect(byTestId('payment-item')).not.toBeNull();
  });

  it('removes a method only after the confirmation', async () => {
    render();
    click(byTestId('payment-remove'));
    // The confirmation loads on demand, on the first remove.
    await act(async () => {
      await import('@/features/payments/UnbindDialog');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const dialog = byTestId('payment-unbind-dialog');
    expect(dialog?.textContent).toContain(en['payments.unbind.title']);
    expect(unbindPayment).not.toHaveBeenCalled();

    vi.mocked(unbindPayment).mockResolvedValue(null);
    await act(async () => {
      const confirm = [...(dialog?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === en['payments.unbind.confirm'],
      );
      confirm?.click();
      await Promise.resolve();
    });
    expect(unbindPayment).toHaveBeenCalledWith(1);
    expect(byTestId('payment-unbind-dialog')).toBeNull();
    expect(byTestId('payment-item')).toBeNull();
    expect(byTestId('payments-count')?.textContent).toBe('Saved: 0 / 3');
  });
});
