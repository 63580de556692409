import enBlockList from '../../../../../locales/en/block-list.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { refusalMessages } from '@/i18n/refusal-messages';
import { userBlockEndpoints } from '@/contract/user-block';
import type { BlockMessageKey, BlockMessages } from '@/features/user/block/messages';

/** The block islands' keys, one list (`pickMessages` keeps its pick per list). */
const BLOCK_KEYS: readonly BlockMessageKey[] = [
  ...(Object.keys(enBlockList) as BlockMessageKey[]),
  ...CHUNK_KEYS,
];

/** Server only: the block islands' messages in one locale (their props). */
export function blockMessages(locale: LocaleCode): BlockMessages {
  return {
    texts: pickMessages(locale, BLOCK_KEYS),
    refusals: refusalMessages(locale, [
      userBlockEndpoints.c2cUserBlock,
      userBlockEndpoints.c2cUserUnblock,
      userBlockEndpoints.c2cUserBlockList,
    ]),
  };
}
