import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import { adsEndpoints, type AdText } from '@/contract/ads';
import { adFieldErrorText } from '@/features/ads/ad-problems';
import { fieldOfPath, type AdFormField } from '@/features/ads/ad-form';
import type { AdFormT } from '@/features/ads/messages';
import { refusalText, type RefusalWords } from '@/i18n/refusal-text';

/**
 * What the form does with a refused save (the calls handle their errors themselves): every
 * refusal keeps what the user typed. Another tab saved first: the conflict notice with
 * "Reload latest" (never a silent overwrite). The price needs the risk confirmation: the
 * dialog. Balance too low: 'Insufficient Balance' with "Transfer funds". Field problems go to
 * their fields, in the viewer's language; anything else is one message above the buttons.
 * The refusal is read by its name in the contract, never by the wording of the server's text.
 */
type SaveRefusal =
  | { kind: 'conflict' }
  | { kind: 'risk' }
  | { kind: 'balance'; message: string }
  | { kind: 'fields'; fields: { field: AdFormField; message: string }[]; message: string | null }
  | { kind: 'message'; message: string };

/** Editing declares every refusal posting does, and those of an existing ad. */
const SAVE = adsEndpoints.c2cAdUpdate;

export function readSaveRefusal(
  error: unknown,
  t: AdFormT,
  text: AdText,
  words?: RefusalWords,
): SaveRefusal {
  const refusal = refusalOf(SAVE, error);
  if (!refusal) {
    const reason = isApiError(error) ? error.msg || String(error.code) : String(error);
    return { kind: 'message', message: t('ads.refusal.failed', { reason }) };
  }
  switch (refusal.name) {
    case 'versionConflict':
      return { kind: 'conflict' };
    case 'riskConfirmationRequired':
      return { kind: 'risk' };
    case 'insufficientBalance':
      return { kind: 'balance', message: t('ads.refusal.insufficientBalance') };
    case 'notCertified':
      return { kind: 'message', message: t('ads.refusal.notCertified') };
    case 'identityRequired':
      return { kind: 'message', message: t('ads.refusal.identityRequired') };
    case 'adNotFound':
      return { kind: 'message', message: t('ads.refusal.notFound') };
    case 'statusConflict':
      return { kind: 'message', message: t('ads.refusal.statusConflict') };
    case 'paymentMethodUnavailable':
      return {
        kind: 'fields',
        fields: [{ field: 'userPaymentIds', message: t('ads.refusal.paymentUnavailable') }],
        message: null,
      };
    case 'fiatNotHomeCountry':
      return {
        kind: 'fields',
        fields: [
          {
            field: 'fiat',
            message: t('ads.refusal.fiatNotHome', { fiat: refusal.params.homeFiat ?? '' }),
          },
        ],
        message: null,
      };
  }
  const reported = refusal.fieldErrors;
  const fields = reported.flatMap((problem) => {
    const field = fieldOfPath(problem.path.split('.'));
    return field === 'root' ? [] : [{ field, message: adFieldErrorText(problem, text) }];
  });
  // A refusal the form does not name (login, an injected failure...): in the page's language; the
  // server's text only when no message is known for its code.
  const reason =
    (words && refusalText(refusal, words.refusals, words.locale)) ||
    refusal.msg ||
    String(refusal.code);
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
