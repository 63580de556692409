import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from '@/i18n/locales';

/**
 * Which language a request is served in (architecture section 6): an explicit choice (the
 * `lang` cookie) beats the URL prefix, which beats the browser's language, which beats English.
 * Pure functions: the middleware feeds them the request's cookie, URL and headers.
 */

/** Name of the cookie holding the visitor's explicit language choice (a locale code). */
export const LANGUAGE_COOKIE = 'lang';

/** Spec section 9: the language choice is kept for 7 days (seconds, for `Max-Age`). */
export const LANGUAGE_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

/** One entry of an `Accept-Language` header. */
interface LanguageRange {
  /** The language range as sent (`fr-CA`, `zh-Hant`, `*`). */
  tag: string;
  /** Its weight, 0 < q <= 1. */
  q: number;
}

/** A language range (RFC 4647 basic range): `*` or alphanumeric subtags of 1-8 characters. */
const RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
/** A weight (RFC 9110): 0 to 1 with at most three decimals. */
const WEIGHT = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/**
 * Headers are attacker-controlled: only this much is read, so a huge header costs nothing.
 * Real browsers send well under 200 characters.
 */
const MAX_HEADER_LENGTH = 1024;
const MAX_RANGES = 32;

/**
 * Parses an `Accept-Language` header into ranges, highest weight first (equal weights keep the
 * header's order). Malformed entries and entries with `q=0` ("not acceptable") are dropped
 * rather than failing the whole header: a crawler or an odd client must still get a page.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageRange[] {
  if (typeof header !== 'string' || header === '') return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_RANGES)) {
    const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
    if (!RANGE.test(rawTag)) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!WEIGHT.test(value)) valid = false;
      else q = Number(value);
    }
    if (valid && q > 0) ranges.push({ tag: rawTag, q });
  }
  // Array.prototype.sort is stable: equal weights stay in the order the client sent them.
  return ranges.sort((a, b) => b.q - a.q);
}

/**
 * The supported locale for one language range, or null. Exact codes and BCP 47 tags of the
 * table match case-insensitively (`zh-cn`, `zh-HK`, `zh-Hant`). Chinese goes by script, then
 * region (issue 13): Simplified (`zh-Hans`, `zh-CN`, `zh-SG`) is zh-CN, Hong Kong and Macao
 * (`zh-HK`, `zh-MO`) are zh-Hk, and everything else (`zh`, `zh-Hant`, `zh-TW`) is zh-TC, the
 * spec's default for Chinese. Other languages match on their primary subtag (`fr-CA` → fr,
 * `es-419` → es). The wildcard `*` matches nothing here: with no real preference, English (the
 * default) applies.
 */
export function matchLocale(tag: string): LocaleCode | null {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find(
    (l) => l.code.toLowerCase() === lower || l.tag.toLowerCase() === lower,
  );
  if (exact) return exact.code;
  const [primary = '', ...subtags] = lower.split('-');
  if (primary === 'zh') return chineseLocale(subtags);
  return LOCALES.find((l) => l.code.toLowerCase() === primary)?.code ?? null;
}

/** Regions whose Chinese is written in simplified characters when no script is given. */
const SIMPLIFIED_REGIONS: ReadonlySet<string> = new Set(['cn', 'sg', 'my']);
/** Regions whose Traditional Chinese follows Hong Kong usage (zh-Hk) rather than Taiwan's. */
const HONG_KONG_REGIONS: ReadonlySet<string> = new Set(['hk', 'mo']);

/**
 * A Chinese range's locale: an explicit script decides simplified or traditional (`zh-Hans-HK`
 * is still simplified), the region then picks Hong Kong or Taiwan usage; bare `zh` is zh-TC.
 */
function chineseLocale(subtags: string[]): LocaleCode {
  const script = subtags.find((s) => s.length === 4);
  const region = subtags.find((s) => s.length === 2 || /^\d{3}$/.test(s));
  if (script === 'hans') return 'zh-CN';
  if (script === undefined && region !== undefined && SIMPLIFIED_REGIONS.has(region)) {
    return 'zh-CN';
  }
  if (region !== undefined && HONG_KONG_REGIONS.has(region)) return 'zh-Hk';
  return 'zh-TC';
}

/** The first supported locale of an `Accept-Language` header, by weight; null when none is. */
export function browserLocale(header: string | null | undefined): LocaleCode | null {
  for (const { tag } of parseAcceptLanguage(header)) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return null;
}

/** Where the chosen locale came from. */
type LocaleSource = 'cookie' | 'url' | 'browser' | 'default';

interface LocaleChoice {
  locale: LocaleCode;
  source: LocaleSource;
}

interface LocaleInputs {
  /** The raw `lang` cookie value, if any. Anything that is not a locale code is ignored. */
  cookie?: string | null;
  /** The locale of the URL (en for an unprefixed URL). */
  urlLocale: LocaleCode;
  /** True when the URL carries a locale prefix (`/ko/...`). */
  urlHasPrefix: boolean;
  /** The request's `Accept-Language` header. */
  acceptLanguage?: string | null;
}

/**
 * The request's locale (architecture section 6): the explicit choice (cookie, only a valid
 * code: a tampered value is ignored) > the URL prefix > the browser's language > en. The
 * browser only counts on an unprefixed URL: a prefixed URL is itself a choice (a shared link,
 * a search result in that language), and crawlers, which send no `Accept-Language`, get the
 * English page at the English URL.
 */
export function chooseLocale({
  cookie,
  urlLocale,
  urlHasPrefix,
  acceptLanguage,
}: LocaleInputs): LocaleChoice {
  if (isLocaleCode(cookie)) return { locale: cookie, source: 'cookie' };
  if (urlHasPrefix) return { locale: urlLocale, source: 'url' };
  const browser = browserLocale(acceptLanguage);
  if (browser) return { locale: browser, source: 'browser' };
  return { locale: DEFAULT_LOCALE, source: 'default' };
}
