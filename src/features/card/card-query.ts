import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { AmountType, CardOptions, CardQuery } from '@/features/card/card-types';

/**
 * The card page's address: the form's inputs live in the query string (`?fiat=EUR&coin=BTC&
 * amount=100&amountType=fiat&paymentMethod=visa`), so a reload, a language switch and the
 * round trip through the main-site login all come back to the same form, and the form works as
 * a plain GET form before any script runs. `orderNo` is added by the provider's checkout when
 * it sends the user back.
 */

export const CARD_PARAM = {
  fiat: 'fiat',
  coin: 'coin',
  amount: 'amount',
  amountType: 'amountType',
  paymentMethod: 'paymentMethod',
  orderNo: 'orderNo',
} as const;

/** What the page offers first: spend 100 EUR on BTC by Visa (when those are offered). */
const DEFAULT_AMOUNT = '100';
const PREFERRED = { fiat: 'EUR', coin: 'BTC', paymentMethod: 'visa' } as const;

/** Card order numbers, as the contract's `orderNo` (digits only, so safe in any URL). */
const ORDER_NO = /^\d{8,32}$/;

/** The longest amount text the form keeps from an address (the contract's limit). */
const MAX_AMOUNT_LENGTH = 40;

function pick<T extends string>(value: string | null, allowed: readonly T[], preferred: T): T {
  if (value !== null && (allowed as readonly string[]).includes(value)) return value as T;
  if (allowed.includes(preferred)) return preferred;
  return allowed[0] ?? preferred;
}

interface ParsedCardSearch {
  /** The form's choices; `amount` is the typed text, which may still be invalid. */
  query: CardQuery;
  orderNo: string | null;
}

/**
 * Reads the form from the address. Unknown fiats, coins or methods fall back to the defaults
 * (an old link must still open a working page); the amount text is kept as typed, since the
 * form shows why it is refused rather than silently replacing it.
 */
export function parseCardSearch(search: URLSearchParams, options: CardOptions): ParsedCardSearch {
  const fiats = options.fiats.map((f) => f.fiat);
  const coins = options.coins.map((c) => c.coin);
  const methods = options.methods.map((m) => m.method);
  const amountType: AmountType = search.get(CARD_PARAM.amountType) === 'crypto' ? 'crypto' : 'fiat';
  const rawAmount = search.get(CARD_PARAM.amount);
  const orderNo = search.get(CARD_PARAM.orderNo);
  return {
    query: {
      fiat: pick(search.get(CARD_PARAM.fiat), fiats, PREFERRED.fiat),
      coin: pick(search.get(CARD_PARAM.coin), coins, PREFERRED.coin),
      paymentMethod: pick(search.get(CARD_PARAM.paymentMethod), methods, PREFERRED.paymentMethod),
      amountType,
      amount: rawAmount === null ? DEFAULT_AMOUNT : rawAmount.slice(0, MAX_AMOUNT_LENGTH),
    },
    orderNo: orderNo !== null && ORDER_NO.test(orderNo) ? orderNo : null,
  };
}

/** The query string of a form state (no `orderNo`: the order panel is not part of the form). */
export function cardSearch(query: CardQuery): string {
  return new URLSearchParams({
    [CARD_PARAM.fiat]: query.fiat,
    [CARD_PARAM.coin]: query.coin,
    [CARD_PARAM.amount]: query.amount,
    [CARD_PARAM.amountType]: query.amountType,
    [CARD_PARAM.paymentMethod]: query.paymentMethod,
  }).toString();
}

/** The card page in `locale` with the form's inputs in its address. */
export function cardHref(locale: LocaleCode, query: CardQuery): string {
  return `${localePath(locale, routes.thirdParty())}?${cardSearch(query)}`;
}

/**
 * A stable key of a quote request: two requests are the same exactly when their keys are equal,
 * which is how a late answer for an older amount is recognised and dropped.
 */
export function quoteKey(query: CardQuery): string {
  return [query.fiat, query.coin, query.amount, query.amountType, query.paymentMethod].join('|');
}

/**
 * A form from loose values (a remembered form, an order's details): each value is kept when the
 * lists offer it, like an address would be read, so nothing unknown reaches the form.
 */
export function restoreForm(
  values: Partial<Record<keyof CardQuery, unknown>>,
  options: CardOptions,
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') search.set(name, value);
  }
  return parseCardSearch(search, options).query;
}
