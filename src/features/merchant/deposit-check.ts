import { amountDecimal, type CoinAmount } from '@/contract/asset-codes';
import { compareDecimal } from '@/lib/decimal';
import { parseNumberInput } from '@/rules/number-input';

/**
 * The deposit rules the pages check before asking the exchange (which checks them again): the
 * amount is a number above zero (the contract's rule), at least the required deposit, and not
 * more than the P2P balance of its coin ('Your {currency} balance is less than {num}'). Pure.
 */

/** The P2P balance the checklist reports (`detail.checklist.balance`). */
export interface BalanceReading {
  coin: string;
  available: string;
}

type DepositProblem =
  | { key: 'merchant.deposit.invalid'; params?: undefined }
  | { key: 'merchant.deposit.tooLow'; params: { num: string; currency: string } }
  | { key: 'merchant.deposit.balanceTooLow'; params: { currency: string; num: string } };

/** True when the balance is of the amount's coin and below it. */
export function balanceTooLow(balance: BalanceReading | null, amount: CoinAmount): boolean {
  return (
    balance !== null &&
    balance.coin === amount.coin &&
    compareDecimal(balance.available, amount.amount) < 0
  );
}

/** The balance message for an amount the balance does not cover. */
export function balanceProblem(amount: CoinAmount): DepositProblem {
  return {
    key: 'merchant.deposit.balanceTooLow',
    params: { currency: amount.coin, num: amount.amount },
  };
}

/**
 * The deposit as typed, read by the shared parser (`"1,000"` or `"۱۰۰۰"` → `"1000"`) for the
 * checks and the request; text it cannot read is returned trimmed, for the checks to refuse.
 */
export function typedDeposit(amount: string): string {
  const read = parseNumberInput(amount, 40);
  return read.ok ? read.value : amount.trim();
}

/** What is wrong with an offered deposit (`amount` as typed), or null. */
export function depositProblem(
  amount: string,
  required: CoinAmount,
  balance: BalanceReading | null,
): DepositProblem | null {
  const value = typedDeposit(amount);
  if (!amountDecimal.safeParse(value).success) return { key: 'merchant.deposit.invalid' };
  if (compareDecimal(value, required.amount) < 0) {
    return {
      key: 'merchant.deposit.tooLow',
      params: { num: required.amount, currency: required.coin },
    };
  }
  const offered = { coin: required.coin, amount: value };
  return balanceTooLow(balance, offered) ? balanceProblem(offered) : null;
}
