import type { Context } from 'hono';
import { HEADER } from '@/contract/headers';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';

/**
 * The UI language of one request, from its `lang` header (one of the 13 codes; letter case is
 * forgiven, so `zh-hk` is `zh-Hk`). Null when the header is missing or not a known code: the
 * answer then uses the stored text. Read per request and never kept, so concurrent requests in
 * different languages cannot affect each other.
 */
export function requestLang(c: Context): LocaleCode | null {
  const value = c.req.header(HEADER.lang)?.trim().toLowerCase();
  if (!value) return null;
  return LOCALE_CODES.find((code) => code.toLowerCase() === value) ?? null;
}
