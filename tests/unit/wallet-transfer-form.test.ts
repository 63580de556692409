import { describe, expect, it } from 'vitest';
import type { TransferRoute } from '@/contract/wallet';
import {
  amountProblem,
  initialAccounts,
  marginFields,
  needsMargin,
  sanitizeAmount,
  targetsOf,
  typedAmount,
  unopenedAccount,
} from '@/features/wallet/transfer-form';

const routes: TransferRoute[] = [
  { account: 'spot', opened: true, targets: ['p2p', 'usdt_margined_futures', 'strategy'] },
  { account: 'p2p', opened: true, targets: ['spot'] },
  { account: 'usdt_margined_futures', opened: false, targets: ['spot'] },
  { account: 'strategy', opened: true, targets: ['spot'] },
];

describe('transfer rules', () => {
  it('starts from spot to P2P unless the caller asks for something the server allows', () => {
    expect(initialAccounts(routes)).toEqual({ from: 'spot', to: 'p2p' });
    expect(initialAccounts(routes, { from: 'p2p', to: 'spot' })).toEqual({
      from: 'p2p',
      to: 'spot',
    });
    // Asking only for a destination picks a source that can send there.
    expect(initialAccounts(routes, { to: 'spot' })).toEqual({ from: 'p2p', to: 'spot' });
    // An account the server does not offer is ignored.
    expect(initialAccounts(routes, { from: 'super_contract' })).toEqual({
      from: 'spot',
      to: 'p2p',
    });
    expect(initialAccounts([])).toBeNull();
  });

  it('lists where an account may send and names an unopened account on either side', () => {
    expect(targetsOf(routes, 'spot')).toEqual(['p2p', 'usdt_margined_futures', 'strategy']);
    expect(targetsOf(routes, 'finance_interest')).toEqual([]);
    expect(unopenedAccount(routes, 'spot', 'usdt_margined_futures')).toBe('usdt_margined_futures');
    expect(unopenedAccount(routes, 'usdt_margined_futures', 'spot')).toBe('usdt_margined_futures');
    expect(unopenedAccount(routes, 'spot', 'p2p')).toBeNull();
  });

  it('asks for a margin mode only with a futures account, and a pair only when isolated', () => {
    expect(needsMargin('spot', 'p2p')).toBe(false);
    expect(needsMargin('spot', 'coin_margined_futures')).toBe(true);
    expect(marginFields('spot', 'p2p', 'isolated', 'BTC-USDT')).toEqual({});
    expect(marginFields('spot', 'usdt_margined_futures', 'cross', 'BTC-USDT')).toEqual({
      marginMode: 'cross',
    });
    expect(marginFields('spot', 'usdt_margined_futures', 'isolated', 'BTC-USDT')).toEqual({
      marginMode: 'isolated',
      pair: 'BTC-USDT',
    });
  });

  it('checks an amount exactly against the balance and the coin scale', () => {
    expect(amountProblem('', '10', 2)).toBe('required');
    expect(amountProblem('1e3', '10', 2)).toBe('number');
    // A minus sign is said to be wrong, not taken for a positive amount.
    expect(amountProblem('-1', '10', 2)).toBe('negative');
    expect(amountProblem('-5.5', '10', 2)).toBe('negative');
    expect(amountProblem('-', '10', 2)).toBe('number');
    expect(amountProblem('0.00', '10', 2)).toBe('positive');
    expect(amountProblem('1.234', '10', 2)).toBe('scale');
    expect(amountProblem('10.01', '10', 2)).toBe('insufficient');
    expect(amountProblem('10', '10', 2)).toBeNull();
    // 0.1 + 0.2 style amounts stay exact: the full balance is never "insufficient".
    expect(amountProblem('0.30000000', '0.3', 8)).toBeNull();
    // Unknown balance: only the form of the amount is checked.
    expect(amountProblem('99999', null, 2)).toBeNull();
  });

  it('keeps what a number is written with, for amountProblem to judge', () => {
    expect(sanitizeAmount('1,234.5 USDT')).toBe('1,234.5');
    expect(sanitizeAmount('abc')).toBe('');
    expect(sanitizeAmount('.5')).toBe('.5');
    // The sign stays, so "-5" is refused as negative rather than silently becoming "5".
    expect(sanitizeAmount('-5')).toBe('-5');
    // "1.2.3" stays as typed and is refused, rather than quietly becoming "1.23".
    expect(sanitizeAmount('1.2.3')).toBe('1.2.3');
    expect(sanitizeAmount('۸۰')).toBe('80');
  });

  it('reads Persian digits and thousands separators, and sends the canonical amount', () => {
    expect(amountProblem('1,000.50', '9975', 2)).toBeNull();
    expect(amountProblem('۸۰', '9975', 2)).toBeNull();
    expect(amountProblem('1.2.3', '9975', 2)).toBe('number');
    expect(amountProblem('10,000', '9975', 2)).toBe('insufficient');
    expect(typedAmount('1,000.50', 2)).toBe('1000.50');
    expect(typedAmount(' ۸۰ ', 2)).toBe('80');
  });
});
