import type { IslandTranslate } from '@/i18n/island-t';
import type { PaymentMethodNameKey } from '@/i18n/payment-method-name';
import type { RefusalMessages } from '@/i18n/refusal-text';

/**
 * Express's texts (issue 17, item 2): every key of `locales/<code>/express.json` and the
 * generic payment-method names, and the
 * refusal messages of the quote and the placement (the market's own, plus the express ones).
 */
type ExpressJson = typeof import('../../../../locales/en/express.json');

export type ExpressMessageKey = Exclude<keyof ExpressJson, 'default'> | PaymentMethodNameKey;
export type ExpressT = IslandTranslate<ExpressMessageKey>;

export interface ExpressMessages {
  texts: Record<ExpressMessageKey, string>;
  refusals: RefusalMessages;
}
