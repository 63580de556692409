import { z } from 'zod';

import { positiveDecimal } from '@/contract/common';

/**
 * Asset identifiers shared by the P2P, wallet and spot contracts. They live apart from
 * `common.ts` (generic wire primitives) because they describe the exchange's own vocabulary,
 * and apart from any one service because a coin code means the same thing in all of them.
 */

/** A coin symbol as the exchange spells it: upper case letters and digits (`USDT`, `BTC`, `1INCH`). */
export const coinCode = z
  .string()
  .regex(/^[A-Z0-9]{2,12}$/, 'Must be a coin symbol such as "USDT"');

/** A fiat currency as an ISO 4217 code in upper case (`USD`, `EUR`, `VND`). */
export const fiatCode = z.string().regex(/^[A-Z]{3}$/, 'Must be a currency code such as "USD"');

/**
 * A trading pair, base and quote joined by a dash (`BTC-USDT`). Futures accounts with isolated
 * margin keep a separate balance per pair, so transfers into them name one.
 */
export const pairSymbol = z
  .string()
  .regex(/^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$/, 'Must be a pair such as "BTC-USDT"');

/**
 * An amount a person asks to move or trade: a non-negative decimal string that is not zero.
 * Zero passes `positiveDecimal` (a balance may be zero) but is never a meaningful request.
 */
export const amountDecimal = positiveDecimal.refine(
  (value) => /[1-9]/.test(value),
  'Must be greater than 0',
);

/** A percentage as a decimal string (`"98.50"`), so ratios never pick up float noise either. */
export const percentDecimal = positiveDecimal;

/** A coin and how much of it, e.g. a merchant security deposit. */
export const coinAmount = z.object({ coin: coinCode, amount: positiveDecimal });
export type CoinAmount = z.infer<typeof coinAmount>;
