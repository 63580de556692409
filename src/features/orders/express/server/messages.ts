import enExpress from '../../../../../locales/en/express.json';
import { ordersExpressEndpoints } from '@/contract/orders-express';
import type { LocaleCode } from '@/i18n/locales';
import { PAYMENT_METHOD_NAME_KEYS } from '@/i18n/payment-method-name';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import type { ExpressMessageKey, ExpressMessages } from '@/features/orders/express/messages';

const EXPRESS_KEYS: readonly ExpressMessageKey[] = [
  ...(Object.keys(enExpress) as ExpressMessageKey[]),
  ...PAYMENT_METHOD_NAME_KEYS,
];

/** Server only: Express's messages in one locale (the island's props). */
export function expressMessages(locale: LocaleCode): ExpressMessages {
  return {
    texts: pickMessages(locale, EXPRESS_KEYS),
    refusals: refusalMessages(locale, [
      ordersExpressEndpoints.c2cOrderExpressQuote,
      ordersExpressEndpoints.c2cOrderExpressPlace,
    ]),
  };
}
