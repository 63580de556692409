import { isApiError } from '@/client/api-error';
import { AD_CODES } from '@/contract/ads-refusals';
import type { MyAdsT } from '@/features/ads/messages';

/**
 * What My ads does with a refused row action: another tab changed the ad (the list is
 * refreshed and says so), or a message in the dialog (orders still in progress...). Loaded with
 * the API calls, on the first action, so the list's first load carries no contract schemas.
 */
export type ActionRefusal = { kind: 'conflict' } | { kind: 'message'; message: string };

function dataNumber(data: unknown, name: string): number | null {
  if (typeof data !== 'object' || data === null || !(name in data)) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : null;
}

export function readActionRefusal(
  error: unknown,
  ad: { openOrders: number },
  t: MyAdsT,
): ActionRefusal {
  if (!isApiError(error))
    return { kind: 'message', message: t('ads.refusal.failed', { reason: String(error) }) };
  switch (error.code) {
    case AD_CODES.versionConflict:
      return { kind: 'conflict' };
    case AD_CODES.hasOpenOrders:
      return {
        kind: 'message',
        message: t('ads.refusal.hasOpenOrders', {
          count: dataNumber(error.data, 'openOrders') ?? ad.openOrders,
        }),
      };
    case AD_CODES.statusConflict:
      return { kind: 'message', message: t('ads.refusal.statusConflict') };
    case AD_CODES.adNotFound:
      return { kind: 'message', message: t('ads.refusal.notFound') };
    case AD_CODES.notCertified:
      return { kind: 'message', message: t('ads.refusal.notCertified') };
  }
  return {
    kind: 'message',
    message: t('ads.refusal.failed', { reason: error.msg || String(error.code) }),
  };
}
