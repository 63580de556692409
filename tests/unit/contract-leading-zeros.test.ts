import { describe, expect, it } from 'vitest';
import { adRequestSchema } from '@/contract/ads';
import { percentDecimal } from '@/contract/asset-codes';
import { decimal, hasLeadingZero, NO_LEADING_ZEROS, positiveDecimal } from '@/contract/common';

/** A number has one spelling on the wire: no padding zeros (issue 15, item 6). */
describe('leading zeros in wire numbers', () => {
  it('names padded whole parts only', () => {
    for (const padded of ['00012', '007.50', '00.5', '00', '-07', '+01']) {
      expect(hasLeadingZero(padded), padded).toBe(true);
    }
    for (const fine of ['0', '0.5', '0.05', '12', '12.50', '100', '-0.5', '10.01']) {
      expect(hasLeadingZero(fine), fine).toBe(false);
    }
  });

  it('refuses "00012" as an amount, a price, a percentage and a signed decimal, with a clear message', () => {
    for (const schema of [positiveDecimal, percentDecimal, decimal]) {
      const result = schema.safeParse('00012');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NO_LEADING_ZEROS);
    }
    expect(decimal.safeParse('-007').success).toBe(false);
  });

  it('still takes "0", "0.5", trailing zeros and negative decimals', () => {
    for (const value of ['0', '0.5', '12.50', '100']) {
      expect(positiveDecimal.safeParse(value).success, value).toBe(true);
    }
    expect(decimal.safeParse('-0.5').success).toBe(true);
  });

  it("refuses a padded number in an ad's price, ratio, quantity and limits", () => {
    const ad = {
      type: 'sell',
      coin: 'USDT',
      fiat: 'GBP',
      priceType: 'fixed',
      fixedPrice: '0.79',
      quantity: '100',
      minLimit: '10',
      maxLimit: '50',
    };
    // The rest of the ad is left out: only which fields are refused matters here.
    const refused = (body: Record<string, unknown>) =>
      (adRequestSchema().safeParse(body).error?.issues ?? []).map((i) => i.path.join('.'));
    const fields = ['fixedPrice', 'quantity', 'minLimit', 'maxLimit'] as const;
    for (const field of fields) {
      expect(refused(ad), field).not.toContain(field);
      expect(refused({ ...ad, [field]: `00${ad[field]}` }), field).toContain(field);
    }
    const floating = { ...ad, priceType: 'floating', fixedPrice: '', floatingRatio: '102.5' };
    expect(refused(floating)).not.toContain('floatingRatio');
    expect(refused({ ...floating, floatingRatio: '0102.5' })).toContain('floatingRatio');
  });
});
