import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';

/** One locale's UI texts, as the pages show them (the tests read the same files). */
export type Dictionary = Record<string, string>;

/** The texts of `files` (`ads.json`, `verification.json`...) in `locale`, merged. */
export function localeTexts(locale: string, ...files: string[]): Dictionary {
  return Object.assign(
    {},
    ...files.map(
      (file) =>
        JSON.parse(
          readFileSync(join(process.cwd(), 'locales', locale, file), 'utf8'),
        ) as Dictionary,
    ),
  ) as Dictionary;
}

/**
 * A text with its plural blocks and `{name}` placeholders filled, as the page's translator fills
 * them (`locale` picks the plural rules; the e2e journeys read en, fa, ja and zh texts, whose
 * counts follow the same rules as English where they have plural blocks at all).
 */
export const fill = (
  text: string | undefined,
  params: Record<string, string | number> = {},
  locale: LocaleCode = 'en',
) => formatPlural(text ?? '', params, locale);
