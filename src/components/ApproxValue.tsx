import { useStore } from '@nanostores/react';
import { formatApprox } from '@/i18n/format-approx';
import type { LocaleCode } from '@/i18n/locales';
import { convertDecimal, isDecimal } from '@/lib/decimal';
import { displayScale } from '@/rules/display-currency';
import { $currency, $rates, type CurrencyChoice, type RateTable } from '@/stores/currency';

/**
 * The chosen display currency's value of an amount in a market or card fiat, unrounded beyond
 * the display currency's scale, or null when there is nothing to show: the amount is already in
 * the chosen currency, the fiat has no rate in the table, or the amount is not a decimal. Exact:
 * `amount / rate(fiat) × rate(chosen)` in one decimal division (never a JS number).
 */
export function approximate(
  amount: string,
  fiat: string,
  choice: CurrencyChoice,
  rates: RateTable,
): string | null {
  const code = fiat.toLowerCase();
  if (code === choice.currency.toLowerCase() || !isDecimal(amount)) return null;
  const fiatRate = rates[code];
  if (fiatRate === undefined) return null;
  return convertDecimal(amount, fiatRate, choice.rate, displayScale(choice.currency));
}

/** What the server and hydration render: no table, so no line (see `ApproxValue`). */
const NO_RATES: RateTable = {};

interface ApproxValueProps {
  /** The amount, a decimal string in `fiat`. */
  amount: string;
  /** The amount's own currency (`GBP`, `NGN`), any case. */
  fiat: string;
  locale: LocaleCode;
  /** Layout classes; the line is small and muted by default. */
  className?: string;
}

/**
 * "≈ $12.34": an amount in the currency the visitor chose in the header, next to the real one,
 * following the choice at once (the spec's "changing currency reloads the content": the stores
 * change, the line re-renders, no request and no reload).
 *
 * The server renders nothing: the choice lives in the browser's storage, and public market pages
 * are cached for every visitor, so it cannot render a per-visitor value, and a usd guess would
 * flash a wrong number to everyone else. The line appears once the island has hydrated (the
 * `ssr` snapshots keep hydration identical to the server's HTML).
 */
export function ApproxValue({ amount, fiat, locale, className }: ApproxValueProps) {
  const choice = useStore($currency, { ssr: () => $currency.get() });
  const rates = useStore($rates, { ssr: () => NO_RATES });
  const value = approximate(amount, fiat, choice, rates);
  if (value === null) return null;
  return (
    <span
      className={`text-xs text-[var(--fg-muted)] ${className ?? ''}`.trim()}
      dir="ltr"
      translate="no"
      data-approx=""
    >
      {formatApprox(value, choice, locale)}
    </span>
  );
}
