/**
 * The 13 UI languages. `code` is what the API's language header and the dictionaries use,
 * `slug` is the URL prefix (English has none), `tag` is the BCP 47 tag for `<html lang>` and
 * hreflang (with a region only where the texts are written for one: pt-BR), `dir` the writing
 * direction.
 */
export const LOCALES = [
  { code: 'en', slug: '', tag: 'en', dir: 'ltr', name: 'English' },
  { code: 'zh-CN', slug: 'zh-cn', tag: 'zh-CN', dir: 'ltr', name: '简体中文' },
  { code: 'zh-TC', slug: 'zh-tc', tag: 'zh-Hant', dir: 'ltr', name: '繁體中文' },
  { code: 'zh-Hk', slug: 'zh-hk', tag: 'zh-HK', dir: 'ltr', name: '繁體中文（香港）' },
  { code: 'ko', slug: 'ko', tag: 'ko', dir: 'ltr', name: '한국어' },
  { code: 'ja', slug: 'ja', tag: 'ja', dir: 'ltr', name: '日本語' },
  { code: 'ru', slug: 'ru', tag: 'ru', dir: 'ltr', name: 'Русский' },
  { code: 'fa', slug: 'fa', tag: 'fa', dir: 'rtl', name: 'فارسی' },
  { code: 'uk', slug: 'uk', tag: 'uk', dir: 'ltr', name: 'Українська' },
  { code: 'es', slug: 'es', tag: 'es', dir: 'ltr', name: 'Español' },
  { code: 'vi', slug: 'vi', tag: 'vi', dir: 'ltr', name: 'Tiếng Việt' },
  { code: 'fr', slug: 'fr', tag: 'fr', dir: 'ltr', name: 'Français' },
  // Brazilian Portuguese (issue 13): tagged pt-BR for <html lang> and hreflang, the URL stays /pt.
  { code: 'pt', slug: 'pt', tag: 'pt-BR', dir: 'ltr', name: 'Português' },
] as const;

type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_CODES = LOCALES.map((l) => l.code) as readonly LocaleCode[];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeByCode(code: LocaleCode): Locale {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

export function localeBySlug(slug: string): Locale | undefined {
  const lower = slug.toLowerCase();
  return LOCALES.find((l) => l.slug !== '' && l.slug === lower);
}
