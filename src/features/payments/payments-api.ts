import { api } from '@/client/api';
import { uploadImage } from '@/client/upload-image';
import { marketEndpoints } from '@/contract/market';
import {
  paymentsEndpoints as payment,
  type SavePaymentRequest,
  type UploadedFile,
} from '@/contract/payments';
import { PAYMENT_IMAGE_PURPOSE } from '@/features/payments/payment-image';
import type { UploadProgress } from '@/client/xhr-fetch';

/**
 * The payment methods page's browser calls. Each handles its errors itself (no toast): the form
 * or dialog that made the call shows the refusal where it happened, with what was typed kept.
 */
const self = { errors: 'self' } as const;

/** Adds (no `id`) or edits a saved method; the second factor is in the body. */
export function savePayment(body: SavePaymentRequest) {
  return api.call(payment.c2cPaymentSave, { body }, self);
}

export function unbindPayment(id: number) {
  return api.call(payment.c2cPaymentUnbind, { params: { id } }, self);
}

/** The forms of the methods the user may add for `fiat`, and their categories (the picker). */
export async function fetchMethodForms(fiat: string | null) {
  const query = fiat ? { fiat } : {};
  const [forms, groups] = await Promise.all([
    api.call(payment.c2cPaymentRequirement, { query }, self),
    fiat
      ? api
          .call(marketEndpoints.c2cClassifyPaymentSingle, { query: { fiat } }, self)
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  return { forms, groups };
}

/** Uploads one payment-method image, reporting progress (`uploadImage`). */
export function uploadPaymentImage(
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  return uploadImage(file, PAYMENT_IMAGE_PURPOSE, onProgress, signal);
}
