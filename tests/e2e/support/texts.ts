import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** A text with its `{name}` placeholders filled, as the page's translator fills them. */
export const fill = (text: string | undefined, params: Record<string, string | number> = {}) =>
  (text ?? '').replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
