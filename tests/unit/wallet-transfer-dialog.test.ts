// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TransferDialog from '@/features/wallet/TransferDialog';
import { transferMessages } from '@/features/wallet/server/messages';

/**
 * The transfer dialog in a browser-like DOM: a balance that cannot be read says so with Retry
 * (never "Checking the available balance…" forever), the balance is shown like every amount
 * ("9,975.00"), and "-5" is refused saying why. The API calls are stubbed: the sandbox's own
 * answers are covered by its HTTP tests.
 */

const api = vi.hoisted(() => ({
  fetchRoutes: vi.fn(),
  fetchCurrencies: vi.fn(),
  fetchBalance: vi.fn(),
  transfer: vi.fn(),
}));
vi.mock('@/features/wallet/transfer-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  api.fetchRoutes.mockResolvedValue([
    { account: 'spot', opened: true, targets: ['p2p'] },
    { account: 'p2p', opened: true, targets: ['spot'] },
  ]);
  api.fetchCurrencies.mockResolvedValue([{ coin: 'USDT', scale: 2, pairs: [] }]);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.resetAllMocks();
});

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => {});
}

async function open(locale: 'en' | 'fa' = 'en') {
  await act(async () => {
    root.render(
      createElement(TransferDialog, {
        messages: transferMessages(locale),
        futuresHref: '/sandbox/futures',
        initial: { from: 'spot', to: 'p2p', coin: 'USDT' },
        onClose: () => {},
        onDone: () => {},
      }),
    );
  });
  await settle();
}

function byTestId(id: string): HTMLElement | null {
  return document.querySelector(`[data-testid="${id}"]`);
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('transfer dialog', () => {
  it('says the balance could not be read and reads it again on Retry', async () => {
    api.fetchBalance.mockRejectedValueOnce(new Error('Service unavailable'));
    api.fetchBalance.mockResolvedValueOnce({ available: '9975' });
    await open();
    const failed = byTestId('transfer-available-failed');
    expect(failed?.textContent).toContain('The available balance could not be checked.');
    expect(document.body.textContent).not.toContain('Checking the available balance');
    const retry = [...(failed?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Try again',
    );
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await settle();
    expect(api.fetchBalance).toHaveBeenCalledTimes(2);
    expect(byTestId('transfer-available-failed')).toBeNull();
    expect(byTestId('transfer-available')?.textContent).toBe('Available: 9,975.00 USDT');
  });

  it('refuses "-5" saying it cannot be negative, keeping what was typed', async () => {
    api.fetchBalance.mockResolvedValue({ available: '100' });
    await open();
    const input = byTestId('transfer-amount') as HTMLInputElement;
    type(input, '-5');
    act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input.value).toBe('-5');
    expect(document.body.textContent).toContain('The amount cannot be negative');
    const form = input.closest('form');
    await act(async () => form?.requestSubmit());
    expect(api.transfer).not.toHaveBeenCalled();
  });

  it('isolates the balance and its coin in Persian', async () => {
    api.fetchBalance.mockResolvedValue({ available: '1287.5' });
    await open('fa');
    expect(byTestId('transfer-available')?.textContent).toBe('موجود: \u20681,287.50 USDT\u2069');
  });
});
