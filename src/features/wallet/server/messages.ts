import enTransfer from '../../../../locales/en/transfer.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalMessages } from '@/i18n/refusal-messages';
import { walletEndpoints } from '@/contract/wallet';
import {
  TRANSFER_CHUNK_KEYS,
  type TransferMessageKey,
  type TransferMessages,
} from '@/features/wallet/messages';

/** The dialog's keys (English defines them) and the toast's when it does not load, one list. */
const TRANSFER_KEYS: readonly TransferMessageKey[] = [
  ...(Object.keys(enTransfer) as TransferMessageKey[]),
  ...TRANSFER_CHUNK_KEYS,
];

/**
 * Server only: the transfer dialog's messages in one locale, with the refusal texts of a
 * transfer (the dialog words a refusal by its code, in the page's language).
 */
export function transferMessages(locale: LocaleCode): TransferMessages {
  return {
    ...refusalMessages(locale, [walletEndpoints.walletTransfer]),
    ...pickMessages(locale, TRANSFER_KEYS),
  };
}
