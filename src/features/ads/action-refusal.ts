import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import { adsEndpoints } from '@/contract/ads';
import type { MyAdsT } from '@/features/ads/messages';
import { refusalText, type RefusalWords } from '@/i18n/refusal-text';

/**
 * What My ads does with a refused row action: another tab changed the ad (the list is
 * refreshed and says so), or a message in the dialog (orders still in progress...), chosen by
 * the refusal's name in the contract. Loaded with the API calls, on the first action, so the
 * list's first load carries no contract schemas.
 */
type ActionRefusal = { kind: 'conflict' } | { kind: 'message'; message: string };

export function readActionRefusal(
  error: unknown,
  ad: { openOrders: number },
  t: MyAdsT,
  words?: RefusalWords,
): ActionRefusal {
  if (!isApiError(error))
    return { kind: 'message', message: t('ads.refusal.failed', { reason: String(error) }) };
  const refusal = refusalOf(adsEndpoints.c2cAdAction, error);
  switch (refusal?.name) {
    case 'versionConflict':
      return { kind: 'conflict' };
    case 'hasOpenOrders':
      return {
        kind: 'message',
        message: t('ads.refusal.hasOpenOrders', {
          count: refusal.params.openOrders ?? ad.openOrders,
        }),
      };
    case 'statusConflict':
      return { kind: 'message', message: t('ads.refusal.statusConflict') };
    case 'adNotFound':
      return { kind: 'message', message: t('ads.refusal.notFound') };
    case 'notCertified':
      return { kind: 'message', message: t('ads.refusal.notCertified') };
  }
  const known = refusal && words && refusalText(refusal, words.refusals, words.locale);
  return {
    kind: 'message',
    message: t('ads.refusal.failed', { reason: known || error.msg || String(error.code) }),
  };
}
