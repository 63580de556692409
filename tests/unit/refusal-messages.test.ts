import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/client/api-error';
import { FIELD_CODES, refusalsOf, type EndpointDef } from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { ordersEndpoints } from '@/contract/orders';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { refusalMessages } from '@/i18n/refusal-messages';
import {
  errorText,
  fieldCodeKey,
  formatAmounts,
  refusalKeys,
  refusalText,
} from '@/i18n/refusal-text';

/**
 * Issue 13, item 1: every typed refusal of every call, and every field code, has a message in
 * every locale, with the parameters it declares (or a reason to leave one out), and no locale
 * reuses the English text; the page's helper words a refusal by its code and falls back to the
 * server's `msg` only for a code it does not know.
 */

const root = join(import.meta.dirname, '../../locales');
const dictionary = (locale: LocaleCode) =>
  JSON.parse(readFileSync(join(root, locale, 'refusals.json'), 'utf8')) as Record<string, string>;
const dictionaries = Object.fromEntries(LOCALE_CODES.map((l) => [l, dictionary(l)])) as Record<
  LocaleCode,
  Record<string, string>
>;
const en = dictionaries.en;

/**
 * Declared parameters a message leaves out on purpose: the page shows the value itself (the new
 * price, the home fiat's switch link), it is inside another formatted value (the coin of an
 * amount), or it means nothing to a reader (an ad's version number, a time the chat shows).
 */
const OMITTED: Readonly<Record<string, readonly string[]>> = {
  'refusal.priceChanged': ['price'],
  'refusal.fiatNotHomeCountry': ['homeFiat'],
  'refusal.insufficientBalance': ['available', 'coin'],
  'refusal.versionConflict': ['version'],
  'refusal.chatClosed': ['closedAt'],
  'refusal.chatRateLimited': ['retryAt'],
  'refusal.balanceTooLow': ['coin'],
  'refusal.depositTooLow': ['coin'],
  // The order panel names the failed condition with the user's value in the market's words.
  'refusal.requirementsNotMet': ['condition', 'required', 'actual'],
  // The two-factor dialog says the tries left on a line of its own, under the page's message.
  'refusal.codeInvalid': ['attemptsLeft'],
  // The analytics collector's refusal: where in the beacon is for developers, not for a reader.
  'refusal.personalData': ['field'],
  // Express: the new best offer it carries is shown by the page in place of the old one.
  'refusal.expressQuoteChanged': [
    'side',
    'ad',
    'price',
    'amount',
    'quantity',
    'userPaymentIds',
    'compared',
  ],
};

/** The names a message uses: `{name}` placeholders and `{name, plural, …}` blocks. */
const usedParams = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]))].sort();

/** Every refusal any call declares, with the key that words it and its parameters. */
const declared = Object.entries(endpoints as Record<string, EndpointDef>).flatMap(
  ([endpointName, def]) =>
    Object.entries(refusalsOf(def)).map(([name, refusal]) => {
      const key = refusalKeys(name, refusal.code).find((k) => k in en) ?? `refusal.${name}`;
      const params =
        refusal.params instanceof z.ZodObject
          ? Object.keys(refusal.params.shape as Record<string, unknown>)
          : [];
      return { where: `${endpointName}.${name} (${refusal.code})`, key, params };
    }),
);

describe('refusal messages', () => {
  it('cover every refusal of every call, common ones included', () => {
    expect(declared.length).toBeGreaterThan(100);
    const missing = declared.filter((r) => !(r.key in en)).map((r) => r.where);
    expect(missing).toEqual([]);
  });

  for (const locale of LOCALE_CODES) {
    it(`${locale}: every refusal and field code has a non-empty message`, () => {
      const own = dictionaries[locale];
      const keys = [...declared.map((r) => r.key), ...FIELD_CODES.map(fieldCodeKey)];
      const empty = keys.filter((key) => !own[key]?.trim());
      expect(empty).toEqual([]);
    });

    it(`${locale}: each message uses the parameters its refusal declares (or omits them on purpose) and no other`, () => {
      for (const { where, key, params } of declared) {
        const text = dictionaries[locale][key] ?? '';
        const wanted = params.filter((p) => !OMITTED[key]?.includes(p)).sort();
        expect(usedParams(text), `${locale} ${where}: ${text}`).toEqual(wanted);
      }
    });
  }

  it('omit only parameters their refusals declare', () => {
    for (const [key, names] of Object.entries(OMITTED)) {
      const params = new Set(declared.filter((r) => r.key === key).flatMap((r) => r.params));
      for (const name of names) expect(params.has(name), `${key} ${name}`).toBe(true);
    }
  });

  it('have no message no refusal or field code uses', () => {
    const used = new Set([...declared.map((r) => r.key), ...FIELD_CODES.map(fieldCodeKey)]);
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) {
    it(`${locale}: no message is the English text`, () => {
      const own = dictionaries[locale];
      const copied = Object.keys(en).filter((key) => own[key] === en[key]);
      expect(copied).toEqual([]);
    });
  }

  it('isolate interpolated values and counts in Persian (right-to-left)', () => {
    for (const [key, text] of Object.entries(dictionaries.fa)) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
        expect(text, key).toContain(`\u2068{${name}}\u2069`);
      }
      if (text.includes('#')) expect(text.replaceAll('\u2068#\u2069', ''), key).not.toContain('#');
    }
  });
});

