import { api } from '@/client/api';
import { marketSearchesEndpoints, type MarketSearchFields } from '@/contract/market-searches';

/**
 * Saving the market's search (issue 17, item 3), loaded on the first "Alert me" save, so the
 * market's first load does not carry it. Its error mode is `self`: the form says why next to
 * its button (the cap with a link to the user centre, where a search is deleted).
 */
export function saveMarketSearch(body: MarketSearchFields) {
  return api.call(marketSearchesEndpoints.c2cMarketSearchSave, { body });
}
