import { atom, readonlyType } from 'nanostores';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@/i18n/locales';

/**
 * The page's UI language in the browser (the API language header reads it). The server renders
 * the page in the request's locale and sets `<html lang>`; the browser derives the store from
 * that, so the server never writes this store per request.
 */

/** Maps `<html lang>` (a BCP 47 tag such as `zh-Hant`) back to the locale code. */
export function localeFromDocument(doc: Document | undefined = globalThis.document): LocaleCode {
  const tag = doc?.documentElement.getAttribute('lang');
  return LOCALES.find((l) => l.tag === tag)?.code ?? DEFAULT_LOCALE;
}

const $value = atom<LocaleCode>(localeFromDocument());
/** The current locale code. */
export const $locale = readonlyType($value);

/**
 * Sets the locale. Changing language for real navigates to the page in the new locale (the
 * server sets the cookie); this only keeps the store in step, e.g. in tests.
 */
export function setLocale(code: LocaleCode): void {
  $value.set(code);
}
