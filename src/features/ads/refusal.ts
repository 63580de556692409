import { isApiError } from '@/client/api-error';
import type { AdText } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import { localizeAdProblem } from '@/features/ads/ad-problems';
import { fieldOfPath, type AdFormField } from '@/features/ads/ad-form';
import type { AdFormT } from '@/features/ads/messages';

/**
 * What the form does with a refused save (the calls handle their errors themselves): every
 * refusal keeps what the user typed. Another tab saved first: the conflict notice with
 * "Reload latest" (never a silent overwrite). The price needs the risk confirmation: the
 * dialog. Balance too low: 'Insufficient Balance' with "Transfer funds". Field problems go to
 * their fields, in the viewer's language; anything else is one message above the buttons.
 */
export type SaveRefusal =
  | { kind: 'conflict' }
  | { kind: 'risk' }
  | { kind: 'balance'; message: string }
  | { kind: 'fields'; fields: { field: AdFormField; message: string }[]; message: string | null }
  | { kind: 'message'; message: string };

/** `data.errors` of a refused call: `[{ path: 'ad.quantity', message }]`. */
function fieldErrors(data: unknown): { path: string; message: string }[] {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return [];
  const { errors } = data as { errors: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, message } = entry as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

function dataString(data: unknown, name: string): string | null {
  if (typeof data !== 'object' || data === null || !(name in data)) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function readSaveRefusal(error: unknown, t: AdFormT, text: AdText): SaveRefusal {
  if (!isApiError(error))
    return { kind: 'message', message: t('ads.refusal.failed', { reason: String(error) }) };
  const { code, data, msg } = error;
  switch (code) {
    case AD_CODES.versionConflict:
      return { kind: 'conflict' };
    case AD_CODES.riskConfirmationRequired:
      return { kind: 'risk' };
    case AD_CODES.insufficientBalance:
      return { kind: 'balance', message: t('ads.refusal.insufficientBalance') };
    case AD_CODES.notCertified:
      return { kind: 'message', message: t('ads.refusal.notCertified') };
    case AD_CODES.identityRequired:
      return { kind: 'message', message: t('ads.refusal.identityRequired') };
    case AD_CODES.adNotFound:
      return { kind: 'message', message: t('ads.refusal.notFound') };
    case AD_CODES.statusConflict:
      return { kind: 'message', message: t('ads.refusal.statusConflict') };
    case AD_CODES.paymentMethodUnavailable:
      return {
        kind: 'fields',
        fields: [{ field: 'userPaymentIds', message: t('ads.refusal.paymentUnavailable') }],
        message: null,
      };
    case AD_CODES.fiatNotHomeCountry:
      return {
        kind: 'fields',
        fields: [
          {
            field: 'fiat',
            message: t('ads.refusal.fiatNotHome', { fiat: dataString(data, 'homeFiat') ?? '' }),
          },
        ],
        message: null,
      };
  }
  const reported = fieldErrors(data);
  const fields = reported.flatMap(({ path, message }) => {
    const field = fieldOfPath(path.split('.'));
    return field === 'root' ? [] : [{ field, message: localizeAdProblem(message, text) }];
  });
  const reason = msg || String(code);
  if (fields.length > 0) {
    const unplaced = fields.length < reported.length;
    return {
      kind: 'fields',
      fields,
      message: unplaced ? t('ads.refusal.failed', { reason }) : t('ads.form.invalid'),
    };
  }
  return { kind: 'message', message: t('ads.refusal.failed', { reason }) };
}
