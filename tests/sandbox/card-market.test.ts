import { describe, expect, it } from 'vitest';
import {
  cardCurrency,
  cardFiat,
  cardPayment,
  supplierQuote,
  type SupplierQuote,
} from '@/contract/card';
import { compareDecimal, multiplyDecimal } from '@/lib/decimal';
import { rankQuotes } from '@/features/card/quotes';
import { startSandbox, type Harness } from './harness';

/**
 * The card market's public calls against the demo seed (three providers: Moonrail, Banxo,
 * Mercurio; see `seed-card.ts` for their terms).
 */

interface Ask {
  fiat?: string;
  coin?: string;
  amount: string;
  amountType?: 'fiat' | 'crypto';
  paymentMethod?: string;
}

function quotes(h: Harness, ask: Ask) {
  const query = new URLSearchParams({
    fiat: ask.fiat ?? 'EUR',
    coin: ask.coin ?? 'BTC',
    amount: ask.amount,
    amountType: ask.amountType ?? 'fiat',
    paymentMethod: ask.paymentMethod ?? 'visa',
  });
  return h.get<SupplierQuote[]>(`/c2c/v3/public/third-party/supplier-list?${query.toString()}`);
}

async function quoted(h: Harness, ask: Ask): Promise<SupplierQuote[]> {
  const res = await quotes(h, ask);
  if (res.status !== 200) throw new Error(`Quoting failed: ${res.body.msg}`);
  return res.body.data.map((q) => supplierQuote.parse(q));
}

function bySupplier(list: SupplierQuote[], code: string): SupplierQuote {
  const found = list.find((q) => q.supplier === code);
  if (!found) throw new Error(`No answer from ${code}`);
  return found;
}

