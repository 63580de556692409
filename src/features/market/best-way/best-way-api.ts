import { api } from '@/client/api';
import { marketBestWayEndpoints, type BestWayQuery } from '@/contract/market-best-way';

/**
 * The best-way page's one call, for a logged-in user's live updates and comparisons made
 * without a reload (a visitor's page is the server's). Failures are shown by the island.
 */
export function fetchBestWay(query: BestWayQuery, signal?: AbortSignal) {
  return api.call(marketBestWayEndpoints.c2cBestWay, { query }, { errors: 'silent', signal });
}
