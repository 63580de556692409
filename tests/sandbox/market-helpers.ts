import type { MarketAd } from '@/contract/entities';
import type { Harness } from './harness';

/** A page of the market as the API answers it. */
export interface MarketPage {
  items: MarketAd[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /c2c/v3/public/merchant/all/ad` with the given query parameters. */
export function market(h: Harness, params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, String(v)]),
  ).toString();
  return h.get<MarketPage>(`/c2c/v3/public/merchant/all/ad?${query}`);
}

/** Every ad of a market query, all pages (page size 100). */
export async function marketAll(
  h: Harness,
  params: Record<string, string | number>,
): Promise<MarketAd[]> {
  const items: MarketAd[] = [];
  for (let page = 1; ; page++) {
    const res = await market(h, { ...params, page, pageSize: 100 });
    if (res.status !== 200) throw new Error(`Market query failed: ${res.body.msg}`);
    items.push(...res.body.data.items);
    if (items.length >= res.body.data.total || res.body.data.items.length === 0) return items;
  }
}

/** Rows of a SQL query on the harness's database, as plain objects. */
export function rows(h: Harness, sql: string, ...params: (string | number | null)[]) {
  return h.sandbox.db.prepare(sql).all(...params) as Record<string, string | number | null>[];
}

/** Runs a write on the harness's database. */
export function exec(h: Harness, sql: string, ...params: (string | number | null)[]) {
  h.sandbox.db.prepare(sql).run(...params);
}
