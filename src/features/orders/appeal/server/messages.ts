import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import enAppeal from '../../../../../locales/en/appeal.json';
import { paymentsEndpoints } from '@/contract/payments';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { refusalMessages } from '@/i18n/refusal-messages';
import type { AppealMessageKey, AppealMessages } from '@/features/orders/appeal/messages';

/** Server only: the keys of the appeal page's messages (English defines them). */
export function appealMessageKeys(): AppealMessageKey[] {
  return Object.keys(enAppeal) as AppealMessageKey[];
}

/** The appeal page's keys with the chunk note's, one list (`pickMessages` keeps its pick). */
const APPEAL_PAGE_KEYS = [...appealMessageKeys(), ...CHUNK_KEYS];

/**
 * Server only: the appeal page's messages in one locale, for the island's props, with the
 * messages of the refusals filing, answering, settling or withdrawing an appeal and uploading
 * evidence can meet, and the field
 * codes (the page words them by code).
 */
export function appealMessages(locale: LocaleCode): AppealMessages {
  return {
    ...refusalMessages(
      locale,
      [
        ordersAppealEndpoints.c2cOrderAppeal,
        ordersAppealEndpoints.c2cOrderAppealAnswer,
        ordersAppealEndpoints.c2cOrderAppealStance,
        ordersAppealEndpoints.c2cOrderAppealWithdraw,
        paymentsEndpoints.c2cUploadImg,
      ],
      {
        withFieldCodes: true,
      },
    ),
    ...pickMessages(locale, APPEAL_PAGE_KEYS),
  };
}
