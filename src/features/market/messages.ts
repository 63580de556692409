import type { IslandTranslate } from '@/i18n/island-t';
import { PAYMENT_METHOD_NAME_KEYS } from '@/i18n/payment-method-name';
import { PRESENCE_KEYS } from '@/components/presence';
import { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts the market (page and island) uses: every key of `locales/<code>/market.json`, plus
 * a few shared ones from `common.json` (page title and intro, the site name for the document
 * title, the spec's wallet notice, an advertiser's presence, the note of a part loaded on
 * demand). Types only here, so the island ships no dictionary; the server picks the values
 * with `marketMessageKeys()` (`./server/messages.ts`).
 */
type MarketJson = typeof import('../../../locales/en/market.json');

export const SHARED_MARKET_KEYS = [
  'site.name',
  'market.title.buy',
  'market.title.sell',
  'market.intro.buy',
  'market.intro.sell',
  'session.walletNotice',
  ...PAYMENT_METHOD_NAME_KEYS,
  ...PRESENCE_KEYS,
  ...CHUNK_KEYS,
] as const;

export type MarketMessageKey =
  Exclude<keyof MarketJson, 'default'> | (typeof SHARED_MARKET_KEYS)[number];
export type MarketMessages = Record<MarketMessageKey, string>;
export type MarketT = IslandTranslate<MarketMessageKey>;
