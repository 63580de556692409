import { compareDecimal, multiplyDecimal } from '@/lib/decimal';

/**
 * How card quotes are ranked (issue 6), one rule for the sandbox, which flags the `best` offer,
 * and the card page, which lists the offers in this order, so the badge always sits on the
 * first row whatever order the list arrived in.
 */

/** What a quote is ranked by (decimal strings from the contract). */
interface RankedQuote {
  /** Coins the user receives. */
  quantity: string;
  /** Fiat charged to the card, the provider's fee included. */
  totalCost: string;
  /** The provider's fee, in fiat. */
  fee: string;
}

/**
 * Negative when `a` is the better offer: more coins per unit of fiat charged
 * (`qa / ta > qb / tb`, compared exactly as `qa × tb > qb × ta`), then the lower fee; 0 when
 * both are as good (a stable sort keeps their order).
 */
export function compareQuotes(a: RankedQuote, b: RankedQuote): number {
  const rate = compareDecimal(
    multiplyDecimal(b.quantity, a.totalCost),
    multiplyDecimal(a.quantity, b.totalCost),
  );
  return rate !== 0 ? rate : compareDecimal(a.fee, b.fee);
}
