import { z } from 'zod';

import { coinCode, fiatCode, percentDecimal } from '@/contract/asset-codes';
import {
  adLaunch,
  adStatus,
  c2cAd,
  counterpartyConditions,
  priceType,
  recordId,
  tradeSide,
} from '@/contract/entities';
import {
  hasLeadingZero,
  idParam,
  pageQuery,
  paged,
  positiveDecimal,
  timestamp,
} from '@/contract/common';
import { endpoint, pickRefusals } from '@/contract/define';
import {
  AD_POST_REFUSALS,
  AD_REFUSALS,
  adRule,
  type AdProblem,
  type AdProblemParams,
} from '@/contract/ads-refusals';
import {
  compareDecimal,
  divideDecimal,
  multiplyDecimal,
  subtractDecimal,
  trimDecimal,
} from '@/lib/decimal';
import { fitsScale } from '@/rules/money';

/**
 * Ad management, which the spec leaves out (section 7 names no ad call): post, edit, list one's
 * own ads, delist, relist, delete, and the live market reference price the form shows. Designed
 * once here in the style of the other calls; docs/sandbox.md documents them.
 *
 * ONE schema serves the ad form and the request (issue: "one zod schema"): `adRequestSchema`
 * builds it from the rules that depend on configuration (per-fiat single limits, per-coin
 * quantity cap, the payment time limits on offer, the price deviation that needs a risk
 * confirmation) and from a `text` function that words each problem. The sandbox calls it with
 * the English texts below; the form calls it with the viewer's language. Same rules, same code.
 */

/** Words a problem; the form passes a translator, the sandbox `englishAdText`. */
export type AdText = (problem: AdProblem, params?: AdProblemParams) => string;

/** The English texts (spec section 5 where it words the rule; plain statements elsewhere). */
export const AD_PROBLEM_TEXTS: Readonly<Record<AdProblem, string>> = {
  number: 'You must enter a number',
  priceRequired: 'Please enter a price',
  priceZero: 'The price must be greater than 0',
  paymentRequired: 'Please choose at least one payment method',
  paymentTooMany: 'Choose at most {max} payment methods',
  timeLimitRequired: 'Please choose a payment time limit',
  maxAboveMin: 'Maximum single limit must be greater than the minimum single limit',
  minBelowFloor: 'The minimum single limit cannot be below {min} {fiat}',
  maxAboveCap: 'The maximum single limit cannot exceed {max} {fiat}',
  quantityAboveCap: 'The total quantity cannot exceed {max} {coin}',
  quantityZero: 'The total quantity must be greater than 0',
  scale: 'Too many decimal places (at most {max})',
  remarksTooLong: 'Remarks can have at most {max} characters',
  autoReplyTooLong: 'The auto-reply message can have at most {max} characters',
  riskConfirm:
    'Your price deviates from the market reference price by more than {percent}%. Please confirm the risk.',
  maxAboveQuantity: 'The maximum single limit cannot exceed the total quantity at this price',
  ratioRange: 'The floating ratio must be from {min}% to {max}%',
  kindFixed: 'The side, coin and fiat of a saved ad cannot be changed; post a new ad instead',
  quantityBelowUsed:
    'The total quantity cannot be less than the {min} {coin} already sold or in orders in progress',
};

export const englishAdText: AdText = (problem, params = {}) =>
  AD_PROBLEM_TEXTS[problem].replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = params[name as keyof AdProblemParams];
    return value ?? all;
  });

/** Longest remarks an ad may carry. */
export const AD_REMARKS_MAX = 500;

/** Longest auto-reply (sent into the order chat when an order is placed on the ad). */
export const AD_AUTO_REPLY_MAX = 500;

/**
 * What the rules need to know besides the ad itself. Every field is optional: the form may not
 * have loaded the reference price yet, and the structural rules apply regardless.
 */
export interface AdRuleContext {
  /** The per-fiat single-order floor and cap (`basicsConfig.fiatLimits`). */
  fiatLimit?: { minSingle: string; maxSingle: string };
  /** The per-coin cap on an ad's total quantity (`basicsConfig.coinLimits`). */
  maxQuantity?: string;
  /** Decimals a quantity of the coin and a price/amount of the fiat may have. */
  coinScale?: number;
  fiatScale?: number;
  /** The payment time limits on offer (`basicsConfig.paymentTimeLimitOptions`). */
  paymentTimeLimitOptions?: readonly number[];
  /** Most payment methods per ad (`basicsConfig.maxPaymentMethodsPerAd`, the spec's 3). */
  maxPaymentMethods?: number;
  /**
   * The market reference price of coin/fiat (unrounded: `referencePrice.exact`), and the
   * deviation that needs a confirmation.
   */
  marketPrice?: string;
  priceDeviationWarnPercent?: string;
  /**
   * The floating price ratios allowed (percent of the market price, both ends included) and the
   * decimals a ratio may have (`basicsConfig.floatingRatio*`).
   */
  floatingRatio?: { min: string; max: string; scale: number };
}

