import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adRequestSchema,
  type AdRequest,
  type AdRuleContext,
  type AdText,
  type MyAd,
  type ReferencePrice,
} from '@/contract/ads';
import {
  counterpartyConditions,
  type AdLaunch,
  type PriceType,
  type TradeSide,
} from '@/contract/entities';
import type { BasicsConfig, CoinOption, FiatOption } from '@/contract/market';
import { trimDecimal } from '@/lib/decimal';
import { parseNumberInput } from '@/rules/number-input';

/**
 * The ad form's values and their mapping to the ad request. The rules are the contract's
 * `adRequestSchema` (one schema for the form and the request, issue 5): the resolver turns the
 * values into a request, checks it with the schema built from the live context (per-fiat
 * limits, coin cap, scales, the reference price) and the viewer's words, and puts each problem
 * back on the field it is about. What passes is exactly the body the call sends.
 */

/** What the inputs hold: text as typed (amounts stay strings), choices, switches. */
export interface AdFormValues {
  type: TradeSide;
  coin: string;
  fiat: string;
  priceType: PriceType;
  fixedPrice: string;
  floatingRatio: string;
  quantity: string;
  minLimit: string;
  maxLimit: string;
  /** The chosen saved payment methods (their record ids). */
  userPaymentIds: number[];
  /** The select's value: minutes, or '' while none is chosen. */
  paymentTimeLimitMinutes: string;
  remarks: string;
  /** Sent into the order chat when an order is placed on the ad ('' for none). */
  autoReply: string;
  registeredDaysOn: boolean;
  registeredDays: string;
  tradesOn: boolean;
  trades: string;
  launch: AdLaunch;
  /** Set once the user confirmed a price far from the market (never an input of its own). */
  riskConfirmed: boolean;
}

export type AdFormField = keyof AdFormValues;

/** The part of the config table the form reads (serialisable props). */
export type AdFormConfig = Pick<
  BasicsConfig,
  | 'fiatLimits'
  | 'coinLimits'
  | 'paymentTimeLimitOptions'
  | 'maxPaymentMethodsPerAd'
  | 'priceDeviationWarnPercent'
  | 'floatingRatioMin'
  | 'floatingRatioMax'
  | 'floatingRatioScale'
  | 'adFeePercent'
>;

/** The rules' context for one coin and fiat, at the latest reference price (if any). */
function adRuleContext(input: {
  config: AdFormConfig;
  coin: string;
  fiat: string;
  coinScale: number | undefined;
  fiatScale: number | undefined;
  marketPrice?: string | undefined;
  warnPercent?: string | undefined;
}): AdRuleContext {
  const { config, coin, fiat } = input;
  const fiatLimit = config.fiatLimits.find((limit) => limit.fiat === fiat);
  const maxQuantity = config.coinLimits.find((limit) => limit.coin === coin)?.maxQuantity;
  return {
    ...(fiatLimit
      ? { fiatLimit: { minSingle: fiatLimit.minSingle, maxSingle: fiatLimit.maxSingle } }
      : {}),
    ...(maxQuantity ? { maxQuantity } : {}),
    ...(input.coinScale !== undefined ? { coinScale: input.coinScale } : {}),
    ...(input.fiatScale !== undefined ? { fiatScale: input.fiatScale } : {}),
    paymentTimeLimitOptions: config.paymentTimeLimitOptions,
    maxPaymentMethods: config.maxPaymentMethodsPerAd,
    ...(input.marketPrice ? { marketPrice: input.marketPrice } : {}),
    priceDeviationWarnPercent: input.warnPercent ?? config.priceDeviationWarnPercent,
    floatingRatio: {
      min: config.floatingRatioMin,
      max: config.floatingRatioMax,
      scale: config.floatingRatioScale,
    },
  };
}

/** A new ad: selling the first coin in the user's fiat at a floating price, online now. */
export function emptyAdForm(defaults: { coin: string; fiat: string }): AdFormValues {
  return {
    type: 'sell',
    coin: defaults.coin,
    fiat: defaults.fiat,
    priceType: 'floating',
    fixedPrice: '',
    floatingRatio: '',
    quantity: '',
    minLimit: '',
    maxLimit: '',
    userPaymentIds: [],
    paymentTimeLimitMinutes: '',
    remarks: '',
    autoReply: '',
    registeredDaysOn: false,
    registeredDays: '',
    tradesOn: false,
    trades: '',
    launch: 'now',
    riskConfirmed: false,
  };
}

/**
 * The form filled from a saved ad (edit). The ad carries its effective price, not the fixed
 * price the owner typed; for a fixed ad they are the same. A delisted ad is edited to stay
 * offline unless the owner chooses otherwise.
 */
