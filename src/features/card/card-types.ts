import type {
  CardCoin,
  CardCurrency,
  CardFiat,
  CardPayment,
  CardPaymentMethod,
  SupplierQuote,
  ThirdPartyOrderDetail,
} from '@/contract/card';

/**
 * The card page's own shapes. Types only (the contract's zod schemas stay out of the island's
 * first load: they come with the API client, on demand).
 */

/** Whether the typed amount is the fiat to spend or the coin to receive. */
export type AmountType = 'fiat' | 'crypto';

/** What the visitor asks a quote for: the inputs of the form, once the amount is valid. */
export interface CardQuery {
  fiat: string;
  coin: CardCoin;
  amount: string;
  amountType: AmountType;
  paymentMethod: CardPaymentMethod;
}

/** The three lists the form offers (server rendered, never refetched by the island). */
export interface CardOptions {
  fiats: CardFiat[];
  coins: CardCurrency[];
  methods: CardPayment[];
}

/** Quotes and the exact query they answer: a list is shown only for the query on screen. */
export interface QuoteResult {
  key: string;
  quotes: SupplierQuote[];
}

/** The order panel shown after the provider's checkout sends the user back (`?orderNo=`). */
export type OrderView =
  | { kind: 'detail'; detail: ThirdPartyOrderDetail }
  /** A visitor: the order is personal, so the panel asks for a login first. */
  | { kind: 'login'; orderNo: string }
  | { kind: 'not-found'; orderNo: string }
  /** The status call failed on the server: the island tries again once it runs. */
  | { kind: 'loading'; orderNo: string };

export type { CardCoin, CardPaymentMethod, SupplierQuote, ThirdPartyOrderDetail };
