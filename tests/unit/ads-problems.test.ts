import { describe, expect, it } from 'vitest';
import { AD_PROBLEM_TEXTS, adRequestSchema, englishAdText } from '@/contract/ads';
import type { AdProblem } from '@/contract/ads-refusals';
import { AD_PROBLEM_CODES } from '@/contract/ads-refusals';
import type { FieldError } from '@/contract/define';
import { LOCALE_CODES } from '@/i18n/locales';
import { createIslandTranslator } from '@/i18n/island-t';
import { pickMessages } from '@/i18n/pick-messages';
import { placeholderNames } from '@/i18n/plural';
import { AD_PROBLEM_KEYS, adFieldErrorText, adProblemText } from '@/features/ads/ad-problems';
import { toFieldErrors } from '@/sandbox/http/issues';
import { adFormMessageKeys, adFormMessages } from '@/features/ads/server/messages';

/**
 * Every problem the contract's ad rules can find has a message in every UI language, with the
 * same placeholders as the contract's English text, so no locale shows a raw key or an English
 * sentence, and the sandbox's English field errors read in the viewer's language.
 */

const PROBLEMS = Object.keys(AD_PROBLEM_TEXTS) as AdProblem[];
const placeholders = placeholderNames;

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
    const text = adProblemText(createIslandTranslator(adFormMessages('en'), 'en'));
    for (const problem of PROBLEMS) {
      expect(text(problem, PARAMS), problem).toBe(englishAdText(problem, PARAMS));
    }
    expect(text('number')).toBe('You must enter a number');
    expect(text('maxAboveMin')).toBe(
      'Maximum single limit must be greater than the minimum single limit',
    );
  });

  it('fills the values a problem names and drops missing ones', () => {
    const fa = adProblemText(createIslandTranslator(adFormMessages('fa'), 'fa'));
    const message = fa('maxAboveCap', { max: '40000', fiat: 'GBP', coin: undefined });
    expect(message).toContain('40000');
    expect(message).toContain('GBP');
    expect(message).not.toContain('{');
  });
});

describe('sandbox field errors in the viewer language', () => {
  const ja = adProblemText(createIslandTranslator(adFormMessages('ja'), 'ja'));

  /** A field error as the sandbox answers it: the rule's code, English text, name and values. */
  const refused = (problem: AdProblem, message = englishAdText(problem, PARAMS)): FieldError => ({
    path: 'quantity',
    code: AD_PROBLEM_CODES[problem],
    message,
    rule: problem,
    params: { ...PARAMS },
  });

  for (const problem of PROBLEMS) {
    it(`words "${problem}" by its rule, with the values the sandbox named`, () => {
      expect(adFieldErrorText(refused(problem), ja)).toBe(ja(problem, PARAMS));
    });
  }

  it('rewording the English text changes nothing the page shows (the rule is read, not the text)', () => {
    for (const problem of PROBLEMS) {
      const reworded = refused(problem, `Reworded by the exchange: ${problem}`);
      expect(adFieldErrorText(reworded, ja), problem).toBe(ja(problem, PARAMS));
    }
  });

  it('keeps a message that is not one of the rules as it came', () => {
    const other: FieldError = { path: 'ad.coin', code: 'required', message: 'Required' };
    expect(adFieldErrorText(other, ja)).toBe('Required');
    expect(adFieldErrorText({ ...other, rule: 'notAnAdRule' }, ja)).toBe('Required');
  });

  it('the sandbox’s field errors name the rule and its values (decimal values too)', () => {
    const schema = adRequestSchema({ maxQuantity: '20.5' });
    const body = {
      type: 'sell',
      coin: 'BTC',
      fiat: 'GBP',
      priceType: 'fixed',
      fixedPrice: '100',
      quantity: '21',
      minLimit: '10',
      maxLimit: '20',
      userPaymentIds: [1],
      paymentTimeLimitMinutes: 15,
      remarks: '',
      conditions: { minRegisteredDays: null, minCompletedTrades: null },
      launch: 'now',
      riskConfirmed: false,
    };
    const parsed = schema.safeParse(body, { reportInput: true });
    const [error] = toFieldErrors(parsed.error?.issues ?? []);
    expect(error).toEqual({
      path: 'quantity',
      code: 'too_big',
      message: 'The total quantity cannot exceed 20.5 BTC',
      rule: 'quantityAboveCap',
      params: { max: '20.5', coin: 'BTC' },
    });
    const en = adProblemText(createIslandTranslator(pickMessages('en', adFormMessageKeys())));
    expect(adFieldErrorText(error as FieldError, en)).toBe(
      'The total quantity cannot exceed 20.5 BTC',
    );
    expect(adFieldErrorText(error as FieldError, ja)).toBe(
      ja('quantityAboveCap', { max: '20.5', coin: 'BTC' }),
    );
  });
});