describe('card catalogue', () => {
  it('lists the fiats with the widest single-transaction limits of their providers', async () => {
    const h = startSandbox();
    const res = await h.get('/c2c/v3/public/third-party/fiat-list');
    expect(res.status).toBe(200);
    const fiats = cardFiat.array().parse(res.body.data);
    expect(fiats).toEqual([
      { fiat: 'USD', name: 'US Dollar', symbol: '$', minAmount: '20', maxAmount: '20000' },
      { fiat: 'EUR', name: 'Euro', symbol: '€', minAmount: '20', maxAmount: '15000' },
      { fiat: 'GBP', name: 'British Pound', symbol: '£', minAmount: '25', maxAmount: '12000' },
    ]);
  });

  it('lists the nine coins with their scale and the four card methods', async () => {
    const h = startSandbox();
    const coins = cardCurrency
      .array()
      .parse((await h.get('/c2c/v3/public/third-party/currency-list')).body.data);
    expect(coins.map((c) => c.coin)).toEqual([
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
    expect(coins.find((c) => c.coin === 'BTC')).toEqual({ coin: 'BTC', name: 'Bitcoin', scale: 6 });
    const methods = cardPayment
      .array()
      .parse((await h.get('/c2c/v3/public/third-party/payment-list')).body.data);
    expect(methods).toEqual([
      { method: 'visa', name: 'Visa' },
      { method: 'mastercard', name: 'Mastercard' },
      { method: 'apple_pay', name: 'Apple Pay' },
      { method: 'google_pay', name: 'Google Pay' },
    ]);
  });

  it('refuses query parameters on the lists', async () => {
    const h = startSandbox();
    const res = await h.get('/c2c/v3/public/third-party/fiat-list?fiat=EUR');
    expect(res.status).toBe(400);
  });
});

describe('provider quotes', () => {
  it('prices 100 EUR of BTC by Visa with every provider, fee included in the total', async () => {
    const h = startSandbox();
    const list = await quoted(h, { amount: '100' });
    expect(list.map((q) => q.supplier)).toEqual(['mercurio', 'banxo', 'moonrail']);
    expect(list[0]).toEqual({
      supplier: 'mercurio',
      name: 'Mercurio',
      minAmount: '20',
      maxAmount: '5000',
      paymentMethods: ['visa', 'mastercard', 'apple_pay'],
      arrivalMinutes: { min: 2, max: 6 },
      available: true,
      quoteId: expect.any(String),
      // 97250.50 USD × 0.92 EUR/USD × 1.02 (spread)
      price: '91259.86920000',
      // 1.5 % of 100 + 0.99 fixed
      fee: '2.49',
      totalCost: '100.00',
      // (100 - 2.49) / 91259.8692, rounded down to 6 decimals
      quantity: '0.001068',
      best: true,
      expiresAt: h.clock.now() + 60_000,
    });
    expect(bySupplier(list, 'banxo')).toMatchObject({ fee: '3.99', quantity: '0.001067' });
    expect(bySupplier(list, 'moonrail')).toMatchObject({ fee: '3.99', quantity: '0.001060' });
  });

  it.each(['30', '100', '1000', '3000', '10000'])(
    'gives the page the best offer first, in whatever order the list arrives (%s EUR)',
    async (amount) => {
      const h = startSandbox();
      const list = await quoted(h, { amount });
      // The page ranks with the very rule the sandbox flags `best` by (src/rules/card.ts).
      for (const arrived of [list, [...list].reverse()]) {
        const [first, ...rest] = rankQuotes(arrived).offers;
        expect(first?.best, amount).toBe(true);
        expect(rest.some((q) => q.best)).toBe(false);
      }
    },
  );

  it.each([
    ['30', 'moonrail', ['moonrail', 'mercurio', 'banxo']],
    ['100', 'mercurio', ['mercurio', 'banxo', 'moonrail']],
    ['1000', 'banxo', ['banxo', 'mercurio', 'moonrail']],
    ['3000', 'mercurio', ['mercurio', 'moonrail', 'banxo']],
    ['10000', 'moonrail', ['moonrail', 'banxo', 'mercurio']],
  ])('marks exactly one best quote for %s EUR (%s)', async (amount, best, order) => {
    const h = startSandbox();
    const list = await quoted(h, { amount });
    expect(list.map((q) => q.supplier)).toEqual(order);
    const marked = list.filter((q) => q.available && q.best);
    expect(marked.map((q) => q.supplier)).toEqual([best]);
    // Ranked by coins per unit of fiat: each available quote gives no more than the one before.
    const available = list.flatMap((q) => (q.available ? [q] : []));
    for (let i = 1; i < available.length; i++) {
      const [a, b] = [available[i - 1], available[i]];
      if (!a || !b) continue;
      // a gives at least as many coins per unit of fiat: qa / ta >= qb / tb, exactly.
      const rate = compareDecimal(
        multiplyDecimal(a.quantity, b.totalCost),
        multiplyDecimal(b.quantity, a.totalCost),
      );
      expect(rate).toBeGreaterThanOrEqual(0);
    }
    // Unavailable answers come last.
    const firstUnavailable = list.findIndex((q) => !q.available);
    if (firstUnavailable >= 0)
      expect(list.slice(firstUnavailable).every((q) => !q.available)).toBe(true);
  });

  it('breaks a rate tie by the lower fee', async () => {
    const h = startSandbox();
    // Banxo takes Moonrail's terms in GBP, Moonrail adds 0.01 fixed: the same quantity for the
    // same total (a tie on rate), so the lower fee wins although Moonrail is listed first.
    h.sandbox.db.exec(`
      UPDATE card_suppliers SET spread = '0.012' WHERE code = 'banxo';
      UPDATE card_supplier_fiats SET fee_rate = '0.0399', fixed_fee = '0' WHERE supplier = 'banxo';
      UPDATE card_supplier_fiats SET fixed_fee = '0.01' WHERE supplier = 'moonrail';
    `);
    const list = await quoted(h, { fiat: 'GBP', amount: '1000' });
    const [first, second] = list;
    expect(first).toMatchObject({ supplier: 'banxo', best: true, fee: '39.90' });
    expect(second).toMatchObject({ supplier: 'moonrail', best: false, fee: '39.91' });
    expect(first?.available && second?.available && first.quantity === second.quantity).toBe(true);
  });

  it('prices an amount of coin: the fee is added on top of its cost', async () => {
    const h = startSandbox();
    const list = await quoted(h, { amount: '0.01', amountType: 'crypto' });
    expect(bySupplier(list, 'banxo')).toMatchObject({
      available: true,
      best: true,
      quantity: '0.010000',
      // 0.01 × 89917.8123 = 899.178123 → 899.18; fee 2 % of it + 1.99 = 19.9736 → 19.98
      fee: '19.98',
      totalCost: '919.16',
    });
    expect(bySupplier(list, 'mercurio')).toMatchObject({ totalCost: '927.28', best: false });
  });

  it('applies the limits to the total charged when the amount is in coin', async () => {
    const h = startSandbox();
    // 0.03 BTC costs about 2,700 EUR: above Banxo's EUR maximum of 2,000.
    const list = await quoted(h, { amount: '0.03', amountType: 'crypto' });
    expect(bySupplier(list, 'banxo')).toMatchObject({
      available: false,
      reason: 'amount_above_max',
    });
    expect(bySupplier(list, 'mercurio')).toMatchObject({ available: true });
  });

  it('explains every unavailable provider', async () => {
    const h = startSandbox();
    const small = await quoted(h, { amount: '25' });
    expect(bySupplier(small, 'banxo')).toMatchObject({
      available: false,
      reason: 'amount_below_min',
      minAmount: '50',
      maxAmount: '2000',
    });
    const large = await quoted(h, { amount: '6000' });
    expect(bySupplier(large, 'mercurio')).toMatchObject({ reason: 'amount_above_max' });
    const apple = await quoted(h, { amount: '100', paymentMethod: 'apple_pay' });
    expect(bySupplier(apple, 'banxo')).toMatchObject({
      reason: 'method_unsupported',
      paymentMethods: ['visa', 'mastercard', 'google_pay'],
    });
    const google = await quoted(h, { amount: '100', paymentMethod: 'google_pay' });
    expect(bySupplier(google, 'mercurio')).toMatchObject({ reason: 'method_unsupported' });
    const gbp = await quoted(h, { fiat: 'GBP', amount: '100' });
    expect(bySupplier(gbp, 'mercurio')).toEqual({
      supplier: 'mercurio',
      name: 'Mercurio',
      minAmount: null,
      maxAmount: null,
      paymentMethods: ['visa', 'mastercard', 'apple_pay'],
      arrivalMinutes: { min: 2, max: 6 },
      available: false,
      reason: 'fiat_unsupported',
    });
    const crv = await quoted(h, { coin: 'CRV', amount: '100' });
    expect(bySupplier(crv, 'banxo')).toMatchObject({ reason: 'coin_unsupported' });
    expect(bySupplier(crv, 'moonrail')).toMatchObject({ available: true, best: true });
  });

  it('calls an amount that buys nothing after the fee below the minimum', async () => {
    const h = startSandbox();
    h.sandbox.db.exec(
      "UPDATE card_supplier_fiats SET min_amount = '1' WHERE supplier = 'mercurio'",
    );
    const list = await quoted(h, { amount: '0.99' });
    expect(bySupplier(list, 'mercurio')).toMatchObject({ reason: 'amount_below_min' });
  });

  it('shows a failing or timed-out provider as unavailable while the others still quote', async () => {
    const h = startSandbox();
    const fail = await h.post('/sandbox/third-party/supplier', { supplier: 'banxo', mode: 'fail' });
    expect(fail.body).toEqual({
      code: 200,
      msg: 'success',
      data: { supplier: 'banxo', mode: 'fail' },
    });
    await h.post('/sandbox/third-party/supplier', { supplier: 'mercurio', mode: 'timeout' });
    const list = await quoted(h, { amount: '1000' });
    expect(list.map((q) => [q.supplier, q.available ? 'ok' : q.reason])).toEqual([
      ['moonrail', 'ok'],
      ['banxo', 'provider_error'],
      ['mercurio', 'provider_error'],
    ]);
    expect(list[0]).toMatchObject({ best: true });
    await h.post('/sandbox/third-party/supplier', { supplier: 'banxo', mode: 'normal' });
    expect((await quoted(h, { amount: '1000' }))[0]).toMatchObject({
      supplier: 'banxo',
      best: true,
    });
  });

  it('refuses to switch an unknown provider', async () => {
    const h = startSandbox();
    const res = await h.post('/sandbox/third-party/supplier', { supplier: 'nobody', mode: 'fail' });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('There is no card provider "nobody".');
    const bad = await h.post('/sandbox/third-party/supplier', { supplier: 'banxo', mode: 'slow' });
    expect(bad.status).toBe(400);
  });

  it('stores each available quote until it expires', async () => {
    const h = startSandbox();
    const list = await quoted(h, { amount: '100' });
    const ids = list.flatMap((q) => (q.available ? [q.quoteId] : []));
    expect(new Set(ids).size).toBe(3);
    const rows = h.sandbox.db
      .prepare('SELECT id, expires_at FROM card_quotes ORDER BY id')
      .all() as { id: string; expires_at: number }[];
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.expires_at === h.clock.now() + 60_000)).toBe(true);
  });
});

