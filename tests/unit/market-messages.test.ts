import { describe, expect, it } from 'vitest';
import { marketMessageKeys, marketMessages } from '@/features/market/server/messages';

describe('marketMessages', () => {
  it('is prepared once per locale: every market page gets the same frozen messages', () => {
    const fa = marketMessages('fa');
    expect(marketMessages('fa')).toBe(fa);
    expect(Object.isFrozen(fa)).toBe(true);
    expect(marketMessages('en')).not.toBe(fa);
  });

  it("holds the market's keys and the refusals of placing an order, in the locale's words", () => {
    const en = marketMessages('en');
    const fa = marketMessages('fa');
    for (const key of marketMessageKeys()) expect(fa).toHaveProperty([key]);
    const refusals = Object.keys(en).filter((key) => key.startsWith('refusal.'));
    expect(refusals.length).toBeGreaterThan(0);
    expect(
      refusals.filter((key) => fa[key as keyof typeof fa] === en[key as keyof typeof en]),
    ).toEqual([]);
  });
});