/** An ad's number: up to 20 whole digits, not padded with zeros (the wire's rule), 18 decimals. */
const DECIMAL = {
  test: (value: string) => /^\d{1,20}(\.\d{1,18})?$/.test(value) && !hasLeadingZero(value),
};

function isZero(value: string): boolean {
  return !/[1-9]/.test(value);
}

/** The effective price of an ad: the fixed price, or the reference price times the ratio. */
export function adEffectivePrice(
  ad: { priceType: 'fixed' | 'floating'; fixedPrice?: string; floatingRatio?: string },
  marketPrice: string | undefined,
  fiatScale = 2,
): string | null {
  if (ad.priceType === 'fixed')
    return ad.fixedPrice && DECIMAL.test(ad.fixedPrice) ? ad.fixedPrice : null;
  if (!marketPrice || !ad.floatingRatio || !DECIMAL.test(ad.floatingRatio)) return null;
  // Exact, then rounded half-up once, as the market prices a floating ad (pass the reference's
  // unrounded `exact` value so the form shows the very price the market will).
  const raw = multiplyDecimal(marketPrice, ad.floatingRatio);
  return divideDecimal(raw, '100', fiatScale, 'half-up');
}

/**
 * How far `price` is from `marketPrice`, in percent (absolute, two decimals), or null when the
 * reference price is unknown or zero.
 */
export function priceDeviationPercent(price: string, marketPrice: string): string | null {
  if (isZero(marketPrice)) return null;
  const difference =
    compareDecimal(price, marketPrice) >= 0
      ? subtractDecimal(price, marketPrice)
      : subtractDecimal(marketPrice, price);
  return divideDecimal(multiplyDecimal(difference, '100'), marketPrice, 2);
}

/**
 * The ad request (post and edit) with every rule of spec section 5. Amounts are decimal strings
 * as typed; `userPaymentIds` names the user's own saved payment methods (1-3); `riskConfirmed`
 * is the risk confirmation the form asks for when the price deviates too far from the market.
 */
