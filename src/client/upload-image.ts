import { createUploadClient } from '@/client/api';
import type { UploadProgress } from '@/client/xhr-fetch';
import { paymentsEndpoints, type ImagePurpose, type UploadedFile } from '@/contract/payments';

/**
 * Uploads one image for `purpose` (appeal evidence, a payment QR code...), reporting progress.
 * A client of its own for each upload (`createUploadClient`), so a 403/413 still ends the
 * session and goes to the login; every other refusal rejects for the field to show (no toast).
 */
export function uploadImage(
  file: File,
  purpose: ImagePurpose,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  return createUploadClient(onProgress).call(
    paymentsEndpoints.c2cUploadImg,
    { body: { file, purpose } },
    { errors: 'self', signal },
  );
}
