import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/es';
import 'dayjs/locale/fa';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/pt';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import 'dayjs/locale/vi';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import 'dayjs/locale/zh-tw';
import type { LocaleCode } from '@/i18n/locales';

/**
 * Date display (spec section 9: `YYYY-MM-DD HH:mm:ss`) with dayjs and its locale data for every
 * UI language. Separate from `@/i18n/format` because dayjs and 12 locale files weigh more than
 * a page without islands may ship; import this only where dates are shown.
 *
 * The locale files only register their data (dayjs' `isLocal` flag); the global locale is never
 * switched. Every call picks its locale on its own instance, because the server renders
 * requests in different languages concurrently and a process-wide language would leak between
 * them.
 *
 * Time zone: the browser shows the viewer's local time; the server, which cannot know it, shows
 * UTC. A server-rendered date therefore reads in UTC until an island re-renders it in the
 * browser (islands that format dates should do so after mounting to avoid a hydration mismatch).
 */

dayjs.extend(utc);

/** The spec's one date format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** dayjs' name for the locale data of each UI language (zh-TC is Traditional Chinese). */
export const DAYJS_LOCALES: Readonly<Record<LocaleCode, string>> = {
  en: 'en',
  'zh-CN': 'zh-cn',
  'zh-TC': 'zh-tw',
  'zh-Hk': 'zh-hk',
  ko: 'ko',
  ja: 'ja',
  ru: 'ru',
  fa: 'fa',
  uk: 'uk',
  es: 'es',
  vi: 'vi',
  fr: 'fr',
  pt: 'pt',
};

/** Options of `formatDate`. */
interface DateOptions {
  /** Default: `local` in the browser, `utc` on the server (see the module comment). */
  timeZone?: 'local' | 'utc';
}

/**
 * `1700000000000` → `2023-11-14 22:13:20` (UTC) in the given UI language. Throws a RangeError
 * for an invalid time, so a bad value is caught instead of rendering "Invalid Date".
 */
export function formatDate(
  time: number | Date,
  locale: LocaleCode,
  { timeZone = typeof document === 'undefined' ? 'utc' : 'local' }: DateOptions = {},
): string {
  const value = timeZone === 'utc' ? dayjs.utc(time) : dayjs(time);
  if (!value.isValid()) throw new RangeError(`Not a valid time: ${String(time)}`);
  return value.locale(DAYJS_LOCALES[locale] ?? 'en').format(DATE_TIME_FORMAT);
}
