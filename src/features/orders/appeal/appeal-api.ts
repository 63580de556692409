import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { api } from '@/client/api';
import { uploadImage } from '@/client/upload-image';
import type { AppealRequest } from '@/contract/orders-appeal';
import { ordersEndpoints } from '@/contract/orders';
import type { UploadedFile } from '@/contract/payments';
import { EVIDENCE_PURPOSE } from '@/features/orders/appeal/evidence';
import type { UploadProgress } from '@/client/xhr-fetch';

/** The appeal page's browser calls. Both handle their errors here (no toast): the form shows them. */

/** Files the appeal: the server's refusal (too early, state changed...) rejects with its message. */
export function submitAppeal(body: AppealRequest) {
  return api.call(ordersAppealEndpoints.c2cOrderAppeal, { body }, { errors: 'self' });
}

/** Uploads one evidence image, reporting progress (`uploadImage`). */
export function uploadEvidence(
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  return uploadImage(file, EVIDENCE_PURPOSE, onProgress, signal);
}
