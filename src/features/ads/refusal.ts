import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import { adsEndpoints, type AdText } from '@/contract/ads';
import { adFieldErrorText } from '@/features/ads/ad-problems';
import { fieldOfPath, type AdFormField } from '@/features/ads/ad-form';
import type { AdFormMessageKey, AdFormT } from '@/features/ads/messages';
import { refusalText, type RefusalWords } from '@/i18n/refusal-text';

/**
 * What the form does with a refused save (the calls handle their errors themselves): every
 * refusal keeps what the user typed. Another tab saved first: the conflict notice with
 * "Reload latest" (never a silent overwrite). The price needs the risk confirmation: the
 * dialog. Balance too low: 'Insufficient Balance' with "Transfer funds". Field problems go to
 * their fields, in the viewer's language, and the message above the buttons names those fields
 * (never "the highlighted fields" with none in sight); anything else is one message there.
 * The refusal is read by its name in the contract, never by the wording of the server's text.
 */
type SaveRefusal =
  | { kind: 'conflict' }
  | { kind: 'risk' }
  | { kind: 'balance'; message: string }
  | { kind: 'fields'; fields: { field: AdFormField; message: string }[]; message: string | null }
  | { kind: 'message'; message: string };

/** How the form-level message names each field (its label; the side has a name of its own). */
const FIELD_NAMES: Record<AdFormField, AdFormMessageKey> = {
  type: 'ads.form.side',
  coin: 'ads.form.coin',
  fiat: 'ads.form.fiat',
  priceType: 'ads.form.priceType.legend',
  fixedPrice: 'ads.form.fixedPrice',
  floatingRatio: 'ads.form.floatingRatio',
  quantity: 'ads.form.quantity',
  minLimit: 'ads.form.minLimit',
  maxLimit: 'ads.form.maxLimit',
  userPaymentIds: 'ads.form.payment.legend',
  paymentTimeLimitMinutes: 'ads.form.timeLimit',
  remarks: 'ads.form.remarks',
  autoReply: 'ads.form.autoReply',
  registeredDaysOn: 'ads.form.conditions.registered',
  registeredDays: 'ads.form.conditions.registeredDays',
  tradesOn: 'ads.form.conditions.trades',
  trades: 'ads.form.conditions.tradesCount',
  launch: 'ads.form.launch.legend',
  riskConfirmed: 'ads.risk.title',
};

/** "Not saved. Please correct: Total quantity and Cryptocurrency." in the page's language. */
function namedFieldsMessage(
  fields: readonly { field: AdFormField }[],
  t: AdFormT,
  locale: string,
): string {
  const names = [...new Set(fields.map(({ field }) => t(FIELD_NAMES[field])))];
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return t('ads.form.invalidNamed', { fields: list });
}

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
      message: unplaced
        ? t('ads.refusal.failed', { reason })
        : namedFieldsMessage(fields, t, words?.locale ?? 'en'),
    };
  }
  return { kind: 'message', message: t('ads.refusal.failed', { reason }) };
}
