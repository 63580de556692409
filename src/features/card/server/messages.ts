import enCard from '../../../../locales/en/card.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { CHUNK_KEYS } from '@/components/chunk-keys';
import { refusalMessages } from '@/i18n/refusal-messages';
import { cardEndpoints } from '@/contract/card';
import type { CardMessageKey, CardMessages } from '@/features/card/messages';

/** Server only: the keys of the card page's messages (English defines them). */
function cardMessageKeys(): CardMessageKey[] {
  return [...(Object.keys(enCard) as CardMessageKey[]), ...CHUNK_KEYS];
}

/** Server only: the card page's messages in one locale, for the island's props. */
export function cardMessages(locale: LocaleCode): CardMessages {
  return {
    ...refusalMessages(locale, [cardEndpoints.c2cThirdPartyOrder]),
    ...pickMessages(locale, cardMessageKeys()),
  };
}
