import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { cardCoin, cardEndpoints, cardPaymentMethod } from '@/contract/card';
import { accountType, walletEndpoints } from '@/contract/wallet';

function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('wallet transfers', () => {
  const transfer = walletEndpoints.walletTransfer.body;

  it('knows the seven account types of the spec', () => {
    expect(accountType.options).toEqual([
      'spot',
      'p2p',
      'coin_margined_futures',
      'usdt_margined_futures',
      'super_contract',
      'finance_interest',
      'strategy',
    ]);
  });

  it('accepts a plain transfer and an isolated-margin transfer with its pair', () => {
    expect(
      firstError(transfer, { from: 'spot', to: 'p2p', coin: 'USDT', amount: '250.5' }),
    ).toBeNull();
    const isolated = {
      from: 'spot',
      to: 'usdt_margined_futures',
      coin: 'USDT',
      amount: '100',
      pair: 'BTC-USDT',
      marginMode: 'isolated',
    };
    expect(firstError(transfer, isolated)).toBeNull();
  });

  it('refuses a transfer to the same account, isolated margin without a pair, and bad money', () => {
    const base = { from: 'spot', to: 'p2p', coin: 'USDT', amount: '10' };
    expect(firstError(transfer, { ...base, to: 'spot' })).toBe('Choose two different accounts');
    expect(
      firstError(transfer, { ...base, to: 'usdt_margined_futures', marginMode: 'isolated' }),
    ).toBe('Choose a pair for isolated margin');
    expect(firstError(transfer, { ...base, amount: '0' })).toBe('Must be greater than 0');
    expect(firstError(transfer, { ...base, amount: '-10' })).not.toBeNull();
    expect(firstError(transfer, { ...base, amount: 10 })).not.toBeNull();
    expect(firstError(transfer, { ...base, amount: '1,000' })).not.toBeNull();
    expect(firstError(transfer, { ...base, from: 'savings' })).not.toBeNull();
    expect(firstError(transfer, { ...base, marginMode: 'portfolio' })).not.toBeNull();
    expect(firstError(transfer, { ...base, pair: 'BTCUSDT' })).not.toBeNull();
    expect(firstError(transfer, { ...base, fee: '0' })).not.toBeNull();
  });

  it('describes routes, currencies and balances', () => {
    const routes = [{ account: 'usdt_margined_futures', opened: false, targets: ['spot', 'p2p'] }];
    expect(firstError(walletEndpoints.walletTransferTargets.data, routes)).toBeNull();
    const currencies = [{ coin: 'USDT', scale: 2, pairs: ['BTC-USDT', 'ETH-USDT'] }];
    expect(firstError(walletEndpoints.walletTransferCurrencies.data, currencies)).toBeNull();
    const q = walletEndpoints.walletTransferCurrencies.query;
    expect(firstError(q, { from: 'p2p', to: 'p2p' })).toBe('Choose two different accounts');
    const balance = walletEndpoints.walletTransferBalance;
    expect(firstError(balance.query, { account: 'p2p', coin: 'USDT' })).toBeNull();
    expect(
      firstError(balance.data, { account: 'p2p', coin: 'USDT', available: '12.34' }),
    ).toBeNull();
    expect(
      firstError(balance.data, { account: 'p2p', coin: 'USDT', available: '-1' }),
    ).not.toBeNull();
  });
});

describe('spot balance', () => {
  it('reads one coin and refuses unknown query fields or numeric balances', () => {
    const call = walletEndpoints.spotBalanceAvailable;
    expect(call.query.parse({ coin: 'BTC' })).toEqual({ coin: 'BTC' });
    expect(firstError(call.query, { coin: 'BTC', account: 'spot' })).not.toBeNull();
    expect(firstError(call.data, { coin: 'BTC', available: '0.00420000' })).toBeNull();
    expect(firstError(call.data, { coin: 'BTC', available: 0.0042 })).not.toBeNull();
  });
});

