import { formatDateTime } from '@/i18n/format-time';
import { formatZoneOffset } from '@/i18n/zone-offset';
import type { LocaleCode } from '@/i18n/locales';

/**
 * Date display (spec section 9: `YYYY-MM-DD HH:mm:ss`), the same Latin digits in every UI
 * language (the format has no month or day names, so no locale data is needed: dayjs and its 12
 * locale files are no longer loaded for it).
 *
 * Time zone: always explicit (issue 13, item 5). Pages render in the viewer's zone, which the
 * page bootstrap remembers in the `tz` cookie and the middleware puts on `Astro.locals.timeZone`
 * (UTC on a first visit, labelled); islands get the same zone as a prop and show it while
 * hydrating, then the browser's (`displayTimeZone` in `@/i18n/time-zone`), so the hydrated text
 * is the server's. Where a time matters (deadlines, the user centre), `zoneName` adds the zone.
 */

/** The spec's one date format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Options of `formatDate`. */
interface DateOptions {
  /** IANA zone the time is shown in (`Asia/Tehran`, `UTC`). */
  timeZone: string;
  /** Adds the zone's offset at that time: `2024-01-02 06:34:05 UTC+3:30`. */
  zoneName?: boolean;
}

/**
 * `1700000000000` in `Asia/Tehran` → `2023-11-15 01:43:20`. Throws a RangeError for an invalid
 * time or zone, so a bad value is caught instead of rendering "Invalid Date". `locale` is kept
 * for call sites' sake and for a future format with words; the digits are the same in every
 * language today.
 */
export function formatDate(
  time: number | Date,
  _locale: LocaleCode,
  { timeZone, zoneName = false }: DateOptions,
): string {
  const text = formatDateTime(time, timeZone);
  return zoneName ? `${text} ${formatZoneOffset(time, timeZone)}` : text;
}
