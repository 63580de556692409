// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Loads a fresh copy of the module, as a new page would, so it re-reads localStorage. */
async function freshCurrency() {
  vi.resetModules();
  return import('@/stores/currency');
}

const USD = { currency: 'usd', symbol: '$', rate: '1' };
const EUR = { currency: 'eur', symbol: '€', rate: '0.92' };

beforeEach(() => localStorage.clear());

describe('$currency', () => {
  it('defaults to usd with the $ symbol at rate 1', async () => {
    const { $currency } = await freshCurrency();
    expect($currency.get()).toEqual(USD);
  });

  it('persists a chosen currency and its rate for the next page load', async () => {
    const first = await freshCurrency();
    first.setCurrency(EUR);
    expect(first.$currency.get()).toEqual(EUR);
    expect(JSON.parse(localStorage.getItem(first.CURRENCY_STORAGE_KEY) ?? '')).toEqual(EUR);
    const { $currency } = await freshCurrency();
    expect($currency.get()).toEqual(EUR);
  });

  it('keeps only currency, symbol and rate of what it is given', async () => {
    const { setCurrency, $currency } = await freshCurrency();
    setCurrency({ ...EUR, name: 'Euro' } as typeof EUR);
    expect($currency.get()).toEqual(EUR);
    expect(localStorage.getItem('p2p.currency')).not.toContain('Euro');
  });

  it.each([
    ['corrupted JSON', '{"currency":'],
    ['a choice saved before rates were kept', '{"currency":"eur","symbol":"€"}'],
    ['a rate in exponent notation', '{"currency":"eur","symbol":"€","rate":"9.2e-1"}'],
    ['a numeric rate', '{"currency":"eur","symbol":"€","rate":0.92}'],
    ['a zero rate', '{"currency":"eur","symbol":"€","rate":"0"}'],
    ['a negative rate', '{"currency":"eur","symbol":"€","rate":"-0.92"}'],
    ['an empty symbol', '{"currency":"eur","symbol":"","rate":"0.92"}'],
    [
      'an oversized symbol',
      '{"currency":"eur","symbol":"<img src=x onerror=alert(1)>","rate":"1"}',
    ],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"eur"'],
  ])('falls back to usd when storage holds %s', async (_, stored) => {
    localStorage.setItem('p2p.currency', stored);
    const { $currency } = await freshCurrency();
    expect($currency.get()).toEqual(USD);
  });

  it('refuses an invalid choice and keeps the current one', async () => {
    const { setCurrency, $currency } = await freshCurrency();
    setCurrency(EUR);
    for (const bad of [
      { ...EUR, rate: 'NaN' },
      { ...EUR, rate: '0' },
      { ...EUR, currency: '' },
      { currency: 'eur', symbol: '€' },
    ]) {
      expect(() => setCurrency(bad as typeof EUR)).toThrow(TypeError);
    }
    expect($currency.get()).toEqual(EUR);
    expect(JSON.parse(localStorage.getItem('p2p.currency') ?? '')).toEqual(EUR);
  });

  it('still applies a choice when storage refuses to save it', async () => {
    const { setCurrency, $currency } = await freshCurrency();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      setCurrency(EUR);
      expect(setItem).toHaveBeenCalled();
      expect($currency.get()).toEqual(EUR);
    } finally {
      setItem.mockRestore();
    }
  });
});
