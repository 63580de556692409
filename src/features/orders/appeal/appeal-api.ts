import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { api } from '@/client/api';
import { track } from '@/client/analytics';
import { uploadImage } from '@/client/upload-image';
import type { AppealAnswerRequest, AppealRequest, AppealStance } from '@/contract/orders-appeal';
import type { UploadedFile } from '@/contract/payments';
import { EVIDENCE_PURPOSE } from '@/features/orders/appeal/evidence';
import type { UploadProgress } from '@/client/xhr-fetch';

/** The appeal page's browser calls. Each leaves its errors to the page (no toast): it words them. */

/**
 * Files the appeal: the server's refusal (too early, state changed...) rejects with its message.
 * A new appeal is counted (analytics, only with consent) by side, asset and fiat, never the order.
 */
export async function submitAppeal(body: AppealRequest) {
  const result = await api.call(ordersAppealEndpoints.c2cOrderAppeal, { body }, { errors: 'self' });
  if (result.changed) {
    const { type: side, coin: asset, fiat } = result.order;
    track('appeal_raised', { side, asset, fiat });
  }
  return result;
}

/** The respondent's answer: a statement and evidence (refusals are the form's to word). */
export function answerAppeal(body: AppealAnswerRequest) {
  return api.call(ordersAppealEndpoints.c2cOrderAppealAnswer, { body }, { errors: 'self' });
}

/** "We have agreed" or "We could not agree". */
export function setAppealStance(orderNo: string, stance: AppealStance) {
  return api.call(
    ordersAppealEndpoints.c2cOrderAppealStance,
    { body: { orderNo, stance } },
    { errors: 'self' },
  );
}

/** The raiser withdraws the open appeal (after agreeing); the trade continues. */
export function withdrawAppeal(orderNo: string) {
  return api.call(
    ordersAppealEndpoints.c2cOrderAppealWithdraw,
    { body: { orderNo } },
    { errors: 'self' },
  );
}

/** The order's appeals again (a live event, a poll); a failure stays silent (the page keeps its own). */
export function fetchAppealDetail(orderNo: string) {
  return api.call(
    ordersAppealEndpoints.c2cOrderAppealDetail,
    { query: { orderNo } },
    { errors: 'silent' },
  );
}

/** Uploads one evidence image, reporting progress (`uploadImage`). */
export function uploadEvidence(
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  return uploadImage(file, EVIDENCE_PURPOSE, onProgress, signal);
}