export function adRequestSchema(context: AdRuleContext = {}, text: AdText = englishAdText) {
  /** A refinement's message and the rule it reports (so a refused field carries its code). */
  const rule = (problem: AdProblem, values?: AdProblemParams) => ({
    message: text(problem, values),
    params: adRule(problem, values),
  });
  const number = z
    .string()
    .trim()
    .refine((value) => DECIMAL.test(value), rule('number'));
  const optionalNumber = z
    .string()
    .trim()
    .refine((value) => value === '' || DECIMAL.test(value), rule('number'))
    .optional();
  /** Free text, trimmed, of at most `max` characters (counted after trimming). */
  const capped = (max: number, problem: AdProblem) =>
    z
      .string()
      .trim()
      .refine((value) => value.length <= max, rule(problem, { max: String(max) }));
  const maxPayments = context.maxPaymentMethods ?? 3;

  return z
    .object({
      type: tradeSide,
      coin: coinCode,
      fiat: fiatCode,
      priceType,
      fixedPrice: optionalNumber,
      floatingRatio: optionalNumber,
      quantity: number,
      minLimit: number,
      maxLimit: number,
      userPaymentIds: z
        .array(recordId)
        .refine((ids) => ids.length >= 1, rule('paymentRequired'))
        .refine(
          (ids) => ids.length <= maxPayments,
          rule('paymentTooMany', { max: String(maxPayments) }),
        ),
      paymentTimeLimitMinutes: z
        .number({ error: text('timeLimitRequired') })
        .refine((minutes) => Number.isInteger(minutes) && minutes > 0, rule('timeLimitRequired')),
      remarks: capped(AD_REMARKS_MAX, 'remarksTooLong'),
      /**
       * '' for none. Left out of an edit, the saved one is kept (a client that does not know the
       * field never wipes it); the form always sends it, so clearing it works.
       */
      autoReply: capped(AD_AUTO_REPLY_MAX, 'autoReplyTooLong').optional(),
      conditions: counterpartyConditions,
      launch: adLaunch,
      riskConfirmed: z.boolean(),
    })
    .strict()
    .superRefine((ad, ctx) => {
      const issue = (path: string, problem: AdProblem, values?: AdProblemParams) =>
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: text(problem, values),
          params: adRule(problem, values),
        });

      // The price of its type is required and positive.
      const priceField = ad.priceType === 'fixed' ? 'fixedPrice' : 'floatingRatio';
      const priceValue = ad[priceField];
      if (priceValue === undefined || priceValue === '') issue(priceField, 'priceRequired');
      else if (DECIMAL.test(priceValue) && isZero(priceValue)) issue(priceField, 'priceZero');
      else if (
        ad.priceType === 'fixed' &&
        context.fiatScale !== undefined &&
        DECIMAL.test(priceValue) &&
        !fitsScale(priceValue, context.fiatScale)
      )
        issue(priceField, 'scale', { max: String(context.fiatScale) });
      else if (ad.priceType === 'floating' && context.floatingRatio && DECIMAL.test(priceValue)) {
        const { min, max, scale } = context.floatingRatio;
        if (!fitsScale(priceValue, scale)) issue(priceField, 'scale', { max: String(scale) });
        else if (compareDecimal(priceValue, min) < 0 || compareDecimal(priceValue, max) > 0)
          issue(priceField, 'ratioRange', { min: trimDecimal(min), max: trimDecimal(max) });
      }

      const numeric = (value: string) => DECIMAL.test(value);
      if (numeric(ad.quantity)) {
        if (isZero(ad.quantity)) issue('quantity', 'quantityZero');
        else if (context.coinScale !== undefined && !fitsScale(ad.quantity, context.coinScale))
          issue('quantity', 'scale', { max: String(context.coinScale) });
        else if (context.maxQuantity && compareDecimal(ad.quantity, context.maxQuantity) > 0)
          issue('quantity', 'quantityAboveCap', { max: context.maxQuantity, coin: ad.coin });
      }
      for (const field of ['minLimit', 'maxLimit'] as const) {
        const value = ad[field];
        if (
          numeric(value) &&
          context.fiatScale !== undefined &&
          !fitsScale(value, context.fiatScale)
        )
          issue(field, 'scale', { max: String(context.fiatScale) });
      }
      if (numeric(ad.minLimit) && numeric(ad.maxLimit)) {
        if (compareDecimal(ad.maxLimit, ad.minLimit) <= 0) issue('maxLimit', 'maxAboveMin');
        if (context.fiatLimit && compareDecimal(ad.minLimit, context.fiatLimit.minSingle) < 0)
          issue('minLimit', 'minBelowFloor', { min: context.fiatLimit.minSingle, fiat: ad.fiat });
        if (context.fiatLimit && compareDecimal(ad.maxLimit, context.fiatLimit.maxSingle) > 0)
          issue('maxLimit', 'maxAboveCap', { max: context.fiatLimit.maxSingle, fiat: ad.fiat });
      }

      if (
        context.paymentTimeLimitOptions &&
        !context.paymentTimeLimitOptions.includes(ad.paymentTimeLimitMinutes)
      )
        issue('paymentTimeLimitMinutes', 'timeLimitRequired');

      // With a known price: the order size cannot exceed what the ad holds, and a price far from
      // the market needs the risk confirmation.
      const price = adEffectivePrice(ad, context.marketPrice, context.fiatScale ?? 2);
      if (price && !isZero(price) && numeric(ad.quantity) && numeric(ad.maxLimit)) {
        if (compareDecimal(ad.maxLimit, multiplyDecimal(ad.quantity, price)) > 0)
          issue('maxLimit', 'maxAboveQuantity');
      }
      if (
        price &&
        !isZero(price) &&
        context.marketPrice &&
        context.priceDeviationWarnPercent &&
        !ad.riskConfirmed
      ) {
        const deviation = priceDeviationPercent(price, context.marketPrice);
        if (deviation && compareDecimal(deviation, context.priceDeviationWarnPercent) > 0)
          issue('riskConfirmed', 'riskConfirm', { percent: context.priceDeviationWarnPercent });
      }
    });
}
export type AdRequest = z.infer<ReturnType<typeof adRequestSchema>>;

/** The request without the configuration rules (the contract's structural check of a body). */
export const adRequest = adRequestSchema();

/** Editing sends the ad's id and the version it was loaded at (two tabs never undo each other). */
const adUpdateRequest = z
  .object({ id: recordId, version: z.number().int().positive(), ad: adRequest })
  .strict();
export type AdUpdateRequest = z.infer<typeof adUpdateRequest>;

