import { type LocaleCode, localeByCode } from '@/i18n/locales';

/** The same page in a locale: English unprefixed, others under their lowercase slug. */
export function localePath(locale: LocaleCode, path: string) {
  const { slug } = localeByCode(locale);
  if (!slug) return path;
  return path === '/' ? `/${slug}/` : `/${slug}${path}`;
}
