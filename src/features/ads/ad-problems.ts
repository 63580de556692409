import type { AdText } from '@/contract/ads';
import { isAdProblem, type AdProblem } from '@/contract/ads-refusals';
import type { FieldError } from '@/contract/define';
import type { AdFormMessageKey } from '@/features/ads/messages';

/**
 * The ad rules' problems in the viewer's language. The contract's `adRequestSchema` words each
 * problem through an `AdText`; the form hands it `adProblemText(t)`, so the same rules speak
 * every UI language. The sandbox's field errors name the rule that refused (`rule` and its
 * values), so they too read in the viewer's language, chosen by name and never by matching the
 * English text.
 */

/** The message key of each problem (a test checks every contract problem has one). */
export const AD_PROBLEM_KEYS = {
  number: 'ads.problem.number',
  priceRequired: 'ads.problem.priceRequired',
  priceZero: 'ads.problem.priceZero',
  paymentRequired: 'ads.problem.paymentRequired',
  paymentTooMany: 'ads.problem.paymentTooMany',
  timeLimitRequired: 'ads.problem.timeLimitRequired',
  maxAboveMin: 'ads.problem.maxAboveMin',
  minBelowFloor: 'ads.problem.minBelowFloor',
  maxAboveCap: 'ads.problem.maxAboveCap',
  quantityAboveCap: 'ads.problem.quantityAboveCap',
  quantityZero: 'ads.problem.quantityZero',
  scale: 'ads.problem.scale',
  remarksTooLong: 'ads.problem.remarksTooLong',
  autoReplyTooLong: 'ads.problem.autoReplyTooLong',
  riskConfirm: 'ads.problem.riskConfirm',
  maxAboveQuantity: 'ads.problem.maxAboveQuantity',
  ratioRange: 'ads.problem.ratioRange',
  kindFixed: 'ads.problem.kindFixed',
  quantityBelowUsed: 'ads.problem.quantityBelowUsed',
} as const satisfies Record<AdProblem, AdFormMessageKey>;

type Translate = (key: AdFormMessageKey, params?: Record<string, string>) => string;

/** An `AdText` over the form's translator. */
export function adProblemText(t: Translate): AdText {
  return (problem, params = {}) => {
    const filled: Record<string, string> = {};
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) filled[name] = value;
    return t(AD_PROBLEM_KEYS[problem], filled);
  };
}

/**
 * A field error of the sandbox in the viewer's language: an ad rule's refusal names its rule
 * (`rule`, with the values its text needs), worded by `text` whatever the English `message`
 * says; any other field error keeps the server's message (the fallback).
 */
export function adFieldErrorText(error: FieldError, text: AdText): string {
  return isAdProblem(error.rule) ? text(error.rule, error.params) : error.message;
}
