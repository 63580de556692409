import { describe, expect, it } from 'vitest';
import { quoteRefusalText } from '@/features/card/buy-refusal';
import { cardMessages } from '@/features/card/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { quoteFixture } from './support/card-quote';

/** What Buy says when the provider refuses the offer on screen (the page then asks again). */

const t = createIslandTranslator(cardMessages('en'));

const quote = quoteFixture();

describe('quoteRefusalText', () => {
  it('names the limits of the refusal, else those of the offer', () => {
    const refused = { kind: 'amountOutOfLimits', minAmount: '30', maxAmount: null } as const;
    expect(quoteRefusalText(refused, quote, 'EUR', t)).toBe(
      'Fast accepts 30.00 – 5,000.00 EUR per purchase. Please change the amount or try another provider.',
    );
  });

  it('names the provider that cannot take the order', () => {
    expect(quoteRefusalText({ kind: 'supplierUnavailable' }, quote, 'EUR', t)).toBe(
      'Fast cannot take the order right now. Please try another provider.',
    );
  });

  it('tells an expired offer from a changed one', () => {
    expect(quoteRefusalText({ kind: 'quoteExpired' }, quote, 'EUR', t)).toMatch(/has expired/);
    expect(quoteRefusalText({ kind: 'quoteMismatch' }, quote, 'EUR', t)).toMatch(/has changed/);
  });
});
