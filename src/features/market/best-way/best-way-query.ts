import { routes } from '@/config/routes';
import type { CardPaymentMethod } from '@/contract/card';
import type { BestWayAmountType } from '@/contract/market-best-way';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';

/**
 * The best-way page's address (issue 17, item 1): the pair in the path (`/bestway/BTC_EUR`, one
 * crawlable page per pair), the amount in the query (`?amount=250&amountType=crypto&
 * paymentMethod=mastercard`), so the form works as a plain GET form before any script and a
 * shared link opens the same comparison. The bare `/bestway` takes the form's fields (`coin`,
 * `fiat` too) and redirects to the pair's page. Pure.
 */

export const BEST_WAY_PARAM = {
  coin: 'coin',
  fiat: 'fiat',
  amount: 'amount',
  amountType: 'amountType',
  paymentMethod: 'paymentMethod',
} as const;

/** What the page compares when the address names no amount: 100 of the fiat. */
export const DEFAULT_AMOUNT = '100';
/** The longest amount text kept from an address (the contract's limit). */
const MAX_AMOUNT_LENGTH = 40;

export interface BestWayForm {
  coin: string;
  fiat: string;
  /** As typed: may be invalid (the page says why). */
  amount: string;
  amountType: BestWayAmountType;
  paymentMethod: CardPaymentMethod;
}

/** Reads the amount, its type and the card method of an address (unknown values: defaults). */
export function parseBestWaySearch(
  search: URLSearchParams,
  methods: readonly CardPaymentMethod[],
): Pick<BestWayForm, 'amount' | 'amountType' | 'paymentMethod'> {
  const method = search.get(BEST_WAY_PARAM.paymentMethod);
  return {
    amount: (search.get(BEST_WAY_PARAM.amount) ?? DEFAULT_AMOUNT)
      .trim()
      .slice(0, MAX_AMOUNT_LENGTH),
    amountType: search.get(BEST_WAY_PARAM.amountType) === 'crypto' ? 'crypto' : 'fiat',
    paymentMethod: methods.find((m) => m === method) ?? methods[0] ?? 'visa',
  };
}

/** The pair's page in `locale` with the form in its query (defaults left out). */
export function bestWayHref(locale: LocaleCode, form: BestWayForm): string {
  const params = new URLSearchParams();
  if (form.amount !== DEFAULT_AMOUNT || form.amountType !== 'fiat') {
    params.set(BEST_WAY_PARAM.amount, form.amount);
  }
  if (form.amountType !== 'fiat') params.set(BEST_WAY_PARAM.amountType, form.amountType);
  if (form.paymentMethod !== 'visa') params.set(BEST_WAY_PARAM.paymentMethod, form.paymentMethod);
  const search = params.toString();
  return `${localePath(locale, routes.bestWay(form.coin, form.fiat))}${search ? `?${search}` : ''}`;
}
