import { z } from 'zod';

import { coinCode, fiatCode } from '@/contract/asset-codes';
import { positiveDecimal } from '@/contract/common';
import { pickRefusals, refusal, type FieldCode, type RuleParams } from '@/contract/define';
import { USER_REFUSALS } from '@/contract/user-refusals';

/** Every problem the ad rules can find, by key. */
export type AdProblem =
  | 'number'
  | 'priceRequired'
  | 'priceZero'
  | 'paymentRequired'
  | 'paymentTooMany'
  | 'timeLimitRequired'
  | 'maxAboveMin'
  | 'minBelowFloor'
  | 'maxAboveCap'
  | 'quantityAboveCap'
  | 'quantityZero'
  | 'scale'
  | 'remarksTooLong'
  | 'autoReplyTooLong'
  | 'riskConfirm'
  | 'maxAboveQuantity'
  | 'ratioRange'
  /** An edit that changes the side, coin or fiat (the sandbox's rule: post a new ad instead). */
  | 'kindFixed'
  /** An edit's quantity below what orders already took (`min` of `coin`; the sandbox's rule). */
  | 'quantityBelowUsed';

/** Values a problem's text may name (`{max}`, `{fiat}`...). */
export type AdProblemParams = Partial<Record<'min' | 'max' | 'fiat' | 'coin' | 'percent', string>>;

/** Business codes of refused ad calls, so the UI reacts to a code rather than parsing `msg`. */
export const AD_CODES = {
  /** Only certified advertisers may post ('apply to become an advertiser first'). */
  notCertified: 103001,
  /** Identity verification is required before posting. */
  identityRequired: 103002,
  /** The price deviates from the market by more than the configured percent and was not confirmed. */
  riskConfirmationRequired: 103003,
  /** Another tab (or device) saved the ad since it was loaded; `data.version` is the current one. */
  versionConflict: 103004,
  /** No such ad, or not the user's own (the two are not told apart). */
  adNotFound: 103005,
  /** The action does not apply to the ad's status (relist a deleted ad, edit a restricted one...). */
  statusConflict: 103006,
  /** A sell ad's total quantity is above the advertiser's P2P balance ('Insufficient Balance'). */
  insufficientBalance: 103007,
  /** A payment method of the ad is not one of the user's saved ones, or does not serve the fiat. */
  paymentMethodUnavailable: 103008,
  /** The ad cannot be deleted while it has orders in progress; `data.openOrders`. */
  hasOpenOrders: 103009,
  /** Users trade only in the fiat of their identity country; `data.homeFiat`. */
  fiatNotHomeCountry: 103010,
} as const;

/**
 * The ad refusals with their parameters; each call picks the ones it can answer. Posting needs
 * the right to trade P2P, which is the order area's refusal (one code for one rule).
 */
export const AD_REFUSALS = {
  walletUser: USER_REFUSALS.walletUser,
  notCertified: refusal({
    code: AD_CODES.notCertified,
    summary: 'Only certified advertisers may post',
  }),
  identityRequired: refusal({
    code: AD_CODES.identityRequired,
    summary: 'Identity verification is required before posting',
  }),
  riskConfirmationRequired: refusal({
    code: AD_CODES.riskConfirmationRequired,
    summary:
      'The price is far from the market and was not confirmed (field error on riskConfirmed)',
  }),
  versionConflict: refusal({
    code: AD_CODES.versionConflict,
    status: 409,
    params: z.object({ version: z.number().int().positive() }),
    summary: 'The ad changed since it was loaded (`version` is the current one)',
  }),
  adNotFound: refusal({
    code: AD_CODES.adNotFound,
    status: 404,
    summary: 'No such ad, or not the user’s own',
  }),
  statusConflict: refusal({
    code: AD_CODES.statusConflict,
    status: 409,
    summary: 'The action does not apply to the ad’s status',
  }),
  insufficientBalance: refusal({
    code: AD_CODES.insufficientBalance,
    params: z.object({ available: positiveDecimal, coin: coinCode }),
    summary: 'A sell ad’s quantity is above the P2P balance',
  }),
  paymentMethodUnavailable: refusal({
    code: AD_CODES.paymentMethodUnavailable,
    summary: 'A chosen payment method is not usable for the ad (field errors per method)',
  }),
  hasOpenOrders: refusal({
    code: AD_CODES.hasOpenOrders,
    status: 409,
    params: z.object({ openOrders: z.number().int().positive() }),
    summary: 'The ad has orders in progress and cannot be deleted yet',
  }),
  fiatNotHomeCountry: refusal({
    code: AD_CODES.fiatNotHomeCountry,
    params: z.object({ homeFiat: fiatCode.nullable() }),
    summary: 'Ads are posted only in the fiat of the identity country (`homeFiat`, if any)',
  }),
};

/** What posting or editing an ad can meet. */
export const AD_POST_REFUSALS = pickRefusals(
  AD_REFUSALS,
  'walletUser',
  'notCertified',
  'identityRequired',
  'fiatNotHomeCountry',
  'insufficientBalance',
  'riskConfirmationRequired',
  'paymentMethodUnavailable',
);

/**
 * The field code of each ad problem: a refused field carries it, with the problem's name as its
 * `rule` and the problem's values, so the form words it in the viewer's language by name.
 */
export const AD_PROBLEM_CODES = {
  number: 'format',
  priceRequired: 'required',
  priceZero: 'too_small',
  paymentRequired: 'required',
  paymentTooMany: 'too_big',
  timeLimitRequired: 'required',
  maxAboveMin: 'too_small',
  minBelowFloor: 'too_small',
  maxAboveCap: 'too_big',
  quantityAboveCap: 'too_big',
  quantityZero: 'too_small',
  scale: 'scale',
  remarksTooLong: 'too_big',
  autoReplyTooLong: 'too_big',
  riskConfirm: 'required',
  maxAboveQuantity: 'too_big',
  ratioRange: 'invalid',
  kindFixed: 'not_allowed',
  quantityBelowUsed: 'too_small',
} as const satisfies Record<AdProblem, FieldCode>;

/** Whether a field error's `rule` names an ad problem. */
export function isAdProblem(rule: string | undefined): rule is AdProblem {
  return rule !== undefined && Object.hasOwn(AD_PROBLEM_CODES, rule);
}

/** The zod issue params of an ad problem (read back by the sandbox into the field error). */
export function adRule(problem: AdProblem, values: AdProblemParams = {}): RuleParams {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) filled[name] = value;
  return { code: AD_PROBLEM_CODES[problem], rule: problem, values: filled };
}
