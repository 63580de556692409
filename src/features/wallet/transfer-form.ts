import type { AccountType, MarginMode, TransferRoute } from '@/contract/wallet';
import { compareDecimal } from '@/lib/decimal';
import { fitsScale } from '@/rules/money';

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
 * What is wrong with a typed amount: only digits and one dot, above zero, at most `scale`
 * decimals, and not above the available balance ('Insufficient Balance'). A minus sign is its
 * own problem ('negative'), so "-5" is refused saying why instead of being read as "5".
 */
export function amountProblem(
  amount: string,
  available: string | null,
  scale: number,
): AmountProblem | null {
  const value = amount.trim();
  if (value === '') return 'required';
  if (/^-\s*\d+(\.\d+)?$/.test(value)) return 'negative';
  if (!/^\d+(\.\d+)?$/.test(value)) return 'number';
  if (!/[1-9]/.test(value)) return 'positive';
  if (!fitsScale(value, scale)) return 'scale';
  if (available !== null && compareDecimal(value, available) > 0) return 'insufficient';
  return null;
}

/**
 * What typing leaves in the amount field: digits and the first dot, and a leading minus sign,
 * kept so that `amountProblem` can say a negative amount is refused (dropping it would turn
 * "-5" into a "5" the user never meant).
 */
export function sanitizeAmount(raw: string): string {
  const sign = raw.trimStart().startsWith('-') ? '-' : '';
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const digits =
    dot === -1
      ? cleaned
      : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
  return `${sign}${digits}`;
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
