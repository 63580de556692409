import type { ListLook, ListTexts } from '@/components/ListStates';
import { listTexts } from '@/components/ListStates';
import type { MarketT } from '@/features/market/messages';

/**
 * The look and words of a list of ads: the market's own list, and the advertiser's ads on the
 * profile page, which shows the market's table under the profile's navigation.
 */
export const MARKET_LIST_LOOK: ListLook = {
  status: 'market-status',
  statusTestId: 'market-status',
  statusLive: 'status',
  stale: 'market-stale',
  error: 'market-error',
  errorTestId: 'market-error',
  errorBody: 'mt-1 text-[var(--fg-muted)]',
  retry: 'market-retry',
  results: 'market-results',
};

export function marketListTexts(t: MarketT): ListTexts {
  return listTexts(t, 'market', { loading: 'market.status.loading', count: 'market.status.count' });
}
