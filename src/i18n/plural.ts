import { interpolate, type Params } from '@/i18n/interpolate';
import { LOCALES, type LocaleCode } from '@/i18n/locales';

/**
 * ICU plural blocks in a message, for the few texts that show a count (unread messages):
 * `{count, plural, one {# unread message} other {# unread messages}}`. Each language lists the
 * categories it needs (Russian one/few/many/other, Chinese other only); `#` is the number and
 * `=N` matches an exact value. Only plural blocks are read here; `{name}` placeholders are then
 * filled by `interpolate`, so the island ships no ICU library. The locale test's placeholder
 * check ignores the blocks (they are not `{word}`), so translations may differ in categories.
 */

const BLOCK = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

const rules = new Map<LocaleCode, Intl.PluralRules>();

function pluralRules(locale: LocaleCode): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    const tag = LOCALES.find((entry) => entry.code === locale)?.tag ?? 'en';
    found = new Intl.PluralRules(tag);
    rules.set(locale, found);
  }
  return found;
}

/**
 * Fills a message's plural blocks for the numbers in `params` (in `locale`'s plural rules),
 * then its plain placeholders. A block whose number is missing is left as it is (visible, like
 * an unknown placeholder), and one with no matching branch falls back to `other`.
 */
export function formatPlural(template: string, params: Params, locale: LocaleCode): string {
  const filled = template.replace(BLOCK, (block, name: string, body: string) => {
    const value = params[name];
    if (typeof value !== 'number') return block;
    const branches = new Map<string, string>();
    for (const [, key, text] of body.matchAll(BRANCH)) branches.set(key ?? '', text ?? '');
    const chosen =
      branches.get(`=${value}`) ??
      branches.get(pluralRules(locale).select(value)) ??
      branches.get('other') ??
      block;
    return chosen.replaceAll('#', String(value));
  });
  return interpolate(filled, params);
}
