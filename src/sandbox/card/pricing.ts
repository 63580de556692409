import {
  addDecimal,
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  roundDecimal,
  subtractDecimal,
} from '@/lib/decimal';
import { isPositive } from '@/rules/money';

/**
 * The arithmetic of a card quote, pure and exact (decimal strings only). A provider's price is
 * the coin's USD reference price in the fiat plus the provider's spread; its fee is a rate of
 * the charged subtotal plus a fixed part, rounded up (never less than due); the user receives
 * whole units of the coin's scale, rounded down (never more than paid for).
 */

/** Decimals of a quoted price: enough that rounding it never moves a quantity noticeably. */
const PRICE_SCALE = 8;

/** One provider's terms for one fiat. Rates are fractions (`0.0399` is 3.99 %). */
export interface SupplierTerms {
  spread: string;
  feeRate: string;
  fixedFee: string;
  minAmount: string;
  maxAmount: string;
}

export interface QuoteAsk {
  /** What the user typed: fiat to spend, or coin to receive. */
  amount: string;
  amountType: 'fiat' | 'crypto';
  fiatScale: number;
  coinScale: number;
  /** Coin price in USD and fiat units per USD. */
  usdPrice: string;
  usdRate: string;
}

export interface PricedQuote {
  price: string;
  quantity: string;
  fee: string;
  totalCost: string;
}

type Priced =
  ({ ok: true } & PricedQuote) | { ok: false; reason: 'amount_below_min' | 'amount_above_max' };

/** The provider's price of one coin in the fiat, rounded up to `PRICE_SCALE`. */
export function cardPrice(usdPrice: string, usdRate: string, spread: string): string {
  const reference = multiplyDecimal(usdPrice, usdRate);
  return roundDecimal(multiplyDecimal(reference, addDecimal('1', spread)), PRICE_SCALE, 'up');
}

/** The provider's fee on a subtotal: rate × subtotal + fixed, rounded up to the fiat's scale. */
export function cardFee(subtotal: string, terms: SupplierTerms, fiatScale: number): string {
  const exact = addDecimal(multiplyDecimal(subtotal, terms.feeRate), terms.fixedFee);
  return roundDecimal(exact, fiatScale, 'up');
}

function outsideLimits(totalCost: string, terms: SupplierTerms): Priced | null {
  if (compareDecimal(totalCost, terms.minAmount) < 0)
    return { ok: false, reason: 'amount_below_min' };
  if (compareDecimal(totalCost, terms.maxAmount) > 0)
    return { ok: false, reason: 'amount_above_max' };
  return null;
}

/**
 * Prices an ask with one provider's terms. Spending fiat: the amount is the total cost, the fee
 * comes out of it and the rest buys coins; an amount that buys nothing is below the minimum.
 * Receiving coins: the quantity is exact and the fee is added on top of its cost. Either way the
 * limits apply to the total charged to the card.
 */
export function priceQuote(ask: QuoteAsk, terms: SupplierTerms): Priced {
  const price = cardPrice(ask.usdPrice, ask.usdRate, terms.spread);
  if (ask.amountType === 'fiat') {
    const totalCost = roundDecimal(ask.amount, ask.fiatScale);
    const refused = outsideLimits(totalCost, terms);
    if (refused) return refused;
    const fee = cardFee(totalCost, terms, ask.fiatScale);
    const net = subtractDecimal(totalCost, fee);
    const quantity = isPositive(net) ? divideDecimal(net, price, ask.coinScale) : '0';
    if (!isPositive(quantity)) return { ok: false, reason: 'amount_below_min' };
    return { ok: true, price, quantity, fee, totalCost };
  }
  const quantity = roundDecimal(ask.amount, ask.coinScale);
  const subtotal = roundDecimal(multiplyDecimal(quantity, price), ask.fiatScale, 'up');
  const fee = cardFee(subtotal, terms, ask.fiatScale);
  const totalCost = addDecimal(subtotal, fee);
  return outsideLimits(totalCost, terms) ?? { ok: true, price, quantity, fee, totalCost };
}
