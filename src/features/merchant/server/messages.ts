import enMerchant from '../../../../locales/en/merchant.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { refusalMessages } from '@/i18n/refusal-messages';
import { merchantEndpoints } from '@/contract/merchant';
import {
  APPLY_GROUPS,
  AUTH_GROUPS,
  type ApplyMessageKey,
  type ApplyMessages,
  type AuthMessageKey,
  type AuthMessages,
  type MerchantMessageKey,
  type MerchantMessages,
} from '@/features/merchant/messages';

/** Server only: the keys of the merchant pages' messages (English defines them). */
function keysOf(groups: readonly string[]): MerchantMessageKey[] {
  return (Object.keys(enMerchant) as MerchantMessageKey[]).filter((key) =>
    groups.some((group) => key.startsWith(`merchant.${group}.`)),
  );
}

/** Each island's keys with the chunk note's, one list per island (`pickMessages` keeps them). */
const APPLY_KEYS = [...(keysOf(APPLY_GROUPS) as ApplyMessageKey[]), ...CHUNK_KEYS];
const AUTH_KEYS = [...(keysOf(AUTH_GROUPS) as AuthMessageKey[]), ...CHUNK_KEYS];

/** Server only: every merchant text in one locale, for the server-rendered parts of the pages. */
export function merchantMessages(locale: LocaleCode): MerchantMessages {
  return pickMessages(locale, Object.keys(enMerchant) as MerchantMessageKey[]);
}

/** Server only: the application form island's texts. */
export function applyMessages(locale: LocaleCode): ApplyMessages {
  return {
    ...refusalMessages(locale, [merchantEndpoints.c2cMerchantApply], { withFieldCodes: true }),
    ...pickMessages(locale, APPLY_KEYS),
  };
}

/** Server only: the authentication island's texts. */
export function authMessages(locale: LocaleCode): AuthMessages {
  const calls = [
    merchantEndpoints.c2cMerchantLockDeposit,
    merchantEndpoints.c2cMerchantApplyRefund,
  ];
  return {
    ...refusalMessages(locale, calls),
    ...pickMessages(locale, AUTH_KEYS),
  };
}
