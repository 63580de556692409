import { describe, expect, it } from 'vitest';
import type { OrderRules } from '@/features/market/amounts';
import { orderFormSchema, type OrderFormProblem } from '@/features/market/order-form';
import { marketMessageKeys } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { pickMessages } from '@/i18n/pick-messages';
import { orderProceedRequest } from '@/contract/orders';

const t = createIslandTranslator(pickMessages('en', marketMessageKeys()));
const message = (p: OrderFormProblem) => t(p.key, 'params' in p ? p.params : undefined);

const rules: OrderRules = {
  price: '0.80',
  minLimit: '20',
  maxLimit: '1000',
  remainingQuantity: '500',
  fiat: 'GBP',
  coin: 'USDT',
  fiatScale: 2,
  coinScale: 2,
};
const schema = (requirePaymentIds = false) =>
  orderFormSchema({ adId: 42, rules, requirePaymentIds }, message);
const values = (patch: Partial<Record<string, unknown>> = {}) => ({
  mode: 'amount',
  amount: '',
  quantity: '',
  userPaymentIds: [],
  ...patch,
});
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the order form schema', () => {
  it('turns a typed amount into the order request, at the price the viewer saw', () => {
    const result = schema().safeParse(values({ amount: ' 100 ', quantity: '125.00' }));
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ adId: 42, price: '0.80', amount: '100' });
    // What the form produces is a valid request of the contract.
    expect(orderProceedRequest.safeParse(result.data).success).toBe(true);
  });

  it('sends the quantity, and only it, when the quantity was typed last', () => {
    const result = schema().safeParse(
      values({ mode: 'quantity', amount: '100.00', quantity: '125' }),
    );
    expect(result.data).toEqual({ adId: 42, price: '0.80', quantity: '125' });
  });

  it('puts "You must enter a number" on the field typed into', () => {
    const result = schema().safeParse(values({ amount: 'abc' }));
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([['amount', 'You must enter a number']]);
    const byQuantity = schema().safeParse(values({ mode: 'quantity', quantity: '1x' }));
    expect(issues(byQuantity)).toEqual([['quantity', 'You must enter a number']]);
  });

  it('checks the ad’s limits and remaining quantity with translated messages', () => {
    expect(issues(schema().safeParse(values({ amount: '10' })))).toEqual([
      ['amount', 'The minimum is 20 GBP'],
    ]);
    expect(issues(schema().safeParse(values({ amount: '500' })))).toEqual([
      ['amount', 'The maximum is 400.00 GBP'],
    ]);
    expect(issues(schema().safeParse(values({ mode: 'quantity', quantity: '600' })))).toEqual([
      ['quantity', 'Only 500 USDT are available'],
    ]);
  });

  it('passes a seller’s chosen payment methods and asks for them when they are required', () => {
    const result = schema(true).safeParse(values({ amount: '100', userPaymentIds: [7, 9] }));
    expect(result.data).toEqual({ adId: 42, price: '0.80', amount: '100', userPaymentIds: [7, 9] });
    expect(issues(schema(true).safeParse(values({ amount: '100' })))).toEqual([
      ['userPaymentIds', 'Choose 1 to 3 of your payment methods'],
    ]);
    expect(
      issues(schema().safeParse(values({ amount: '100', userPaymentIds: [1, 2, 3, 4] }))),
    ).toEqual([['userPaymentIds', 'Choose 1 to 3 of your payment methods']]);
  });
});
