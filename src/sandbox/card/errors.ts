import { THIRD_PARTY_CODES } from '@/contract/card';
import { ApiError, badRequest } from '@/sandbox/errors';

/**
 * Refusals of the card market. The order call handles its own errors (contract `errors: 'self'`),
 * so every business refusal carries a `THIRD_PARTY_CODES` code the page can act on (ask for a
 * new quote, pick another provider); HTTP 400, or 404 for an order that is not the user's.
 */

const refuse = (code: number, message: string, data: Record<string, unknown> | null = null) =>
  new ApiError(400, code, message, data);

export const cardErrors = {
  quoteExpired: () =>
    refuse(THIRD_PARTY_CODES.quoteExpired, 'The quote has expired, please get a new one.'),
  quoteMismatch: () =>
    refuse(
      THIRD_PARTY_CODES.quoteMismatch,
      'The order does not match the quote, please get a new quote.',
    ),
  supplierUnavailable: (name: string) =>
    refuse(
      THIRD_PARTY_CODES.supplierUnavailable,
      `${name} cannot take this order right now, please try another provider.`,
    ),
  amountOutOfLimits: (minAmount: string, maxAmount: string, fiat: string) =>
    refuse(
      THIRD_PARTY_CODES.amountOutOfLimits,
      `The amount must be between ${minAmount} and ${maxAmount} ${fiat}.`,
      { minAmount, maxAmount },
    ),
  orderNotFound: () =>
    new ApiError(404, THIRD_PARTY_CODES.orderNotFound, 'The card order was not found.'),
  unknownFiat: (fiat: string) =>
    badRequest(`Card purchases cannot be paid in ${fiat}.`, [
      { path: 'fiat', message: 'Not offered for card purchases' },
    ]),
  unknownCoin: (coin: string) =>
    badRequest(`${coin} is not sold by card at the moment.`, [
      { path: 'coin', message: 'Not sold by card' },
    ]),
  tooManyDecimals: (scale: number, asset: string) =>
    badRequest(`Too many decimal places: ${asset} amounts have at most ${scale}.`, [
      { path: 'amount', message: `At most ${scale} decimal places` },
    ]),
};
