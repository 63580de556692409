import { divideDecimal } from '@/lib/decimal';
import { compareQuotes } from '@/rules/card';

/**
 * The best way to buy (issue 17, item 1): P2P ads and card quotes ranked on one scale, by the
 * card page's own rule (`compareQuotes`: more coins per unit of fiat paid, fees included, then
 * the lower fee), so a P2P price per coin and a card quote with fees compare as what the money
 * buys. Pure: the sandbox ranks, the page shows the figures.
 */

/** What an option is ranked by (decimal strings from the contract). */
interface Ranked {
  quantity: string;
  totalCost: string;
  fee: string;
}

/** The options best first; equal ones keep their order (P2P before card when listed first). */
export function rankOptions<T extends Ranked>(options: readonly T[]): T[] {
  return [...options].sort(compareQuotes);
}

/** What one coin really costs: the fiat paid, fees included, per coin, rounded up to the fiat. */
export function effectivePrice(totalCost: string, quantity: string, fiatScale: number): string {
  return divideDecimal(totalCost, quantity, fiatScale, 'up');
}

/** P2P's expected minutes: the advertiser's release (at least one), up to the window plus it. */
export function p2pMinutes(
  paymentWindowMinutes: number,
  avgReleaseSeconds: number | null,
): { min: number; max: number } {
  const release = Math.max(1, Math.ceil((avgReleaseSeconds ?? 0) / 60));
  return { min: release, max: paymentWindowMinutes + release };
}
