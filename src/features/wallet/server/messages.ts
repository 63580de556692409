import enTransfer from '../../../../locales/en/transfer.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import type { TransferMessageKey, TransferMessages } from '@/features/wallet/messages';

/** Server only: the transfer dialog's messages in one locale. */
export function transferMessages(locale: LocaleCode): TransferMessages {
  return pickMessages(locale, Object.keys(enTransfer) as TransferMessageKey[]);
}
