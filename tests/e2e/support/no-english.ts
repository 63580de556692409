import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { LocaleCode } from '@/i18n/locales';
import { ADVERTISER_SEEDS, NEVER_RELEASE_NICKNAME } from '@/sandbox/db/seed-data/advertisers';
import { PAYMENT_METHOD_SEEDS } from '@/sandbox/db/seed-data/payment-methods';
import { PERSONA_SEEDS } from '@/sandbox/db/seed-data/personas';
import { BROWSER_NAMES, COMMON_ENGLISH, englishRuns, wordsOf } from './english-text';
import { localeTexts } from './texts';

/**
 * `expectNoEnglish(page, locale)`: the page shows no English sentence (issue 13). Reads what a
 * reader sees (`innerText` of the body, open dialogs and alerts included), leaving out what is
 * not the product's wording: text the page marks as the user's own (`dir="auto"`: nicknames,
 * remarks, chat messages) or as not to be translated (`translate="no"`: amounts, codes, account
 * details). Names kept in every language are allowed: payment-method brands (the generic
 * "Bank Transfer" and "Cash in person" are translated, so they are not), the seeded
 * advertisers' and personas' nicknames and card wallets' brands.
 */

/** Brands the card page names as they are (its payment options). */
const CARD_BRANDS = ['Apple Pay', 'Google Pay'];
/** Payment methods named by what they are rather than by a brand: translated on every page. */
const GENERIC_METHODS = new Set(['bank_transfer', 'cash_in_person']);
/** Page languages written in Latin letters: their own words are not foreign. */
const LATIN_LOCALES: ReadonlySet<string> = new Set(['en', 'es', 'fr', 'pt', 'vi']);

/** Names that stay as they are on a page in any language. */
export const ALLOWED_NAMES: readonly string[] = [
  ...PAYMENT_METHOD_SEEDS.filter((m) => !GENERIC_METHODS.has(m.code)).map((m) => m.name),
  ...ADVERTISER_SEEDS.map((a) => a.nickname),
  NEVER_RELEASE_NICKNAME,
  ...PERSONA_SEEDS.flatMap((p) => (p.nickname ? [p.nickname] : [])),
  ...CARD_BRANDS,
  ...BROWSER_NAMES,
];

const ownWordsCache = new Map<string, Set<string>>();

/** Every text of a locale's dictionaries. */
function dictionary(locale: LocaleCode): string[] {
  const files = readdirSync(join(process.cwd(), 'locales', locale));
  return Object.values(localeTexts(locale, ...files));
}

/** Every word of the locale's dictionaries (for languages written in Latin letters). */
function ownWords(locale: LocaleCode): Set<string> | undefined {
  if (!LATIN_LOCALES.has(locale)) return undefined;
  let words = ownWordsCache.get(locale);
  if (!words) {
    words = wordsOf(dictionary(locale));
    ownWordsCache.set(locale, words);
  }
  return words;
}

let englishCache: Set<string> | undefined;

/** The English dictionaries' words and everyday English ones (see `EnglishCheck`). */
function englishWords(): Set<string> {
  englishCache ??= new Set([...wordsOf(dictionary('en')), ...COMMON_ENGLISH]);
  return englishCache;
}

/** What the reader sees on the page, less the user's own text and what is not translated. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    const skipped = document.querySelectorAll<HTMLElement>('[dir="auto"], [translate="no"]');
    // Longest first, so a name inside a longer skipped text does not break it apart.
    const parts = [...skipped].map((el) => el.innerText.trim()).filter(Boolean);
    for (const part of parts.sort((a, b) => b.length - a.length)) {
      text = text.split(part).join('\u0000');
    }
    return text;
  });
}

/**
 * Fails the test with the English sentences found when the page shows any (nothing to check on
 * an English page). A soft failure: the journey goes on, so one run lists every place left.
 */
export async function expectNoEnglish(page: Page, locale: LocaleCode, where = page.url()) {
  if (locale === 'en') return;
  const text = await visibleText(page);
  const own = ownWords(locale);
  const runs = englishRuns(text, {
    allowed: ALLOWED_NAMES,
    ownWords: own,
    englishWords: own && englishWords(),
  });
  expect.soft(runs, `English on ${where} (${locale})`).toEqual([]);
}
