import { z } from 'zod';

import { amountDecimal, coinCode, fiatCode } from '@/contract/asset-codes';
import { empty, positiveDecimal, timestamp } from '@/contract/common';
import { endpoint, pickRefusals, refusal } from '@/contract/define';
import { paymentMethodCode, paymentMethodSummary, recordId, tradeSide } from '@/contract/entities';
import { ORDER_REFUSALS } from '@/contract/orders-refusals';

/**
 * Saved searches and alerts (issue 17, item 3). A user saves a market search (side, coin, fiat,
 * optionally a payment method, an amount and a price limit) and the exchange tells them when an
 * ad they could take starts matching it: a new ad, an ad edited or back online, or a floating
 * ad whose price moved past the limit with the market. Each alert is an internal message
 * (`market.alert`, the bell; a system notification and a push per the user's choice for that
 * kind) that links to the market search; one ad alerts one search once, ever. The ads matching
 * when the search is saved are the ones the user is looking at: they do not alert. A user keeps
 * at most `market.savedSearchesMax` searches (the list answers the cap); a search may be paused.
 */

export const MARKET_SEARCH_CODES = {
  /** The user has `max` saved searches already; delete one first. */
  savedSearchesFull: 112001,
  /** The same search (every field alike) is saved already. */
  savedSearchDuplicate: 112002,
} as const;

export const MARKET_SEARCH_REFUSALS = {
  savedSearchesFull: refusal({
    code: MARKET_SEARCH_CODES.savedSearchesFull,
    params: z.object({ max: z.number().int().positive() }),
    summary: 'The user has `max` saved searches already',
  }),
  savedSearchDuplicate: refusal({
    code: MARKET_SEARCH_CODES.savedSearchDuplicate,
    summary: 'The same search is saved already',
  }),
};

/**
 * A search as the market's filters name it. `amount` is the fiat amount the user wants to trade
 * (an ad matches when its limits take it); `priceLimit` the worst unit price the user accepts:
 * at most it when buying, at least it when selling.
 */
export const marketSearchFields = z
  .object({
    side: tradeSide,
    coin: coinCode,
    fiat: fiatCode,
    paymentMethod: paymentMethodCode.optional(),
    amount: amountDecimal.optional(),
    priceLimit: amountDecimal.optional(),
  })
  .strict();
export type MarketSearchFields = z.infer<typeof marketSearchFields>;

/** One saved search. */
export const savedSearch = z.object({
  id: recordId,
  side: tradeSide,
  coin: coinCode,
  fiat: fiatCode,
  /** The method as the market names it (the list shows its name), or null for any. */
  paymentMethod: paymentMethodSummary.nullable(),
  amount: positiveDecimal.nullable(),
  priceLimit: positiveDecimal.nullable(),
  /** False while paused: a paused search alerts nothing (and catches up on nothing). */
  active: z.boolean(),
  createdAt: timestamp,
  /** When it last alerted, or null. */
  alertedAt: timestamp.nullable(),
  /** How many ads it has alerted about. */
  alerts: z.number().int().nonnegative(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchList = z.object({
  items: z.array(savedSearch),
  /** The most searches a user may keep (`market.savedSearchesMax`). */
  max: z.number().int().positive(),
});
export type SavedSearchList = z.infer<typeof savedSearchList>;

const searchId = z.object({ id: recordId }).strict();

export const marketSearchesEndpoints = {
  c2cMarketSearchList: endpoint({
    method: 'GET',
    path: '/c2c/v3/market/search/list',
    auth: 'user',
    data: savedSearchList,
    summary: 'The user’s saved market searches, newest first, and how many they may keep',
  }),
  c2cMarketSearchSave: endpoint({
    method: 'POST',
    path: '/c2c/v3/market/search/save',
    auth: 'user',
    errors: 'self',
    body: marketSearchFields,
    data: savedSearch,
    // A search that could never alert is refused with placing's own reasons.
    refusals: {
      ...pickRefusals(ORDER_REFUSALS, 'walletUser', 'identityRequired', 'fiatNotHomeCountry'),
      ...pickRefusals(MARKET_SEARCH_REFUSALS, 'savedSearchesFull', 'savedSearchDuplicate'),
    },
    summary: 'Save a market search: alerts for ads the user could take that start matching it',
  }),
  c2cMarketSearchStatus: endpoint({
    method: 'POST',
    path: '/c2c/v3/market/search/status',
    auth: 'user',
    body: z.object({ id: recordId, active: z.boolean() }).strict(),
    data: savedSearch,
    summary: 'Pause or resume a saved search (idempotent)',
  }),
  c2cMarketSearchDelete: endpoint({
    method: 'POST',
    path: '/c2c/v3/market/search/delete',
    auth: 'user',
    body: searchId,
    data: empty,
    summary: 'Delete a saved search (its alerts stay among the messages)',
  }),
} as const;

/**
 * What an alert message (`market.alert`) carries besides its text, so a reader links to the
 * market search: the search's filters and the ad that matched.
 */
export const marketAlertLink = z.object({
  searchId: recordId,
  adId: recordId,
  side: tradeSide,
  coin: coinCode,
  fiat: fiatCode,
  paymentMethod: paymentMethodCode.optional(),
  amount: positiveDecimal.optional(),
});
export type MarketAlertLink = z.infer<typeof marketAlertLink>;
