import { englishAdText } from '@/contract/ads';
import {
  AD_PROBLEM_CODES,
  AD_REFUSALS as R,
  type AdProblem,
  type AdProblemParams,
} from '@/contract/ads-refusals';
import { invalidFields, refuse, type FieldError } from '@/sandbox/errors';

/**
 * The refusals of ad management, each built from its contract entry (`AD_REFUSALS`: code, HTTP
 * status, typed parameters) so the UI reacts to the code. Business rules answer HTTP 400; an ad
 * that is not the user's answers 404; a state or version that does not allow the change answers
 * 409 (never envelope 403, which would log the user out).
 */

/** Field problems (worded like a schema refusal, every one in `data.errors`) under a refusal. */
export function fieldRefusal(
  def: typeof R.paymentMethodUnavailable | typeof R.riskConfirmationRequired,
  errors: readonly [FieldError, ...FieldError[]],
) {
  return invalidFields(errors, def);
}

/**
 * A field error of an ad rule only the sandbox can check (it needs the saved ad): its code, its
 * English text, and the rule's name and values, so the form words it by name like the others.
 */
export function ruleError(
  path: string,
  problem: AdProblem,
  values: Record<string, string> = {},
): FieldError {
  const params: AdProblemParams = values;
  return {
    path,
    code: AD_PROBLEM_CODES[problem],
    message: englishAdText(problem, params),
    rule: problem,
    params: values,
  };
}

export const adErrors = {
  identityRequired: () =>
    refuse(R.identityRequired, 'Before you post ads, please complete the identity verification'),
  notCertified: () =>
    refuse(R.notCertified, 'You cannot post ads yet, apply to become an advertiser first'),
  fiatNotHomeCountry: (homeFiat: string | null) =>
    refuse(
      R.fiatNotHomeCountry,
      homeFiat
        ? `Please post ads in ${homeFiat}, the fiat currency of your identity country.`
        : 'P2P trading is not available for the fiat currency of your identity country yet.',
      { homeFiat },
    ),
  insufficientBalance: (available: string, coin: string) =>
    refuse(R.insufficientBalance, 'Insufficient Balance', { available, coin }),
  adNotFound: () => refuse(R.adNotFound, 'The ad was not found.'),
  statusConflict: (message: string) => refuse(R.statusConflict, message),
  versionConflict: (version: number) =>
    refuse(
      R.versionConflict,
      'This ad was changed elsewhere (another tab or device). Reload it to see the latest version before saving.',
      { version },
    ),
  hasOpenOrders: (openOrders: number) =>
    refuse(
      R.hasOpenOrders,
      `This ad has ${openOrders} order${openOrders === 1 ? '' : 's'} in progress; delete it once they are finished (delisting it stops new orders now).`,
      { openOrders },
    ),
};
