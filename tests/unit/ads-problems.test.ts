import { describe, expect, it } from 'vitest';
import { AD_PROBLEM_TEXTS, englishAdText, type AdProblem } from '@/contract/ads';
import { LOCALE_CODES } from '@/i18n/locales';
import { createIslandTranslator } from '@/i18n/island-t';
import { pickMessages } from '@/i18n/pick-messages';
import { AD_PROBLEM_KEYS, adProblemText, localizeAdProblem } from '@/features/ads/ad-problems';
import { adFormMessageKeys, adFormMessages } from '@/features/ads/server/messages';

/**
 * Every problem the contract's ad rules can find has a message in every UI language, with the
 * same placeholders as the contract's English text, so no locale shows a raw key or an English
 * sentence, and the sandbox's English field errors read in the viewer's language.
 */

const PROBLEMS = Object.keys(AD_PROBLEM_TEXTS) as AdProblem[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Sample values for every placeholder a problem text may name. */
const PARAMS = { min: '10', max: '40000', fiat: 'GBP', coin: 'USDT', percent: '10' } as const;

describe('ad problem texts', () => {
  it('maps every problem of the contract to a message key, and nothing else', () => {
    expect(Object.keys(AD_PROBLEM_KEYS).sort()).toEqual([...PROBLEMS].sort());
  });

  it('the form page picks every problem message', () => {
    const keys = new Set(adFormMessageKeys());
    for (const problem of PROBLEMS) expect(keys.has(AD_PROBLEM_KEYS[problem]), problem).toBe(true);
  });

  for (const locale of LOCALE_CODES) {
    it(`${locale}: every problem has a message with the contract's placeholders`, () => {
      const messages = adFormMessages(locale);
      for (const problem of PROBLEMS) {
        const message = messages[AD_PROBLEM_KEYS[problem]];
        expect(message, `${locale}:${problem}`).toBeTruthy();
        expect(placeholders(message), `${locale}:${problem}`).toEqual(
          placeholders(AD_PROBLEM_TEXTS[problem]),
        );
        if (locale !== 'en')
          expect(message, `${locale}:${problem} is translated`).not.toBe(AD_PROBLEM_TEXTS[problem]);
      }
    });
  }

  it('English through the form reads exactly like the contract (the spec wording)', () => {
    const text = adProblemText(createIslandTranslator(adFormMessages('en')));
    for (const problem of PROBLEMS) {
      expect(text(problem, PARAMS), problem).toBe(englishAdText(problem, PARAMS));
    }
    expect(text('number')).toBe('You must enter a number');
    expect(text('maxAboveMin')).toBe(
      'Maximum single limit must be greater than the minimum single limit',
    );
  });

  it('fills the values a problem names and drops missing ones', () => {
    const fa = adProblemText(createIslandTranslator(adFormMessages('fa')));
    const message = fa('maxAboveCap', { max: '40000', fiat: 'GBP', coin: undefined });
    expect(message).toContain('40000');
    expect(message).toContain('GBP');
    expect(message).not.toContain('{');
  });
});

describe('sandbox field errors in the viewer language', () => {
  const ja = adProblemText(createIslandTranslator(adFormMessages('ja')));

  for (const problem of PROBLEMS) {
    it(`rewords "${problem}" with the values the sandbox named`, () => {
      const english = englishAdText(problem, PARAMS);
      expect(localizeAdProblem(english, ja)).toBe(ja(problem, PARAMS));
    });
  }

  it('keeps a message that is not one of the rules as it came', () => {
    expect(localizeAdProblem('The field "ad.coin" is required', ja)).toBe(
      'The field "ad.coin" is required',
    );
  });

  it('reads decimal values back (a cap with a fraction)', () => {
    const english = englishAdText('quantityAboveCap', { max: '20.5', coin: 'BTC' });
    const en = adProblemText(createIslandTranslator(pickMessages('en', adFormMessageKeys())));
    expect(localizeAdProblem(english, en)).toBe('The total quantity cannot exceed 20.5 BTC');
  });
});
