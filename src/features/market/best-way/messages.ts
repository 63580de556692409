import type { IslandTranslate } from '@/i18n/island-t';
import type { PaymentMethodNameKey } from '@/i18n/payment-method-name';

/**
 * The best-way page's texts (issue 17, item 1): every key of `locales/<code>/best-way.json` and
 * the generic payment-method names (a P2P ad's methods).
 */
type BestWayJson = typeof import('../../../../locales/en/best-way.json');

export type BestWayMessageKey = Exclude<keyof BestWayJson, 'default'> | PaymentMethodNameKey;
export type BestWayT = IslandTranslate<BestWayMessageKey>;
export type BestWayMessages = Record<BestWayMessageKey, string>;