describe('bad quote requests', () => {
  it.each([
    [{ amount: '100.123' }, 'Too many decimal places: EUR amounts have at most 2.'],
    [
      { amount: '0.0000001', amountType: 'crypto' as const },
      'Too many decimal places: BTC amounts have at most 6.',
    ],
    [{ amount: '100', fiat: 'JPY' }, 'Card purchases cannot be paid in JPY.'],
  ])('refuses %j with a clear message', async (ask, msg) => {
    const h = startSandbox();
    const res = await quotes(h, ask);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it.each([
    ['a negative amount', 'fiat=EUR&coin=BTC&amount=-5&paymentMethod=visa'],
    ['a zero amount', 'fiat=EUR&coin=BTC&amount=0&paymentMethod=visa'],
    ['letters', 'fiat=EUR&coin=BTC&amount=abc&paymentMethod=visa'],
    ['an unknown coin', 'fiat=EUR&coin=DOGE&amount=10&paymentMethod=visa'],
    ['an unknown method', 'fiat=EUR&coin=BTC&amount=10&paymentMethod=paypal'],
    ['a missing method', 'fiat=EUR&coin=BTC&amount=10'],
    ['an unknown parameter', 'fiat=EUR&coin=BTC&amount=10&paymentMethod=visa&x=1'],
  ])('refuses %s', async (_, query) => {
    const h = startSandbox();
    const res = await h.get(`/c2c/v3/public/third-party/supplier-list?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
