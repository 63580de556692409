// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { WALLET_CODES } from '@/contract/wallet';
import TransferDialog from '@/features/wallet/TransferDialog';
import { transferMessages } from '@/features/wallet/server/messages';
import type { LocaleCode } from '@/i18n/locales';

/**
 * Issue 13, item 1, in the transfer dialog: a refused transfer is said in the page's language
 * by its code (balance, coin, an injected server failure), what was typed stays, and a balance
 * that moved is read again; the server's text only for a code nobody knows. The API calls are
 * stubbed: the sandbox's own answers are covered by its HTTP tests.
 */

const api = vi.hoisted(() => ({
  fetchRoutes: vi.fn(),
  fetchCurrencies: vi.fn(),
  fetchBalance: vi.fn(),
  transfer: vi.fn(),
}));
vi.mock('@/features/wallet/transfer-api', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ENGLISH = 'English text from the server';
const refused = (code: number, status = 400) =>
  new ApiError({ kind: 'server', code, msg: ENGLISH, data: null, status, traceId: 't' });

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  api.fetchRoutes.mockResolvedValue([
    { account: 'spot', opened: true, targets: ['p2p'] },
    { account: 'p2p', opened: true, targets: ['spot'] },
  ]);
  api.fetchCurrencies.mockResolvedValue([{ coin: 'USDT', scale: 2, pairs: [] }]);
  api.fetchBalance.mockResolvedValue({ available: '100' });
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

/** Opens the dialog in `locale`, types `amount` and confirms; returns the amount input. */
async function submitRefused(locale: LocaleCode, error: ApiError, amount = '50') {
  api.transfer.mockRejectedValueOnce(error);
  await act(async () => {
    root.render(
      createElement(TransferDialog, {
        messages: transferMessages(locale),
        locale,
        futuresHref: '/sandbox/futures',
        initial: { from: 'spot', to: 'p2p', coin: 'USDT' },
        onClose: () => {},
        onDone: () => {},
      }),
    );
  });
  await settle();
  const input = document.querySelector<HTMLInputElement>('[data-testid="transfer-amount"]');
  if (!input) throw new Error('No amount field');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, amount);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.closest('form')?.requestSubmit());
  await settle();
  expect(api.transfer).toHaveBeenCalledTimes(1);
  return input;
}

const errorText = () => document.querySelector('[data-testid="transfer-error"]')?.textContent;

describe('transfer refusals', () => {
  it('fa: more than the balance is said in Persian, the amount kept and the balance read again', async () => {
    const input = await submitRefused('fa', refused(WALLET_CODES.insufficientBalance));
    expect(errorText()).toBe('موجودی کافی نیست.');
    expect(input.value).toBe('50');
    expect(api.fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('ru: a coin that cannot move and an injected server failure are said in Russian', async () => {
    await submitRefused('ru', refused(WALLET_CODES.coinNotTransferable));
    expect(errorText()).toBe('Эту монету нельзя перевести между этими счетами.');
    act(() => root.unmount());
    root = createRoot(host);
    api.transfer.mockReset();
    await submitRefused('ru', refused(500, 500));
    expect(errorText()).toBe('Сервис сейчас недоступен. Попробуйте позже.');
  });

  it('an unknown code keeps the server text', async () => {
    await submitRefused('es', refused(106999));
    expect(errorText()).toBe(ENGLISH);
  });
});
