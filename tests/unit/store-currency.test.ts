// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshCurrency() {
  vi.resetModules();
  return import('@/stores/currency');
}

beforeEach(() => localStorage.clear());

describe('$currency', () => {
  it('defaults to usd with the $ symbol', async () => {
    const { $currency } = await freshCurrency();
    expect($currency.get()).toEqual({ currency: 'usd', symbol: '$' });
  });

  it('persists a chosen currency for the next page load', async () => {
    (await freshCurrency()).setCurrency({ currency: 'eur', symbol: '€' });
    const { $currency } = await freshCurrency();
    expect($currency.get()).toEqual({ currency: 'eur', symbol: '€' });
  });

  it('ignores a corrupted stored value', async () => {
    localStorage.setItem('p2p.currency', '{"currency":');
    const { $currency } = await freshCurrency();
    expect($currency.get()).toEqual({ currency: 'usd', symbol: '$' });
  });
});
