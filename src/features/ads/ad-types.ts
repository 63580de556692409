import type { MyAd, ReferencePrice } from '@/contract/ads';
import type { AdStatus } from '@/contract/entities';
import type { CoinOption, FiatOption } from '@/contract/market';
import type { LocaleCode } from '@/i18n/locales';
import type { AdFormConfig, AdFormValues } from '@/features/ads/ad-form';
import type { AdFormMessages, MyAdsMessages } from '@/features/ads/messages';
import type { MyAdsFilters } from '@/features/ads/my-ads-query';
import type { MyAdsNotice } from '@/features/ads/my-ads-notice';
import type { ListPage } from '@/components/list-page';

/**
 * The serialisable shapes the ad pages hand their islands (architecture section 5: the server
 * loads everything the first paint shows; the islands refetch nothing of it). Types only.
 */

/** One of the user's saved payment methods, as the form offers it. */
export interface PaymentChoice {
  id: number;
  code: string;
  name: string;
  color: string;
  /** A short detail that tells two methods of one kind apart (the account holder, a tag...). */
  detail: string;
  /** The fiats the method serves (the option box's list for its kind). */
  fiats: string[];
}

/** The ad being edited: its id, the version it was loaded at, and its status. */
interface EditedAd {
  id: number;
  version: number;
  status: AdStatus;
}

export interface AdFormIslandProps {
  locale: LocaleCode;
  messages: AdFormMessages;
  /** Null when posting a new ad. */
  ad: EditedAd | null;
  /** Posting a copy of this ad of the user's (`?copy=`), or null. */
  copiedFrom?: number | null;
  /** Editing: where "Copy to a new ad" goes (the post form prefilled from this ad). */
  copyHref?: string | null;
  initialValues: AdFormValues;
  config: AdFormConfig;
  coins: CoinOption[];
  fiats: FiatOption[];
  /** The fiat of the user's identity country; the only one offered (others are disabled). */
  homeFiat: string | null;
  payments: PaymentChoice[];
  /** The reference price of the initial coin and fiat when the page was rendered. */
  reference: ReferencePrice | null;
  /** The P2P balance of the initial coin, when it could be read. */
  balance: { coin: string; available: string } | null;
  myAdsHref: string;
  paymentHref: string;
}

/** One page of the user's ads as the list call answers it. */
export type MyAdsPage = ListPage<MyAd>;

export interface MyAdsIslandProps {
  locale: LocaleCode;
  messages: MyAdsMessages;
  filters: MyAdsFilters;
  /** The filter choices and their decimals; null when the option box failed. */
  coins: CoinOption[] | null;
  fiats: FiatOption[] | null;
  /** The first page, or null when it could not be loaded. */
  ads: MyAdsPage | null;
  /** Only certified advertisers may post (others see the apply link). */
  certified: boolean;
  /** The one-shot status message after a save (`?notice=`). */
  notice: MyAdsNotice | null;
  postHref: string;
  applyHref: string;
  /** The zone the server rendered times in (`locals.timeZone`; null: UTC, a first visit). */
  timeZone?: string | null;
}
