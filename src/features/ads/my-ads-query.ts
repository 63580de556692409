import type { MyAdsQuery } from '@/contract/ads';
import type { AdStatus, TradeSide } from '@/contract/entities';
import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { MY_ADS_NOTICE_PARAM } from '@/features/ads/my-ads-notice';

/**
 * My ads in the address bar: the filters and the page live in the query string
 * (`/myads?status=delisted&coin=USDT&page=2`), so a reload or a shared link shows the same list.
 * The server reads it for the first render (the filter form is a plain GET form), the island
 * writes it back as the filters change. Pure, and free of zod (types only from the contract).
 */

/** Ads per page: the server render and the island ask for the same page size. */
export const MY_ADS_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

/** The status filter: `all` is every status but deleted (the contract's default). */
export const MY_ADS_STATUSES = [
  'all',
  'listed',
  'delisted',
  'restricted',
  'deleted',
] as const satisfies readonly (AdStatus | 'all')[];
export type MyAdsStatus = (typeof MY_ADS_STATUSES)[number];

/** Query parameter names, shared by the no-script filter form and the island. */
export const MY_ADS_QUERY = {
  status: 'status',
  type: 'type',
  coin: 'coin',
  fiat: 'fiat',
  page: 'page',
  notice: MY_ADS_NOTICE_PARAM,
} as const;

export interface MyAdsFilters {
  status: MyAdsStatus;
  type: TradeSide | null;
  coin: string | null;
  fiat: string | null;
  page: number;
}

export const DEFAULT_MY_ADS_FILTERS: MyAdsFilters = {
  status: 'all',
  type: null,
  coin: null,
  fiat: null,
  page: 1,
};

const COIN = /^[A-Z0-9]{2,12}$/;
const FIAT = /^[A-Z]{3}$/;

/** The coins and fiats the option box offers; null when it could not be loaded. */
interface MyAdsChoices {
  coins: readonly string[];
  fiats: readonly string[];
}

function pickCode(raw: string | null, offered: readonly string[] | null, pattern: RegExp) {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === '') return null;
  if (offered) return offered.includes(code) ? code : null;
  return pattern.test(code) ? code : null;
}

function isStatus(value: string | null): value is MyAdsStatus {
  return (MY_ADS_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * Reads the address, keeping only what the list can use: an unknown status is `all`, an unknown
 * coin, fiat or type is "any", a page outside 1–100000 is 1.
 */
export function parseMyAdsSearch(
  search: URLSearchParams,
  choices: MyAdsChoices | null,
): MyAdsFilters {
  const status = search.get(MY_ADS_QUERY.status);
  const type = search.get(MY_ADS_QUERY.type);
  const page = Number(search.get(MY_ADS_QUERY.page) ?? '1');
  return {
    status: isStatus(status) ? status : 'all',
    type: type === 'buy' || type === 'sell' ? type : null,
    coin: pickCode(search.get(MY_ADS_QUERY.coin), choices?.coins ?? null, COIN),
    fiat: pickCode(search.get(MY_ADS_QUERY.fiat), choices?.fiats ?? null, FIAT),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a filter state; defaults are left out, so `/myads` is the plain list. */
export function myAdsSearch(filters: MyAdsFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set(MY_ADS_QUERY.status, filters.status);
  if (filters.type) params.set(MY_ADS_QUERY.type, filters.type);
  if (filters.coin) params.set(MY_ADS_QUERY.coin, filters.coin);
  if (filters.fiat) params.set(MY_ADS_QUERY.fiat, filters.fiat);
  if (filters.page > 1) params.set(MY_ADS_QUERY.page, String(filters.page));
  return params.toString();
}

/** The localized address of a filter state. */
export function myAdsHref(locale: LocaleCode, filters: MyAdsFilters): string {
  const search = myAdsSearch(filters);
  return `${localePath(locale, routes.myAds())}${search ? `?${search}` : ''}`;
}

/** The list call's query for a filter state. */
export function myAdsApiQuery(filters: MyAdsFilters): MyAdsQuery {
  return {
    status: filters.status,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.coin ? { coin: filters.coin } : {}),
    ...(filters.fiat ? { fiat: filters.fiat } : {}),
    page: filters.page,
    pageSize: MY_ADS_PAGE_SIZE,
  };
}
