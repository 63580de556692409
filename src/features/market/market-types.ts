import type { MarketAd } from '@/contract/entities';
import type { CoinOption, FiatOption, PaymentMethodOption } from '@/contract/market';
import type { Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import type { MarketMessages } from '@/features/market/messages';
import type { ListPage } from '@/components/list-page';

/**
 * The serialisable shapes the market page hands its island (architecture section 5: initial
 * data from the server, so the island refetches nothing the HTML already shows). Types only:
 * importing this module ships no code (and no zod) to the browser.
 */

/** What the market shows: side and coin from the path, the rest from the query string. */
export interface MarketQueryState {
  side: Side;
  coin: string;
  fiat: string;
  /** A payment method code, or null for every method. */
  paymentMethod: string | null;
  /** A valid fiat amount (within the fiat's scale, above 0), or null for none. */
  amount: string | null;
  /** The order besides the default best price first (`?sort=`), or null for that default. */
  sort: MarketSortParam | null;
  /** Only advertisers online now (`?online=1`). */
  online: boolean;
  page: number;
}

/** The sorts the address names (`?sort=completion`); the call's names are in `adsQuery`. */
export type MarketSortParam = 'completion' | 'orders' | 'feedback';

/** One page of ads as the market call answers it. */
export type MarketPage = ListPage<MarketAd>;

/**
 * Who is looking, as far as the "why can't I take this ad" rules need it (spec section 6).
 * `user` with `known: false` is a logged-in account user whose P2P profile could not be
 * loaded: the rows then say nothing and the server decides when the order is placed.
 */
export type Viewer =
  | { kind: 'visitor' }
  | { kind: 'wallet' }
  | { kind: 'user'; known: false }
  | {
      kind: 'user';
      known: true;
      userId: number;
      identityVerified: boolean;
      /** The fiat of the identity country; null before identity verification. */
      homeFiat: string | null;
      /** Epoch ms of registration (registration age for the advertiser's conditions). */
      registeredAt: number;
      /** Completed trades (the advertiser's "number of trades" condition). */
      completedTrades: number;
      pendingOrders: number;
      /** The configured cap on orders in progress (basics config); null when unknown. */
      maxPendingOrders: number | null;
      /** Set once the daily cancellation cap is reached: orders are refused until then. */
      orderBlockedUntil: number | null;
    };

/** The market's filter choices (the option box). */
export interface MarketOptions {
  coins: CoinOption[];
  fiats: FiatOption[];
  paymentMethods: PaymentMethodOption[];
}

/** Props of the market island: everything serialisable, nothing per request beyond this user. */
export interface MarketIslandProps {
  locale: LocaleCode;
  messages: MarketMessages;
  /** The exchange's main site (login with a return address). */
  mainSite: string;
  /** This site's origin, for the login's return address. */
  origin: string;
  options: MarketOptions;
  query: MarketQueryState;
  /** The fiat shown when the URL names none (the user's home fiat, else a default). */
  defaultFiat: string;
  /** What the visitor typed into the amount filter, when it was not a valid amount. */
  invalidAmount: string | null;
  /** The first page, or null when it could not be loaded. */
  ads: MarketPage | null;
  viewer: Viewer;
  /** Server time of the render, so the server's HTML and the hydrated island agree. */
  now: number;
}
