import { api } from '@/client/api';
import { marketSearchesEndpoints } from '@/contract/market-searches';

/**
 * The user centre's saved searches calls (issue 17, item 3). The section says itself what
 * failed (with Try again), so the client shows no toast of its own.
 */
export function loadSavedSearches() {
  return api.call(marketSearchesEndpoints.c2cMarketSearchList, {}, { errors: 'silent' });
}

export function setSavedSearchActive(id: number, active: boolean) {
  return api.call(
    marketSearchesEndpoints.c2cMarketSearchStatus,
    { body: { id, active } },
    { errors: 'silent' },
  );
}

export function deleteSavedSearch(id: number) {
  return api.call(
    marketSearchesEndpoints.c2cMarketSearchDelete,
    { body: { id } },
    { errors: 'silent' },
  );
}
