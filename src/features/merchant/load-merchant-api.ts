import { chunk } from '@/lib/load-chunk';

/**
 * The merchant pages' API code (`merchant-api.ts`), loaded on first use through the chunk
 * loader: one import shared by the form, the uploads and the live detail; a failure is
 * forgotten, so the next action imports again.
 */
export const loadMerchantApi = chunk(
  'merchant-api',
  () => import('@/features/merchant/merchant-api'),
);
