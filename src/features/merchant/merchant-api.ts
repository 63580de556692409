import { api, createUploadClient } from '@/client/api';
import { merchantEndpoints, type MerchantApplyRequest } from '@/contract/merchant';
import type { TwoFactor } from '@/contract/entities';
import { paymentsEndpoints, type UploadedFile } from '@/contract/payments';
import { imagePurposeFor, uploadTypeOf, type FileKind } from '@/features/merchant/merchant-files';
import type { UploadProgress } from '@/client/xhr-fetch';

/**
 * The merchant pages' browser calls, loaded on demand (`import()`): the API client brings the
 * contract's schemas, which the first paint does not need. The actions handle their errors
 * themselves (`self`, no toast): the page shows them where the user is looking. Refreshing the
 * state is silent: the page keeps what it shows and says it could not refresh.
 */

export function fetchDetail(signal?: AbortSignal) {
  return api.call(merchantEndpoints.c2cMerchantDetail, {}, { errors: 'silent', signal });
}

export function applyMerchant(body: MerchantApplyRequest) {
  return api.call(merchantEndpoints.c2cMerchantApply, { body });
}

export function lockDeposit() {
  return api.call(merchantEndpoints.c2cMerchantLockDeposit, { body: { agreeAgreement: true } });
}

export function releaseDeposit(verification: TwoFactor) {
  return api.call(merchantEndpoints.c2cMerchantApplyRefund, { body: { verification } });
}

/**
 * Uploads one file of the application, reporting progress. A client of its own for each upload
 * (`createUploadClient`). A 403/413 envelope still ends the session. The file is
 * sent with the type its extension names (browsers leave some video types empty).
 */
export function uploadMerchantFile(
  file: File,
  kind: FileKind,
  fieldKey: string,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  const client = createUploadClient(onProgress);
  const type = uploadTypeOf(file.name);
  const sent = file.type === type ? file : new File([file], file.name, { type });
  const overrides = { errors: 'self', signal } as const;
  return kind === 'video'
    ? client.call(paymentsEndpoints.c2cUploadVideo, { body: { file: sent } }, overrides)
    : client.call(
        paymentsEndpoints.c2cUploadImg,
        { body: { file: sent, purpose: imagePurposeFor(fieldKey) } },
        overrides,
      );
}
