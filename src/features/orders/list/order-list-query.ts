import type { OrderStatusFilter, TradeSide } from '@/contract/entities';
import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import {
  dateRangeBounds,
  isDateRange,
  validateCustomRange,
  type DateRange,
  type DateZone,
  type RangeProblem,
  type TimeBounds,
} from '@/features/orders/list/date-range';

/**
 * "My orders" in the address bar: the status tab, the filters and the page live in the query
 * string (`/myorder?status=paid&coin=USDT&range=1m&page=2`), so a reload or a shared link shows
 * the same list. The server reads it to render the first page; the island writes it back as the
 * filters change. Pure, and free of zod (types only from the contract), so the island's first
 * load carries no schema library.
 */

/** Orders per page: the server render and the island ask for the same page size. */
const ORDER_LIST_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

/** The status tabs in the order the spec lists them (the contract's `orderStatusFilter`). */
export const ORDER_TABS = [
  'in_progress',
  'all',
  'pending_payment',
  'paid',
  'completed',
  'cancelled',
  'appealing',
] as const satisfies readonly OrderStatusFilter[];

/** The tab shown when the address names none (the API's default too). */
export const DEFAULT_TAB: OrderStatusFilter = 'in_progress';

export const ORDER_TYPES = ['buy', 'sell'] as const satisfies readonly TradeSide[];

/** Query parameter names, shared by the no-script filter form and the island. */
export const QUERY = {
  status: 'status',
  coin: 'coin',
  fiat: 'fiat',
  type: 'type',
  range: 'range',
  from: 'from',
  to: 'to',
  page: 'page',
} as const;

/** What the list shows. `from`/`to` are `YYYY-MM-DD` days, used when `range` is `custom`. */
export interface OrderListFilters {
  status: OrderStatusFilter;
  coin: string | null;
  fiat: string | null;
  type: TradeSide | null;
  range: DateRange;
  from: string;
  to: string;
  page: number;
}

/** The coins and fiats the option box offers; null when it could not be loaded. */
interface FilterChoices {
  coins: readonly string[];
  fiats: readonly string[];
}

export const DEFAULT_FILTERS: OrderListFilters = {
  status: DEFAULT_TAB,
  coin: null,
  fiat: null,
  type: null,
  range: 'all',
  from: '',
  to: '',
  page: 1,
};

const COIN = /^[A-Z0-9]{2,12}$/;
const FIAT = /^[A-Z]{3}$/;

function isTab(value: string | null): value is OrderStatusFilter {
  return (ORDER_TABS as readonly string[]).includes(value ?? '');
}

/** A code the list may filter by: one the option box offers, or (without it) a well-formed one. */
function pickCode(raw: string | null, offered: readonly string[] | null, pattern: RegExp) {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === '') return null;
  if (offered) return offered.includes(code) ? code : null;
  return pattern.test(code) ? code : null;
}

interface ParsedOrderSearch {
  filters: OrderListFilters;
  /** Set when the address asks for a custom range that cannot be applied (shown, not applied). */
  rangeProblem: RangeProblem | null;
}

/**
 * Reads the list's address, keeping only values the list can use: an unknown tab is the default
 * one, an unknown coin, fiat or type is "all", a page outside 1–100000 is 1. A custom range is
 * kept as typed (so the form can show it with its problem) and applied only when it validates.
 */
export function parseOrderSearch(
  search: URLSearchParams,
  choices: FilterChoices | null,
): ParsedOrderSearch {
  const status = search.get(QUERY.status);
  const type = search.get(QUERY.type);
  const range = search.get(QUERY.range);
  const custom = range === 'custom';
  const from = custom ? (search.get(QUERY.from) ?? '').trim().slice(0, 10) : '';
  const to = custom ? (search.get(QUERY.to) ?? '').trim().slice(0, 10) : '';
  const page = Number(search.get(QUERY.page) ?? '1');
  const filters: OrderListFilters = {
    status: isTab(status) ? status : DEFAULT_TAB,
    coin: pickCode(search.get(QUERY.coin), choices?.coins ?? null, COIN),
    fiat: pickCode(search.get(QUERY.fiat), choices?.fiats ?? null, FIAT),
    type: type === 'buy' || type === 'sell' ? type : null,
    range: isDateRange(range) ? range : 'all',
    from,
    to,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
  return { filters, rangeProblem: custom ? validateCustomRange(from, to) : null };
}

/** The query string of a filter state; defaults are left out, so `/myorder` is the plain list. */
export function orderSearch(filters: OrderListFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_TAB) params.set(QUERY.status, filters.status);
  if (filters.coin) params.set(QUERY.coin, filters.coin);
  if (filters.fiat) params.set(QUERY.fiat, filters.fiat);
  if (filters.type) params.set(QUERY.type, filters.type);
  if (filters.range !== 'all') params.set(QUERY.range, filters.range);
  if (filters.range === 'custom') {
    if (filters.from) params.set(QUERY.from, filters.from);
    if (filters.to) params.set(QUERY.to, filters.to);
  }
  if (filters.page > 1) params.set(QUERY.page, String(filters.page));
  return params.toString();
}

/** The localized address of a filter state. */
export function orderListHref(locale: LocaleCode, filters: OrderListFilters): string {
  const search = orderSearch(filters);
  return `${localePath(locale, routes.myOrder())}${search ? `?${search}` : ''}`;
}

/** Filters back to their defaults; the status tab stays where it is (Reset clears filters only). */
export function resetFilters(filters: OrderListFilters): OrderListFilters {
  return { ...DEFAULT_FILTERS, status: filters.status };
}

/** True when a filter other than the tab and the page differs from the default. */
export function hasActiveFilters(filters: OrderListFilters): boolean {
  return (
    filters.coin !== null ||
    filters.fiat !== null ||
    filters.type !== null ||
    filters.range !== 'all'
  );
}

/** The order-list call's query (what `c2cOrderList` takes) for a filter state. */
export interface OrderListApiQuery extends TimeBounds {
  status: OrderStatusFilter;
  coin?: string;
  fiat?: string;
  type?: TradeSide;
  page: number;
  pageSize: number;
}

export function orderListApiQuery(
  filters: OrderListFilters,
  now: number,
  zone: DateZone,
): OrderListApiQuery {
  return {
    status: filters.status,
    ...(filters.coin ? { coin: filters.coin } : {}),
    ...(filters.fiat ? { fiat: filters.fiat } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...dateRangeBounds(filters.range, filters.from, filters.to, now, zone),
    page: filters.page,
    pageSize: ORDER_LIST_PAGE_SIZE,
  };
}

/**
 * Whether the island must ask again once it runs in the browser: a custom range is counted in
 * the browser's zone (`zone`), which the server knows only from the `tz` cookie (UTC on a first
 * visit). Presets move with "now" only, by the few seconds between render and hydration: not
 * worth another call.
 */
export function needsLocalRefetch(
  filters: OrderListFilters,
  rendered: TimeBounds,
  localNow: number,
  zone: DateZone,
): boolean {
  if (filters.range !== 'custom') return false;
  const local = dateRangeBounds('custom', filters.from, filters.to, localNow, zone);
  return local.startTime !== rendered.startTime || local.endTime !== rendered.endTime;
}
