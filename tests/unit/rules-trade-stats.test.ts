import { describe, expect, it } from 'vitest';
import { percentRate, positiveFeedbackRate, statsEffect } from '@/rules/trade-stats';

/** Fair statistics (issue 14, item 3): who an order's ending counts against. */
describe('statsEffect', () => {
  it('counts a normal release as a completed trade for both parties', () => {
    expect(statsEffect('released')).toEqual({
      buyer: { orders: 1, completed: 1, trade: 1 },
      seller: { orders: 1, completed: 1, trade: 1 },
    });
  });

  it.each(['buyer_cancelled', 'payment_timeout', 'appeal_cancelled'] as const)(
    'never counts %s against the seller (the advertiser), only against the buyer',
    (ending) => {
      expect(statsEffect(ending)).toEqual({
        buyer: { orders: 1, completed: 0, trade: 0 },
        seller: { orders: 0, completed: 0, trade: 0 },
      });
    },
  );

  it('counts an appeal decided against the seller against the seller, the buyer completed', () => {
    expect(statsEffect('appeal_released')).toEqual({
      buyer: { orders: 1, completed: 1, trade: 1 },
      seller: { orders: 1, completed: 0, trade: 1 },
    });
  });
});

describe('rates', () => {
  it('rounds half-up to two decimals without floats', () => {
    expect(percentRate(2, 3)).toBe('66.67');
    expect(percentRate(1, 3)).toBe('33.33');
    expect(percentRate(1, 8)).toBe('12.50');
    expect(percentRate(0, 0)).toBe('0.00');
  });

  it('has no positive-feedback rate before any feedback', () => {
    expect(positiveFeedbackRate(0, 0)).toBeNull();
    expect(positiveFeedbackRate(49, 1)).toBe('98.00');
  });
});
