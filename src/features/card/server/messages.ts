import enCard from '../../../../locales/en/card.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { refusalMessages } from '@/i18n/refusal-messages';
import { cardEndpoints } from '@/contract/card';
import type { CardMessageKey, CardMessages } from '@/features/card/messages';

/** The card page's keys (English defines them) with the chunk note's, one list. */
const CARD_KEYS: readonly CardMessageKey[] = [
  ...(Object.keys(enCard) as CardMessageKey[]),
  ...CHUNK_KEYS,
];

/** Server only: the card page's messages in one locale, for the island's props. */
export function cardMessages(locale: LocaleCode): CardMessages {
  return {
    ...refusalMessages(locale, [cardEndpoints.c2cThirdPartyOrder]),
    ...pickMessages(locale, CARD_KEYS),
  };
}
