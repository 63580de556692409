import { interpolate, type Params } from '@/i18n/interpolate';

/** A translator over the few messages an island was handed (see `pickMessages`). */
export type IslandTranslate<K extends string> = (key: K, params?: Params) => string;

/**
 * Browser side (and the island's server render): a tiny `t()` over a prop of picked messages.
 * No dictionary, no locale data: only `interpolate`. A key missing from the props shows the key
 * itself, which a test or a reviewer notices at once, rather than throwing in the middle of a
 * render.
 */
export function createIslandTranslator<K extends string>(
  messages: Readonly<Record<K, string>>,
): IslandTranslate<K> {
  return (key, params) => interpolate(messages[key] ?? key, params);
}
