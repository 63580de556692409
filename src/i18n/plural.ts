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
 * The number a plural block is chosen by: a number, or a string of digits as pages often pass
 * counts already formatted (`"1,234"`, `"2.5"`); null for anything else (the block stays).
 */
function countOf(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\d{1,3}(,?\d{3})*(\.\d+)?$/.test(value)) return null;
  return Number(value.replaceAll(',', ''));
}

/**
 * Fills a message's plural blocks for the numbers in `params` (in `locale`'s plural rules),
 * then its plain placeholders. A block whose number is missing is left as it is (visible, like
 * an unknown placeholder), and one with no matching branch falls back to `other`.
 */
export function formatPlural(template: string, params: Params, locale: LocaleCode): string {
  const filled = template.replace(BLOCK, (block, name: string, body: string) => {
    const value = countOf(params[name]);
    if (value === null) return block;
    const branches = new Map<string, string>();
    for (const [, key, text] of body.matchAll(BRANCH)) branches.set(key ?? '', text ?? '');
    const chosen =
      branches.get(`=${value}`) ??
      branches.get(pluralRules(locale).select(value)) ??
      branches.get('other') ??
      block;
    return chosen.replaceAll('#', String(params[name]));
  });
  return interpolate(filled, params);
}

/**
 * The names a message is filled with: its `{name}` placeholders and the counts of its plural
 * blocks (`{count, plural, …}` names `count`), each once, sorted. For tests that check every
 * translation of a message takes the same values.
 */
export function placeholderNames(template: string): string[] {
  const names = [...template.matchAll(BLOCK)].map((match) => match[1] ?? '');
  const rest = template.replace(BLOCK, '');
  names.push(...[...rest.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''));
  return [...new Set(names)].sort();
}
