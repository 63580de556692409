import type { AccountType, MarginMode, TransferRoute } from '@/contract/wallet';
import { compareDecimal } from '@/lib/decimal';
import { parseNumberInput, toAsciiDigits } from '@/rules/number-input';

/**
 * The transfer dialog's rules (spec sections 2 and 3), kept apart from the component so they are
 * unit-tested: which accounts need a margin mode and a pair, when the futures warning shows, and
 * what is wrong with an amount. Amounts stay decimal strings; nothing here is floating point.
 */

/** Futures accounts keep margin per mode (and per pair when isolated). */
const MARGIN_ACCOUNTS: readonly AccountType[] = ['coin_margined_futures', 'usdt_margined_futures'];

export function isMarginAccount(account: AccountType): boolean {
  return MARGIN_ACCOUNTS.includes(account);
}

/** A margin account on either side asks for cross or isolated margin (and a pair for isolated). */
export function needsMargin(from: AccountType, to: AccountType): boolean {
  return isMarginAccount(from) || isMarginAccount(to);
}

/** The first account on either side that is not opened yet (the futures warning), or null. */
export function unopenedAccount(
  routes: readonly TransferRoute[],
  from: AccountType,
  to: AccountType,
): AccountType | null {
  for (const account of [from, to]) {
    const route = routes.find((r) => r.account === account);
    if (route && !route.opened) return account;
  }
  return null;
}

/** Where `from` may send coins, in the server's order. */
export function targetsOf(routes: readonly TransferRoute[], from: AccountType): AccountType[] {
  return routes.find((r) => r.account === from)?.targets ?? [];
}

/** A sensible starting pair of accounts: the preferred ones when allowed, else the first route. */
export function initialAccounts(
  routes: readonly TransferRoute[],
  prefer: { from?: string; to?: string } = {},
): { from: AccountType; to: AccountType } | null {
  const from =
    routes.find((r) => r.account === prefer.from) ??
    (prefer.to
      ? routes.find((r) => r.account !== prefer.to && r.targets.some((t) => t === prefer.to))
      : undefined) ??
    routes.find((r) => r.account === 'spot') ??
    routes[0];
  if (!from) return null;
  const to =
    from.targets.find((t) => t === prefer.to) ??
    from.targets.find((t) => t === 'p2p') ??
    from.targets[0];
  return to ? { from: from.account, to } : null;
}

type AmountProblem = 'required' | 'number' | 'negative' | 'positive' | 'scale' | 'insufficient';

/**
 * What is wrong with a typed amount, read by the shared parser (`parseNumberInput`: Persian
 * digits and thousands commas are numbers): a number ('number' for "1.2.3"), not negative ("-5"
 * is refused saying why instead of being read as "5"), above zero, at most `scale` decimals, and
 * not above the available balance ('Insufficient Balance').
 */
export function amountProblem(
  amount: string,
  available: string | null,
  scale: number,
): AmountProblem | null {
  const read = parseNumberInput(amount, scale);
  if (!read.ok) return read.problem === 'malformed' ? 'number' : read.problem;
  if (!/[1-9]/.test(read.value)) return 'positive';
  if (available !== null && compareDecimal(read.value, available) > 0) return 'insufficient';
  return null;
}

/** The amount to send: what was typed, made canonical by the shared parser (`1,000` → `1000`). */
export function typedAmount(amount: string, scale: number): string {
  const read = parseNumberInput(amount, scale);
  return read.ok ? read.value : amount.trim();
}

/**
 * What typing leaves in the amount field: Persian and Arabic-Indic digits as ASCII, and only
 * the characters a number is written with (digits, points, commas, a minus sign), so that
 * `amountProblem` can say what is wrong with "-5" or "1.2.3" instead of the field quietly
 * turning them into "5" or "1.23".
 */
export function sanitizeAmount(raw: string): string {
  return toAsciiDigits(raw).replace(/[^\d.,\-\u2212]/g, '');
}

/** The margin fields of a request: none for plain accounts, the pair only when isolated. */
export function marginFields(
  from: AccountType,
  to: AccountType,
  mode: MarginMode,
  pair: string,
): { marginMode?: MarginMode; pair?: string } {
  if (!needsMargin(from, to)) return {};
  return mode === 'isolated' ? { marginMode: mode, pair } : { marginMode: mode };
}
