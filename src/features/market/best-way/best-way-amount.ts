import { amountDecimal } from '@/contract/asset-codes';
import { fitsScale } from '@/rules/money';

/**
 * The best-way form's amount rule (issue 17, item 1), apart from the address module so the
 * market's link to the page carries no schema code.
 */

export type AmountProblem =
  { kind: 'required' } | { kind: 'format' } | { kind: 'scale'; scale: number; asset: string };

/**
 * What is wrong with a typed amount, by the contract's amount rule and the scale of what it
 * counts (the fiat's decimals to spend, the coin's to receive), or null: the page and the
 * exchange refuse the same amounts.
 */
export function amountProblem(amount: string, scale: number, asset: string): AmountProblem | null {
  const typed = amount.trim();
  if (typed === '') return { kind: 'required' };
  if (!amountDecimal.safeParse(typed).success) return { kind: 'format' };
  if (!fitsScale(typed, scale)) return { kind: 'scale', scale, asset };
  return null;
}
