import enMarket from '../../../../locales/en/market.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import {
  SHARED_MARKET_KEYS,
  type MarketMessageKey,
  type MarketMessages,
} from '@/features/market/messages';

/** Server only: the keys of the market's messages (English defines them). */
export function marketMessageKeys(): MarketMessageKey[] {
  return [...(Object.keys(enMarket) as MarketMessageKey[]), ...SHARED_MARKET_KEYS];
}

/** Server only: the market's messages in one locale, for the island's props. */
export function marketMessages(locale: LocaleCode): MarketMessages {
  return pickMessages(locale, marketMessageKeys());
}
