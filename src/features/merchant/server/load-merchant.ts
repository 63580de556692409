import type { ApiClient } from '@/client/http';
import {
  merchantEndpoints,
  type MerchantDetail,
  type MerchantRequirement,
} from '@/contract/merchant';

/**
 * Server only: the merchant state of the viewer, through the request's own API client, every
 * call silent (the page explains a failure itself). The form's definitions are loaded only when
 * `wantsForm(detail)` says the page shows the form. Any failure is "unavailable": the page
 * offers a retry.
 */
type MerchantLoad =
  | { kind: 'unavailable' }
  | { kind: 'ok'; detail: MerchantDetail; requirement: MerchantRequirement | null };

const silent = { errors: 'silent' } as const;

export async function loadMerchant(
  api: ApiClient,
  wantsForm: (detail: MerchantDetail) => boolean = () => false,
): Promise<MerchantLoad> {
  try {
    const detail = await api.call(merchantEndpoints.c2cMerchantDetail, {}, silent);
    const requirement = wantsForm(detail)
      ? await api.call(merchantEndpoints.c2cMerchantRequirement, {}, silent)
      : null;
    return { kind: 'ok', detail, requirement };
  } catch {
    return { kind: 'unavailable' };
  }
}
