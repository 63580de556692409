import { formatAmount } from '@/i18n/format';
import { localeByCode } from '@/i18n/locales';
import type { LocaleCode } from '@/i18n/locales';
import { displayScale } from '@/rules/display-currency';

/*
 * The approximate value of an amount in the chosen display currency ("≈ $12.34"), beside
 * `format.ts` rather than in it: only the pages that show such values (market, order, card)
 * ship it and the locale table it reads.
 */

/** What `formatApprox` needs of the chosen display currency: its code and symbol. */
interface ApproxCurrency {
  /** Code as the rates endpoint writes it (`usd`, `krw`): decides the decimals shown. */
  currency: string;
  symbol: string;
}

/**
 * An amount already converted to the chosen display currency, shown as an approximation with
 * that currency's symbol at its usual scale (`displayScale`): `"12.3449"` in usd → `"≈ $12.34"`,
 * `"16981.4"` in krw → `"≈ ₩16,981"`, a negative one as `"≈ -€5.00"`. Right-to-left locales get
 * it inside a left-to-right isolate (U+2066 … U+2069): the whole value reads "≈ $12.34" in a
 * Persian line, as every amount does, even with an Arabic-script symbol such as ﷼.
 */
export function formatApprox(value: string, currency: ApproxCurrency, locale: LocaleCode): string {
  const amount = formatAmount(value, displayScale(currency.currency));
  const money = amount.startsWith('-')
    ? `-${currency.symbol}${amount.slice(1)}`
    : `${currency.symbol}${amount}`;
  const text = `≈ ${money}`;
  return localeByCode(locale).dir === 'rtl' ? `\u2066${text}\u2069` : text;
}
