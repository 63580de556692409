import { CARD_REFUSALS as R } from '@/contract/card';
import { badRequest, refuse } from '@/sandbox/errors';

/**
 * Refusals of the card market. The order call handles its own errors (contract `errors: 'self'`),
 * so every business refusal is a `CARD_REFUSALS` entry the page can act on (ask for a new quote,
 * pick another provider); HTTP 400, or 404 for an order that is not the user's.
 */
export const cardErrors = {
  quoteExpired: () => refuse(R.quoteExpired, 'The quote has expired, please get a new one.'),
  quoteMismatch: () =>
    refuse(R.quoteMismatch, 'The order does not match the quote, please get a new quote.'),
  supplierUnavailable: (name: string) =>
    refuse(
      R.supplierUnavailable,
      `${name} cannot take this order right now, please try another provider.`,
    ),
  amountOutOfLimits: (minAmount: string, maxAmount: string, fiat: string) =>
    refuse(
      R.amountOutOfLimits,
      `The amount must be between ${minAmount} and ${maxAmount} ${fiat}.`,
      {
        minAmount,
        maxAmount,
      },
    ),
  orderNotFound: () => refuse(R.orderNotFound, 'The card order was not found.'),
  unknownFiat: (fiat: string) =>
    badRequest(`Card purchases cannot be paid in ${fiat}.`, [
      { path: 'fiat', code: 'not_allowed', message: 'Not offered for card purchases' },
    ]),
  unknownCoin: (coin: string) =>
    badRequest(`${coin} is not sold by card at the moment.`, [
      { path: 'coin', code: 'not_allowed', message: 'Not sold by card' },
    ]),
  tooManyDecimals: (scale: number, asset: string) =>
    badRequest(`Too many decimal places: ${asset} amounts have at most ${scale}.`, [
      { path: 'amount', code: 'scale', message: `At most ${scale} decimal places` },
    ]),
};
