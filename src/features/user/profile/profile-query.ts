import { routes, type Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';

/**
 * The profile's address: `/addetail/{userId}` is the page (the one canonical URL); the query
 * string only chooses a view of it: `days=7` for the chart, `side`, `coin`, `fiat` and `page` for
 * the ads. Every choice is a plain link, so the whole page works without JavaScript. Pure, and
 * free of the contract (zod), like everything the page's browser code may reach.
 */

/** The chart periods the activity call offers. */
export const ACTIVITY_DAYS = [7, 30] as const;
export type ActivityDays = (typeof ACTIVITY_DAYS)[number];
const DEFAULT_DAYS: ActivityDays = 30;
const MAX_PAGE = 100_000;

/** Query parameter names. */
const PROFILE_QUERY = {
  days: 'days',
  side: 'side',
  coin: 'coin',
  fiat: 'fiat',
  page: 'page',
} as const;

/**
 * The user id of `/addetail/{id}`: digits only, no leading zero, within the ids the API
 * knows; anything else is no profile (one address per profile, so no `/addetail/007`).
 */
export function parseProfileId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The view the query string asks for; the ads part is checked against the markets later. */
interface ProfileView {
  days: ActivityDays;
  side: Side | null;
  coin: string | null;
  fiat: string | null;
  page: number;
}

/** Reads the view, dropping what is malformed (an unknown period is the default one). */
export function parseProfileView(search: URLSearchParams): ProfileView {
  const days = Number(search.get(PROFILE_QUERY.days));
  const side = search.get(PROFILE_QUERY.side);
  const coin = search.get(PROFILE_QUERY.coin)?.toUpperCase() ?? '';
  const fiat = search.get(PROFILE_QUERY.fiat)?.toUpperCase() ?? '';
  const page = Number(search.get(PROFILE_QUERY.page) ?? '1');
  return {
    days: ACTIVITY_DAYS.find((d) => d === days) ?? DEFAULT_DAYS,
    side: side === 'buy' || side === 'sell' ? side : null,
    coin: /^[A-Z0-9]{2,12}$/.test(coin) ? coin : null,
    fiat: /^[A-Z]{3}$/.test(fiat) ? fiat : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * A view's link: the default period and page 1 are left out; the ads market is named only when
 * the view names one (the bare address shows the advertiser's first market).
 */
export function profileHref(
  locale: LocaleCode,
  userId: number,
  view: Partial<ProfileView> = {},
): string {
  const params = new URLSearchParams();
  if (view.days !== undefined && view.days !== DEFAULT_DAYS) {
    params.set(PROFILE_QUERY.days, String(view.days));
  }
  if (view.side) params.set(PROFILE_QUERY.side, view.side);
  if (view.coin) params.set(PROFILE_QUERY.coin, view.coin);
  if (view.fiat) params.set(PROFILE_QUERY.fiat, view.fiat);
  if (view.page !== undefined && view.page > 1) params.set(PROFILE_QUERY.page, String(view.page));
  const search = params.toString();
  return `${localePath(locale, routes.adDetail(String(userId)))}${search ? `?${search}` : ''}`;
}
