import { describe, expect, it } from 'vitest';
import { reachable } from './support/static-imports';

/**
 * The market's first filter or tab change loads its API module (issue 16, item 3): it must bring
 * the market's contract only. The order panel's calls (orders, payment methods, the P2P balance)
 * are in `order-panel-api.ts`, loaded with the panel on the first Buy or Sell.
 */
describe('the market API module', () => {
  const reached = reachable('src/features/market/market-api.ts');

  it('reaches the market contract and no order, payment or wallet schemas', () => {
    expect(reached.has('src/contract/market.ts')).toBe(true);
    for (const contract of [
      'src/contract/orders.ts',
      'src/contract/payments.ts',
      'src/contract/wallet.ts',
      'src/contract/orders-appeal.ts',
    ])
      expect(reached.has(contract), contract).toBe(false);
  });

  it('leaves the order panel’s calls to the panel', () => {
    const panel = reachable('src/features/market/OrderPanel.tsx');
    expect(panel.has('src/features/market/order-panel-api.ts')).toBe(true);
    expect(panel.has('src/contract/orders.ts')).toBe(true);
  });
});
