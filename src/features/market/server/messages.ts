import enMarket from '../../../../locales/en/market.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import { ordersEndpoints } from '@/contract/orders';
import { marketSearchesEndpoints } from '@/contract/market-searches';
import {
  SHARED_MARKET_KEYS,
  type MarketMessageKey,
  type MarketMessages,
} from '@/features/market/messages';

/** Server only: the keys of the market's messages (English defines them). */
export function marketMessageKeys(): MarketMessageKey[] {
  return [...(Object.keys(enMarket) as MarketMessageKey[]), ...SHARED_MARKET_KEYS];
}

const prepared = new Map<LocaleCode, MarketMessages>();

/**
 * Server only: the market's messages in one locale, for the island's props, with the messages
 * of the refusals placing an order and saving the search can meet (worded by code). Prepared
 * once per locale (they change only with a build): every market page, kept or not, asks.
 */
export function marketMessages(locale: LocaleCode): MarketMessages {
  let messages = prepared.get(locale);
  if (!messages) {
    messages = Object.freeze({
      ...refusalMessages(locale, [
        ordersEndpoints.c2cOrderProceed,
        marketSearchesEndpoints.c2cMarketSearchSave,
      ]),
      ...pickMessages(locale, marketMessageKeys()),
    });
    prepared.set(locale, messages);
  }
  return messages;
}
