import { z } from 'zod';

import { amountDecimal, coinCode, fiatCode } from '@/contract/asset-codes';
import { positiveDecimal } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';
import { marketAd, recordId } from '@/contract/entities';
import { cardPaymentMethod, supplierCode, unavailableReason } from '@/contract/card';

/**
 * The best way to buy (issue 17, item 1): for one amount (fiat to spend or coin to receive),
 * the P2P ads the viewer can take and every card provider's quote, ranked together by what the
 * fiat buys (coins per unit of fiat, all fees included; ties: the lower fee), each with the
 * effective price, the fees, the expected time and what it needs. A visitor gets the ads anyone
 * could take (limits and the advertiser's coins); a logged-in user gets the ads they can take
 * (not their own, no block either way, the advertiser's conditions met), the same choice as
 * Express's. Nothing is stored: a card quote here is an estimate; the card page quotes again.
 */

export const BEST_WAY_CODES = {
  /** Neither P2P nor any card provider trades this coin against this fiat. */
  bestWayPairUnknown: 113001,
} as const;

export const BEST_WAY_REFUSALS = {
  bestWayPairUnknown: refusal({
    code: BEST_WAY_CODES.bestWayPairUnknown,
    status: 404,
    summary: 'Neither P2P nor a card provider trades this coin against this fiat',
  }),
};

export const bestWayQuery = z
  .object({
    coin: coinCode,
    fiat: fiatCode,
    /** Fiat to spend (`fiat`, the default) or coin to receive (`crypto`). */
    amount: amountDecimal,
    amountType: z.enum(['fiat', 'crypto']).default('fiat'),
    /** How the card would be charged (the providers quote per method). */
    paymentMethod: cardPaymentMethod.default('visa'),
  })
  .strict();
export type BestWayQuery = z.infer<typeof bestWayQuery>;
export type BestWayAmountType = BestWayQuery['amountType'];

/**
 * What an option needs of the viewer before it can be taken: to sign in, identity verification
 * (P2P), paying the advertiser off the platform by one of the ad's methods (`transfer`), a card.
 */
export const bestWayNeed = z.enum(['sign_in', 'identity', 'transfer', 'card']);
export type BestWayNeed = z.infer<typeof bestWayNeed>;

/** Minutes from the click to the coins: P2P, the advertiser's release after payment (at least a
 * minute) to the payment window plus that; card, the provider's own figure. */
const minutesRange = z.object({
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
});

const optionFigures = z.object({
  /** The unit price quoted (P2P: the ad's; card: the provider's rate before its fee). */
  price: positiveDecimal,
  /** Coins received. */
  quantity: positiveDecimal,
  /** Fiat paid, every fee included. */
  totalCost: positiveDecimal,
  /** Fees in fiat (P2P: none for the buyer). */
  fee: z.string().regex(/^\d+(\.\d+)?$/),
  /** `totalCost / quantity`, rounded up to the fiat's decimals: what a coin really costs. */
  effectivePrice: positiveDecimal,
  minutes: minutesRange,
  needs: z.array(bestWayNeed),
  /** The first option of the ranking. */
  best: z.boolean(),
});

export const bestWayOption = z.discriminatedUnion('kind', [
  optionFigures.extend({ kind: z.literal('p2p'), ad: marketAd }),
  optionFigures.extend({
    kind: z.literal('card'),
    supplier: supplierCode,
    name: z.string(),
    paymentMethod: cardPaymentMethod,
  }),
]);
export type BestWayOption = z.infer<typeof bestWayOption>;
export type BestWayP2pOption = Extract<BestWayOption, { kind: 'p2p' }>;
export type BestWayCardOption = Extract<BestWayOption, { kind: 'card' }>;

/** Why an ad priced better than the ones listed is left out for this viewer. */
export const bestWayExclusion = z.enum([
  'own_ad',
  'blocked',
  'limits',
  'conditions',
  'seller_balance',
]);
export type BestWayExclusion = z.infer<typeof bestWayExclusion>;

/** Why P2P offers nothing to this viewer for this pair. */
export const bestWayP2pClosed = z.enum([
  /** The market does not trade this coin or fiat. */
  'pair_unsupported',
  /** A wallet-connected account: P2P is for exchange accounts. */
  'wallet_user',
  /** P2P trades only the user's home fiat (`homeFiat`). */
  'home_fiat',
]);
export type BestWayP2pClosed = z.infer<typeof bestWayP2pClosed>;

export const bestWay = z.object({
  coin: coinCode,
  fiat: fiatCode,
  amount: positiveDecimal,
  amountType: z.enum(['fiat', 'crypto']),
  paymentMethod: cardPaymentMethod,
  /** Best first: P2P ads (at most three) and card quotes together. */
  options: z.array(bestWayOption),
  /** Null when P2P can serve the viewer. */
  p2pClosed: bestWayP2pClosed.nullable(),
  /** The user's home fiat (null for a visitor or a user without one). */
  homeFiat: fiatCode.nullable(),
  /** Ads priced better than the last P2P option listed that this viewer cannot take, and why. */
  excluded: z.array(
    z.object({
      adId: recordId,
      nickname: z.string(),
      price: positiveDecimal,
      reason: bestWayExclusion,
    }),
  ),
  /** False when no card provider sells this coin for this fiat. */
  cardOffered: z.boolean(),
  /** The providers that give no quote for this ask, with the reason. */
  cardUnavailable: z.array(
    z.object({ supplier: supplierCode, name: z.string(), reason: unavailableReason }),
  ),
});
export type BestWay = z.infer<typeof bestWay>;

export const marketBestWayEndpoints = {
  c2cBestWay: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/best-way',
    auth: 'public',
    errors: 'silent',
    query: bestWayQuery,
    data: bestWay,
    refusals: BEST_WAY_REFUSALS,
    summary:
      'P2P ads the viewer can take and card quotes for one amount, ranked together by what the fiat buys',
  }),
} as const;