export function adFormFromAd(ad: MyAd): AdFormValues {
  const { minRegisteredDays, minCompletedTrades } = ad.conditions;
  return {
    type: ad.type,
    coin: ad.coin,
    fiat: ad.fiat,
    priceType: ad.priceType,
    fixedPrice: ad.priceType === 'fixed' ? ad.price : '',
    // Shown as a person writes it ("101.5", not "101.50"), however it was stored.
    floatingRatio: ad.priceType === 'floating' ? trimDecimal(ad.floatingRatio ?? '') : '',
    quantity: ad.quantity,
    minLimit: ad.minLimit,
    maxLimit: ad.maxLimit,
    userPaymentIds: [...ad.userPaymentIds],
    paymentTimeLimitMinutes: String(ad.paymentTimeLimitMinutes),
    remarks: ad.remarks,
    autoReply: ad.autoReply,
    registeredDaysOn: minRegisteredDays !== null,
    registeredDays: minRegisteredDays === null ? '' : String(minRegisteredDays),
    tradesOn: minCompletedTrades !== null,
    trades: minCompletedTrades === null ? '' : String(minCompletedTrades),
    launch: ad.status === 'listed' ? 'now' : 'later',
    riskConfirmed: false,
  };
}

/** Bounds of the two counterparty conditions, read from the contract's schema. */
export const CONDITION_BOUNDS = {
  registeredDays: bounds(counterpartyConditions.shape.minRegisteredDays.unwrap()),
  trades: bounds(counterpartyConditions.shape.minCompletedTrades.unwrap()),
} as const;

