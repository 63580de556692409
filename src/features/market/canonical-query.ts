import { defaultFiat, methodsForFiat, QUERY } from '@/features/market/market-query';
import type { MarketOptions } from '@/features/market/market-types';

/** Pages beyond this are not content anyone links to (the market reads up to 100000). */
const MAX_CANONICAL_PAGE = 100_000;

/**
 * The query of a market page's canonical URL. A market page is distinct content per fiat,
 * payment method and page (page 2 lists other ads than page 1, EUR other ads than USD), so those
 * stay, validated, in one stable order (`fiat`, `payment`, `page`); the rest is view state over
 * the same ads (the amount a visitor typed, the sort, the online-only switch, an invitation code)
 * and is left out, so every such variant points at one URL. What a visitor without a session
 * sees by default is left out too: the visitors' default fiat and page 1 make the plain
 * `/buy_USDT`. Read from the address only, never from the session (a logged-in user's home fiat
 * is not what the URL says). Pure.
 */
export function marketCanonicalQuery(search: URLSearchParams, options: MarketOptions): string {
  const visitorFiat = defaultFiat(options, null);
  const asked = search.get(QUERY.fiat)?.toUpperCase() ?? '';
  const fiat = options.fiats.some((f) => f.fiat === asked) ? asked : visitorFiat;
  const payment = search.get(QUERY.payment) ?? '';
  const page = Number(search.get(QUERY.page) ?? '1');
  const out = new URLSearchParams();
  if (fiat !== visitorFiat) out.set(QUERY.fiat, fiat);
  if (methodsForFiat(options, fiat).some((m) => m.code === payment))
    out.set(QUERY.payment, payment);
  if (Number.isInteger(page) && page > 1 && page <= MAX_CANONICAL_PAGE) {
    out.set(QUERY.page, String(page));
  }
  return out.toString();
}
