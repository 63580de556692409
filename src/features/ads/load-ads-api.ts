import { chunk } from '@/lib/load-chunk';

/**
 * The ad pages' API code (`ads-api.ts`), loaded on first use through the chunk loader: one
 * import shared by the form, its live figures and My ads; a failure is forgotten, so the next
 * call imports again.
 */
export const loadAdsApi = chunk('ads-api', () => import('@/features/ads/ads-api'));
