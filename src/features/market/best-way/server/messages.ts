import enBestWay from '../../../../../locales/en/best-way.json';
import type { LocaleCode } from '@/i18n/locales';
import { PAYMENT_METHOD_NAME_KEYS } from '@/i18n/payment-method-name';
import { pickMessages } from '@/i18n/pick-messages';
import type { BestWayMessageKey, BestWayMessages } from '@/features/market/best-way/messages';

const BEST_WAY_KEYS: readonly BestWayMessageKey[] = [
  ...(Object.keys(enBestWay) as BestWayMessageKey[]),
  ...PAYMENT_METHOD_NAME_KEYS,
];

/** Server only: the best-way page's messages in one locale (the island's props). */
export function bestWayMessages(locale: LocaleCode): BestWayMessages {
  return pickMessages(locale, BEST_WAY_KEYS);
}