function bounds(schema: { minValue: number | null; maxValue: number | null }) {
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

type ConditionField = keyof typeof CONDITION_BOUNDS;
type RangeText = (params: { min: string; max: string }) => string;

interface Problem {
  field: AdFormField | 'root';
  message: string;
}

/** A whole number typed for an enabled condition, or the problem with it. */
function readCondition(
  field: ConditionField,
  on: boolean,
  raw: string,
  text: AdText,
  rangeText: RangeText,
): { value: number | null; problem: Problem | null } {
  if (!on) return { value: null, problem: null };
  const { min, max } = CONDITION_BOUNDS[field];
  // The shared parser: "۳۰" and " 1,000 " are whole numbers; "-5", "1.5" and "1.2.3" are not.
  const read = parseNumberInput(raw, 0);
  if (!read.ok) return { value: null, problem: { field, message: text('number') } };
  const value = Number(read.value);
  if (value < min || value > max)
    return {
      value: null,
      problem: { field, message: rangeText({ min: String(min), max: String(max) }) },
    };
  return { value, problem: null };
}

/**
 * A typed price, ratio, quantity or limit as the wire wants it, read by the shared parser
 * (`"1,000.50"` or `"۱۰۰۰٫۵"` → `"1000.50"`); text it does not read is kept as typed, for the
 * ad rules to refuse with their own words (the scale too: the rules know each asset's).
 */
function typedDecimal(raw: string): string {
  // 40 decimals, the wire's longest: each asset's own scale is the ad rules' to apply.
  const read = parseNumberInput(raw, 40);
  return read.ok ? read.value : raw;
}

/**
 * The request the values stand for, before the rules: only the price of the chosen type is
 * sent, a condition that is off is null. Problems the request cannot express (a condition that
 * is not a whole number) are reported here, with that condition left out of the request.
 */
export function toAdCandidate(
  values: AdFormValues,
  text: AdText,
  rangeText: RangeText,
): { candidate: Record<string, unknown>; problems: Problem[] } {
  const days = readCondition(
    'registeredDays',
    values.registeredDaysOn,
    values.registeredDays,
    text,
    rangeText,
  );
  const trades = readCondition('trades', values.tradesOn, values.trades, text, rangeText);
  const minutes =
    values.paymentTimeLimitMinutes === '' ? Number.NaN : Number(values.paymentTimeLimitMinutes);
  const candidate: Record<string, unknown> = {
    type: values.type,
    coin: values.coin,
    fiat: values.fiat,
    priceType: values.priceType,
    ...(values.priceType === 'fixed'
      ? { fixedPrice: typedDecimal(values.fixedPrice) }
      : { floatingRatio: typedDecimal(values.floatingRatio) }),
    quantity: typedDecimal(values.quantity),
    minLimit: typedDecimal(values.minLimit),
    maxLimit: typedDecimal(values.maxLimit),
    userPaymentIds: values.userPaymentIds,
    paymentTimeLimitMinutes: minutes,
    remarks: values.remarks,
    // Always sent, '' included: an edit that leaves it out keeps the saved one.
    autoReply: values.autoReply,
    conditions: { minRegisteredDays: days.value, minCompletedTrades: trades.value },
    launch: values.launch,
    riskConfirmed: values.riskConfirmed,
  };
  return { candidate, problems: [days.problem, trades.problem].filter((p) => p !== null) };
}

/** The form field a request path is about (`conditions.minRegisteredDays` → `registeredDays`). */
export function fieldOfPath(path: readonly PropertyKey[]): AdFormField | 'root' {
  const [head, next] = path.map(String);
  if (head === 'ad') return fieldOfPath(path.slice(1));
  if (head === 'conditions')
    return next === 'minRegisteredDays'
      ? 'registeredDays'
      : next === 'minCompletedTrades'
        ? 'trades'
        : 'root';
  const fields: readonly string[] = FORM_FIELDS;
  return head !== undefined && fields.includes(head) ? (head as AdFormField) : 'root';
}

const FORM_FIELDS = [
  'type',
  'coin',
  'fiat',
  'priceType',
  'fixedPrice',
  'floatingRatio',
  'quantity',
  'minLimit',
  'maxLimit',
  'userPaymentIds',
  'paymentTimeLimitMinutes',
  'remarks',
  'autoReply',
  'launch',
  'riskConfirmed',
] as const satisfies readonly AdFormField[];

type AdFormResult = { ok: true; request: AdRequest } | { ok: false; problems: Problem[] };

/** Checks the values with the contract's rules; the first problem of each field is kept. */
export function validateAdForm(
  values: AdFormValues,
  context: AdRuleContext,
  text: AdText,
  rangeText: RangeText,
): AdFormResult {
  const { candidate, problems } = toAdCandidate(values, text, rangeText);
  const result = adRequestSchema(context, text).safeParse(candidate);
  const all = [
    ...problems,
    ...(result.success
      ? []
      : result.error.issues.map((issue) => ({
          field: fieldOfPath(issue.path),
          message: issue.message,
        }))),
  ];
  if (result.success && all.length === 0) return { ok: true, request: result.data };
  const firstPerField = new Map<string, Problem>();
  for (const problem of all)
    if (!firstPerField.has(problem.field)) firstPerField.set(problem.field, problem);
  return { ok: false, problems: [...firstPerField.values()] };
}

/** What the form knows besides the values: the config table and the option box's decimals. */
export interface AdFormSetup {
  config: AdFormConfig;
  coins: readonly CoinOption[];
  fiats: readonly FiatOption[];
}

/** The rules' context for the values' coin and fiat, with the reference price when it is theirs. */
export function ruleContextFor(
  setup: AdFormSetup,
  values: Pick<AdFormValues, 'coin' | 'fiat'>,
  reference: ReferencePrice | null | undefined,
): AdRuleContext {
  const live =
    reference && reference.coin === values.coin && reference.fiat === values.fiat
      ? reference
      : null;
  return adRuleContext({
    config: setup.config,
    coin: values.coin,
    fiat: values.fiat,
    coinScale: setup.coins.find((c) => c.coin === values.coin)?.scale,
    fiatScale: setup.fiats.find((f) => f.fiat === values.fiat)?.scale,
    // Unrounded: floating prices are computed from it and rounded once, as the market does.
    marketPrice: live?.exact,
    warnPercent: live?.warnPercent,
  });
}

/**
 * The react-hook-form resolver. The form's `context` option is the live reference price, so a
 * floating price is checked against the market as it is now.
 */
export function adFormResolver(
  setup: AdFormSetup,
  text: AdText,
  rangeText: RangeText,
): Resolver<AdFormValues, ReferencePrice | null, AdRequest> {
  return (values, reference) => {
    const result = validateAdForm(
      values,
      ruleContextFor(setup, values, reference),
      text,
      rangeText,
    );
    if (result.ok) return { values: result.request, errors: {} };
    const errors: FieldErrors<AdFormValues> = {};
    for (const problem of result.problems) {
      const error = { type: 'validate', message: problem.message };
      if (problem.field === 'root') errors.root = error;
      else Object.assign(errors, { [problem.field]: error });
    }
    return { values: {}, errors };
  };
}

/** True when the only thing between the values and a request is the risk confirmation. */
export function onlyRiskMissing(errors: FieldErrors<AdFormValues>): boolean {
  const keys = Object.keys(errors);
  return keys.length === 1 && keys[0] === 'riskConfirmed';
}