/**
 * One of the user's own ads: the public ad plus what only its owner sees (the auto-reply too:
 * the counterparty reads it in the order chat once an order is placed).
 */
export const myAd = c2cAd.extend({
  /** The message sent into the order chat when an order is placed on the ad ('' for none). */
  autoReply: z.string(),
  /** Bumped by every save and status change; an edit must send the version it started from. */
  version: z.number().int().positive(),
  /** The saved payment methods behind the ad's payment methods (the form preselects them). */
  userPaymentIds: z.array(recordId),
  /** Orders in progress on this ad (delisting leaves them running; deleting waits for them). */
  openOrders: z.number().int().nonnegative(),
  updatedAt: timestamp,
});
export type MyAd = z.infer<typeof myAd>;

/** The My ads filters (spec section 4 statuses, side, coin, fiat). `all` lists every status but deleted. */
export const myAdsQuery = z
  .object({
    status: z.enum(['all', ...adStatus.options]).default('all'),
    type: tradeSide.optional(),
    coin: coinCode.optional(),
    fiat: fiatCode.optional(),
    ...pageQuery,
  })
  .strict();
export type MyAdsQuery = z.infer<typeof myAdsQuery>;

/** Delist (stays, hidden from the market), relist, or delete (gone for good). */
const adAction = z.enum(['delist', 'relist', 'delete']);
export type AdAction = z.infer<typeof adAction>;

export const adActionRequest = z
  .object({ id: recordId, action: adAction, version: z.number().int().positive() })
  .strict();
export type AdActionRequest = z.infer<typeof adActionRequest>;

/**
 * The market reference price of one coin in one fiat, and when it was taken. `price` is rounded
 * to the fiat's scale for display; `exact` is unrounded (coin USD price × fiat rate): floating
 * prices are computed from it and rounded once, so pass `exact` to `adEffectivePrice`.
 */
export const referencePrice = z.object({
  coin: coinCode,
  fiat: fiatCode,
  price: positiveDecimal,
  exact: positiveDecimal,
  /** The deviation (percent) beyond which an ad needs the risk confirmation. */
  warnPercent: percentDecimal,
  at: timestamp,
});
export type ReferencePrice = z.infer<typeof referencePrice>;

export const adsEndpoints = {
  c2cReferencePrice: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/ad/reference-price',
    auth: 'public',
    query: z.object({ coin: coinCode, fiat: fiatCode }).strict(),
    data: referencePrice,
    summary: 'The market reference price of a coin in a fiat (the ad form shows it live)',
  }),
  c2cMyAds: endpoint({
    method: 'GET',
    path: '/c2c/v3/ad/my-list',
    auth: 'user',
    query: myAdsQuery,
    data: paged(myAd),
    summary: 'The user’s own ads, newest first, filtered by status, side, coin and fiat',
  }),
  c2cAdDetail: endpoint({
    method: 'GET',
    path: '/c2c/v3/ad/detail',
    auth: 'user',
    query: z.object({ id: idParam }).strict(),
    data: myAd,
    refusals: pickRefusals(AD_REFUSALS, 'adNotFound'),
    summary: 'One of the user’s own ads (the edit form)',
  }),
  c2cAdCreate: endpoint({
    method: 'POST',
    path: '/c2c/v3/ad/create',
    auth: 'user',
    errors: 'self',
    body: adRequest,
    data: myAd,
    refusals: AD_POST_REFUSALS,
    summary: 'Post an ad (certified advertisers only); it goes online now or is saved delisted',
  }),
  c2cAdUpdate: endpoint({
    method: 'POST',
    path: '/c2c/v3/ad/update',
    auth: 'user',
    errors: 'self',
    body: adUpdateRequest,
    data: myAd,
    refusals: {
      ...AD_POST_REFUSALS,
      ...pickRefusals(AD_REFUSALS, 'adNotFound', 'statusConflict', 'versionConflict'),
    },
    summary: 'Edit an ad; refused with versionConflict when it changed since it was loaded',
  }),
  c2cAdAction: endpoint({
    method: 'POST',
    path: '/c2c/v3/ad/action',
    auth: 'user',
    errors: 'self',
    body: adActionRequest,
    data: myAd,
    refusals: pickRefusals(
      AD_REFUSALS,
      'adNotFound',
      'statusConflict',
      'versionConflict',
      'hasOpenOrders',
      'walletUser',
      'identityRequired',
      'notCertified',
      'insufficientBalance',
    ),
    summary: 'Delist, relist or delete an ad (delisting leaves running orders alone)',
  }),
};
