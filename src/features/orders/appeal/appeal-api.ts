import { api, createUploadClient } from '@/client/api';
import type { AppealRequest } from '@/contract/orders';
import { ordersEndpoints } from '@/contract/orders';
import { paymentsEndpoints, type UploadedFile } from '@/contract/payments';
import { EVIDENCE_PURPOSE } from '@/features/orders/appeal/evidence';
import type { UploadProgress } from '@/client/xhr-fetch';

/** The appeal page's browser calls. Both handle their errors here (no toast): the form shows them. */

/** Files the appeal: the server's refusal (too early, state changed...) rejects with its message. */
export function submitAppeal(body: AppealRequest) {
  return api.call(ordersEndpoints.c2cOrderAppeal, { body }, { errors: 'self' });
}

/**
 * Uploads one evidence image, reporting progress. A client of its own for each upload
 * (`createUploadClient`). A 403/413 still ends the session and goes to the login.
 */
export function uploadEvidence(
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  const client = createUploadClient(onProgress);
  return client.call(
    paymentsEndpoints.c2cUploadImg,
    { body: { file, purpose: EVIDENCE_PURPOSE } },
    { errors: 'self', signal },
  );
}
