import { compareDecimal, formatGrouped } from '@/lib/decimal';
import { parseNumberInput, type NumberInputProblem } from '@/rules/number-input';
import type { CardOptions, CardQuery } from '@/features/card/card-types';

/**
 * The amount field's rules (issue 6, "Bad input"): a number as the shared parser reads it
 * (`parseNumberInput`: Persian digits and thousands commas too, so "1,000" is a thousand), never
 * negative, not zero, at most the asset's decimals (trailing zeros allowed: `fitsScale`, the rule
 * the sandbox applies too), and, for a fiat amount, within the fiat's single-transaction limit.
 * Exact on decimal strings. Pure, so the island and the unit tests share it; the provider's own
 * limits are the server's to apply (each quote says when an amount is outside them).
 */

/** Card fiats are charged in cents: two decimals (spec section 9). */
export const FIAT_SCALE = 2;

/** The message of each problem the shared parser finds, but the scale (it has a parameter). */
const PROBLEM_KEY = {
  required: 'card.amount.required',
  negative: 'card.amount.negative',
  malformed: 'card.amount.number',
} as const satisfies Record<Exclude<NumberInputProblem, 'scale'>, AmountProblem['key']>;

/** A rule the amount breaks, as a message key and its parameters (translated by the caller). */
export type AmountProblem =
  | { key: 'card.amount.required' }
  | { key: 'card.amount.number' }
  | { key: 'card.amount.negative' }
  | { key: 'card.amount.zero' }
  | { key: 'card.amount.scale'; params: { scale: number } }
  | { key: 'card.amount.min'; params: { min: string; unit: string } }
  | { key: 'card.amount.max'; params: { max: string; unit: string } };

interface AmountRules {
  /** Decimals allowed: FIAT_SCALE for a fiat amount, the coin's scale for a coin amount. */
  scale: number;
  /** The fiat or coin code, for the messages. */
  unit: string;
  /** The single-transaction limit; absent for a coin amount (limits are in fiat). */
  min?: string;
  max?: string;
}

type AmountCheck = { ok: true; amount: string } | { ok: false; problem: AmountProblem };

/**
 * What people type, made canonical by the shared parser (`@/rules/number-input`): spaces
 * dropped, Persian and Arabic-Indic digits read as ASCII, thousands commas (`1,000`,
 * `1,000.50`), a lone decimal comma (`12,5`), a leading point given its zero (`.5`), a trailing
 * point ignored while typing (`12.`), leading zeros dropped (`007` → `7`). Text the parser
 * refuses is returned trimmed, for `checkAmount` to say why.
 */
export function normalizeAmount(raw: string): string {
  const read = parseNumberInput(raw, 40);
  return read.ok ? read.value : raw.trim();
}

/** Checks a typed amount; the canonical amount to ask quotes for when it passes. */
export function checkAmount(raw: string, rules: AmountRules): AmountCheck {
  const read = parseNumberInput(raw, rules.scale);
  if (!read.ok) {
    if (read.problem === 'scale') {
      return { ok: false, problem: { key: 'card.amount.scale', params: { scale: rules.scale } } };
    }
    return { ok: false, problem: { key: PROBLEM_KEY[read.problem] } };
  }
  const digits = read.value;
  if (!/[1-9]/.test(digits)) return { ok: false, problem: { key: 'card.amount.zero' } };
  // Limits are shown as the page shows amounts: grouped, with the asset's decimals.
  const shown = (limit: string) => formatGrouped(limit, { decimals: rules.scale });
  if (rules.min !== undefined && compareDecimal(digits, rules.min) < 0) {
    return {
      ok: false,
      problem: { key: 'card.amount.min', params: { min: shown(rules.min), unit: rules.unit } },
    };
  }
  if (rules.max !== undefined && compareDecimal(digits, rules.max) > 0) {
    return {
      ok: false,
      problem: { key: 'card.amount.max', params: { max: shown(rules.max), unit: rules.unit } },
    };
  }
  return { ok: true, amount: digits };
}

/** The rules of the amount as the form states it now. */
export function amountRules(
  query: Pick<CardQuery, 'fiat' | 'coin' | 'amountType'>,
  options: CardOptions,
): AmountRules {
  if (query.amountType === 'crypto') {
    const coin = options.coins.find((c) => c.coin === query.coin);
    return { scale: coin?.scale ?? 8, unit: query.coin };
  }
  const fiat = options.fiats.find((f) => f.fiat === query.fiat);
  return fiat
    ? { scale: FIAT_SCALE, unit: query.fiat, min: fiat.minAmount, max: fiat.maxAmount }
    : { scale: FIAT_SCALE, unit: query.fiat };
}

/** The form's amount checked and made canonical: the query to ask offers for, or why not. */
export function askedQuery(
  form: CardQuery,
  options: CardOptions,
): { check: AmountCheck; asked: CardQuery | null } {
  const check = checkAmount(form.amount, amountRules(form, options));
  return { check, asked: check.ok ? { ...form, amount: check.amount } : null };
}