const serverRefusal = (code: number, data: unknown = null, msg = 'English text from the server') =>
  new ApiError({ kind: 'server', code, msg, data, status: 200, traceId: 't' });

const proceed = ordersEndpoints.c2cOrderProceed;

describe('refusalText and errorText', () => {
  it('word a refusal by its code in the page language, with its counts in plural form', () => {
    const fa = refusalMessages('fa', [proceed]);
    expect(errorText(proceed, serverRefusal(102010), fa, { locale: 'fa', fallback: 'x' })).toBe(
      dictionaries.fa['refusal.advertiserPendingCap'],
    );
    const ru = refusalMessages('ru', [proceed]);
    const one = errorText(proceed, serverRefusal(102009, { max: 1 }), ru, {
      locale: 'ru',
      fallback: 'x',
    });
    const many = errorText(proceed, serverRefusal(102009, { max: 5 }), ru, {
      locale: 'ru',
      fallback: 'x',
    });
    expect(one).toContain('1 ордер ');
    expect(many).toContain('5 ордеров');
  });

  it('fill amounts as the page formats them, and times as UTC date-times', () => {
    const es = refusalMessages('es', [proceed]);
    const text = errorText(
      proceed,
      serverRefusal(102006, { minLimit: '20', maxLimit: '3000' }),
      es,
      {
        locale: 'es',
        fallback: 'x',
        display: (params) => formatAmounts(params, { minLimit: (v) => `${v}.00 GBP` }),
      },
    );
    expect(text).toBe('El importe debe estar entre 20.00 GBP y 3000.');
    const cancel = refusalText(
      {
        name: 'dailyCancelCap',
        code: 102011,
        msg: '',
        params: { cap: 3, retryAt: Date.UTC(2026, 0, 2, 0, 0) },
      },
      refusalMessages('en', [proceed]),
      'en',
    );
    expect(cancel).toBe(
      'You have cancelled 3 orders today, the daily limit. You can place orders again from 2026-01-02 00:00:00 UTC.',
    );
  });

  it('pick the code-specific message where one name means different things in two areas', () => {
    const card = refusalText(
      {
        name: 'amountOutOfLimits',
        code: 105003,
        msg: '',
        params: { minAmount: '20', maxAmount: '5000' },
      },
      dictionaries.fr,
      'fr',
    );
    expect(card).toBe('Le montant doit être compris entre 20 et 5000.');
  });

  it('fall back to the server msg for a code the page does not know, and to the page text without an answer', () => {
    const ja = refusalMessages('ja', [proceed]);
    expect(errorText(proceed, serverRefusal(109999), ja, { locale: 'ja', fallback: 'x' })).toBe(
      'English text from the server',
    );
    // A declared refusal the island was not handed a message for: the server's words too.
    expect(errorText(proceed, serverRefusal(102010), {}, { locale: 'ja', fallback: 'x' })).toBe(
      'English text from the server',
    );
    const offline = new ApiError({
      kind: 'network',
      code: 0,
      msg: '',
      data: null,
      status: 0,
      traceId: 't',
    });
    expect(errorText(proceed, offline, ja, { locale: 'ja', fallback: '接続できません' })).toBe(
      '接続できません',
    );
  });

  it('fall back to the server msg rather than show a placeholder for a parameter the answer lacks', () => {
    const uk = refusalMessages('uk', [proceed]);
    expect(errorText(proceed, serverRefusal(102005, {}), uk, { locale: 'uk', fallback: 'x' })).toBe(
      'English text from the server',
    );
  });

  it('hand an island only the messages its calls can answer', () => {
    const keys = Object.keys(refusalMessages('en', [proceed])).sort();
    expect(keys).toContain('refusal.priceChanged');
    expect(keys).toContain('refusal.unavailable');
    expect(keys).not.toContain('refusal.quoteExpired');
    expect(keys).not.toContain('refusal.field.required');
  });
});