describe('card purchase', () => {
  it('sells the spec coins through the spec card methods', () => {
    expect(cardCoin.options).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'LTC',
      'USDC',
      'XRP',
      'BCH',
      'CRV',
      'TRX',
    ]);
    expect(cardPaymentMethod.options).toEqual(['visa', 'mastercard', 'apple_pay', 'google_pay']);
  });

  it('quotes per provider and refuses a quote request for a coin not sold by card', () => {
    const call = cardEndpoints.c2cThirdPartySupplierList;
    const query = { fiat: 'EUR', coin: 'BTC', amount: '250', paymentMethod: 'visa' };
    expect(firstError(call.query, query)).toBeNull();
    expect(firstError(call.query, { ...query, coin: 'DOGE' })).not.toBeNull();
    expect(firstError(call.query, { ...query, paymentMethod: 'paypal' })).not.toBeNull();
    expect(firstError(call.query, { ...query, amountType: 'crypto' })).toBeNull();
    expect(firstError(call.query, { ...query, amountType: 'gold' })).not.toBeNull();
    const quote = {
      available: true,
      supplier: 'moonpay',
      name: 'MoonPay',
      quoteId: 'q_8f2a',
      price: '61234.50',
      quantity: '0.00395',
      fee: '8.25',
      totalCost: '250',
      minAmount: '20',
      maxAmount: '5000',
      paymentMethods: ['visa', 'mastercard', 'apple_pay'],
      arrivalMinutes: { min: 2, max: 10 },
      best: true,
      expiresAt: 1_700_000_060_000,
    };
    expect(firstError(call.data, [quote])).toBeNull();
    expect(firstError(call.data, [{ ...quote, fee: 8.25 }])).not.toBeNull();
    // A provider that cannot quote says why, with no numbers to show.
    const unavailable = {
      available: false,
      supplier: 'banxo',
      name: 'Banxo',
      minAmount: '50',
      maxAmount: '2000',
      paymentMethods: ['visa'],
      arrivalMinutes: { min: 2, max: 10 },
      reason: 'amount_above_max',
    };
    expect(firstError(call.data, [quote, unavailable])).toBeNull();
    expect(firstError(call.data, [{ ...unavailable, reason: 'sunspots' }])).not.toBeNull();
  });

  it('places an order only after the disclaimer is agreed, and returns an http(s) checkout URL', () => {
    const call = cardEndpoints.c2cThirdPartyOrder;
    const body = {
      fiat: 'EUR',
      coin: 'BTC',
      amount: '250',
      amountType: 'fiat',
      paymentMethod: 'visa',
      supplier: 'moonpay',
      quoteId: 'q_8f2a',
      agreeDisclaimer: true,
      returnPath: '/fa/thirdParty',
    };
    expect(firstError(call.body, body)).toBeNull();
    // The provider sends the user back to this site only.
    expect(firstError(call.body, { ...body, returnPath: '//evil.example/x' })).not.toBeNull();
    expect(firstError(call.body, { ...body, returnPath: 'https://evil.example' })).not.toBeNull();
    expect(firstError(call.body, { ...body, agreeDisclaimer: false })).toBe(
      'Please read and agree to the disclaimer',
    );
    expect(firstError(call.body, { ...body, returnUrl: 'https://evil.example' })).not.toBeNull();
    const order = { orderNo: '30240101000000000001', supplier: 'moonpay', expiresAt: 1 };
    expect(
      firstError(call.data, { ...order, checkoutUrl: 'https://buy.moonpay.com/?q=1' }),
    ).toBeNull();
    expect(firstError(call.data, { ...order, checkoutUrl: 'javascript:alert(1)' })).not.toBeNull();
  });

  it('lists fiats with their single-transaction limits', () => {
    const fiats = [{ fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '5000' }];
    expect(firstError(cardEndpoints.c2cThirdPartyFiatList.data, fiats)).toBeNull();
    expect(
      firstError(cardEndpoints.c2cThirdPartyCurrencyList.data, [
        { coin: 'ETH', name: 'Ether', scale: 6 },
      ]),
    ).toBeNull();
    expect(
      firstError(cardEndpoints.c2cThirdPartyPaymentList.data, [
        { method: 'google_pay', name: 'Google Pay' },
      ]),
    ).toBeNull();
  });
});
