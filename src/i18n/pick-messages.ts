import type { LocaleCode } from '@/i18n/locales';
import { messagesFor } from '@/i18n/t';

/** Picks by key list (its keys joined), then by locale. Bounded by the islands' key lists. */
const picks = new Map<string, Map<LocaleCode, Record<string, string>>>();
/** A key list's joined form, remembered for lists that are module constants. */
const joined = new WeakMap<readonly string[], string>();

/**
 * The cache key of a key list: by its contents, since most callers build their list on each call
 * (`Object.keys` of a namespace, a refusal set); joining is far cheaper than picking again.
 */
function listKey(keys: readonly string[]): string {
  let key = joined.get(keys);
  if (key === undefined) {
    key = keys.join('\n');
    joined.set(keys, key);
  }
  return key;
}

/**
 * Server side: the texts of `keys` in one locale, for an island's props (architecture section 6:
 * an island receives only the messages it uses, never a whole dictionary or another locale).
 * Keys may come from any namespace file (`market.json`, `common.json`...): every file of a locale
 * is merged into one dictionary. The answer is frozen and shared by every request of the
 * locale that asks for the same key list. A key the locale lacks falls back to English; a key English
 * lacks too is a bug in the caller and throws, so it fails in development, not in front of users.
 */
export function pickMessages<K extends string>(
  locale: LocaleCode,
  keys: readonly K[],
): Record<K, string> {
  // Pick each key list once per locale, then share the answer.
  const list = listKey(keys);
  const byLocale = picks.get(list) ?? new Map<LocaleCode, Record<string, string>>();
  picks.set(list, byLocale);
  const done = byLocale.get(locale);
  if (done) return done as Record<K, string>;
  const own = messagesFor(locale) as unknown as Partial<Record<string, string>>;
  const english = messagesFor('en') as unknown as Partial<Record<string, string>>;
  const picked = {} as Record<K, string>;
  for (const key of keys) {
    const text = own[key] ?? english[key];
    if (text === undefined) throw new Error(`No message "${key}" in ${locale} nor in en`);
    picked[key] = text;
  }
  byLocale.set(locale, Object.freeze(picked));
  return picked;
}
