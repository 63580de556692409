import { AD_CODES } from '@/contract/ads';
import { ApiError, invalidFields, type FieldError } from '@/sandbox/errors';

/**
 * The refusals of ad management, each with its `AD_CODES` code so the UI reacts to the code.
 * Business rules answer HTTP 400; an ad that is not the user's answers 404; a state or version
 * that does not allow the change answers 409 (never envelope 403, which would log the user out).
 */

const refuse = (code: number, message: string, data: Record<string, unknown> | null = null) =>
  new ApiError(400, code, message, data);

/** Field problems (worded like a schema refusal, every one in `data.errors`) under a business code. */
export function fieldRefusal(code: number, errors: readonly [FieldError, ...FieldError[]]) {
  const base = invalidFields(errors);
  return new ApiError(400, code, base.message, base.data);
}

export const adErrors = {
  identityRequired: () =>
    refuse(
      AD_CODES.identityRequired,
      'Before you post ads, please complete the identity verification',
    ),
  notCertified: () =>
    refuse(AD_CODES.notCertified, 'You cannot post ads yet, apply to become an advertiser first'),
  fiatNotHomeCountry: (homeFiat: string | null) =>
    refuse(
      AD_CODES.fiatNotHomeCountry,
      homeFiat
        ? `Please post ads in ${homeFiat}, the fiat currency of your identity country.`
        : 'P2P trading is not available for the fiat currency of your identity country yet.',
      { homeFiat },
    ),
  insufficientBalance: (available: string, coin: string) =>
    refuse(AD_CODES.insufficientBalance, 'Insufficient Balance', { available, coin }),
  adNotFound: () => new ApiError(404, AD_CODES.adNotFound, 'The ad was not found.'),
  statusConflict: (message: string) => new ApiError(409, AD_CODES.statusConflict, message),
  versionConflict: (version: number) =>
    new ApiError(
      409,
      AD_CODES.versionConflict,
      'This ad was changed elsewhere (another tab or device). Reload it to see the latest version before saving.',
      { version },
    ),
  hasOpenOrders: (openOrders: number) =>
    new ApiError(
      409,
      AD_CODES.hasOpenOrders,
      `This ad has ${openOrders} order${openOrders === 1 ? '' : 's'} in progress; delete it once they are finished (delisting it stops new orders now).`,
      { openOrders },
    ),
};
