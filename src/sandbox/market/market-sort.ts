import type { MarketSort } from '@/contract/market';
import { compareDecimal } from '@/lib/decimal';
import { percentRate } from '@/rules/trade-stats';
import type { StatsRecord } from '@/sandbox/user/advertisers';

/**
 * How the market orders its ads (issue 14, item 7). By price (`price_asc`, `price_desc`; without
 * `sort`, the best price for the visitor: lowest when buying, highest when selling), or best
 * first by the advertiser's 30-day completion rate, 30-day orders or positive-feedback rate,
 * where an advertiser with nothing to rate yet (no 30-day orders, no feedback) comes last. Ties
 * go to the visitor's best price, then the oldest ad. Rates are compared as exact decimals.
 */

/** What the order needs of one ad. */
export interface Ranked {
  adId: number;
  price: string;
  stats: StatsRecord;
}

/** Higher rate first; null (nothing to rate yet) after every rate, zero included. */
function rateBestFirst(x: string | null, y: string | null): number {
  if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
  return compareDecimal(y, x);
}

/** The 30-day completion rate, or null before any 30-day order. */
function completionRate(stats: StatsRecord): string | null {
  return stats.orders30d > 0 ? percentRate(stats.completed30d, stats.orders30d) : null;
}

/** The advertiser figure a sort ranks by, best first; 0 for the price sorts. */
function byFigure(sort: MarketSort, x: StatsRecord, y: StatsRecord): number {
  switch (sort) {
    case 'completion_rate':
      return rateBestFirst(completionRate(x), completionRate(y));
    case 'orders':
      return y.orders30d - x.orders30d;
    case 'positive_feedback':
      return rateBestFirst(x.feedback.positiveRate, y.feedback.positiveRate);
    case 'price_asc':
    case 'price_desc':
      return 0;
  }
}

/** A comparator for `Array.prototype.sort` giving the market's order for `sort` and `side`. */
export function marketOrder(
  sort: MarketSort | undefined,
  side: 'buy' | 'sell',
): (x: Ranked, y: Ranked) => number {
  const best = side === 'buy' ? 'price_asc' : 'price_desc';
  const priceSort = sort === 'price_asc' || sort === 'price_desc' ? sort : best;
  const priceSign = priceSort === 'price_asc' ? 1 : -1;
  const figure = sort ?? best;
  return (x, y) =>
    byFigure(figure, x.stats, y.stats) ||
    priceSign * compareDecimal(x.price, y.price) ||
    x.adId - y.adId;
}
