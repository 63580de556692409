import { interpolate, type Params } from '@/i18n/interpolate';
import type { LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';

/** A translator over the few messages an island was handed (see `pickMessages`). */
export type IslandTranslate<K extends string> = (key: K, params?: Params) => string;

/**
 * Browser side (and the island's server render): a tiny `t()` over a prop of picked messages.
 * No dictionary, no locale data: only `interpolate`. A key missing from the props shows the key
 * itself, which a test or a reviewer notices at once, rather than throwing in the middle of a
 * render. Given the island's `locale`, ICU plural blocks (`{count, plural, one {…} other {…}}`)
 * are filled too, in that language's plural rules (`formatPlural`).
 */
export function createIslandTranslator<K extends string>(
  messages: Readonly<Record<K, string>>,
  locale?: LocaleCode,
): IslandTranslate<K> {
  if (locale === undefined) return (key, params) => interpolate(messages[key] ?? key, params);
  return (key, params) => formatPlural(messages[key] ?? key, params ?? {}, locale);
}
