import enAppeal from '../../../../../locales/en/appeal.json';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import type { AppealMessageKey, AppealMessages } from '@/features/orders/appeal/messages';

/** Server only: the keys of the appeal page's messages (English defines them). */
export function appealMessageKeys(): AppealMessageKey[] {
  return Object.keys(enAppeal) as AppealMessageKey[];
}

/** Server only: the appeal page's messages in one locale, for the island's props. */
export function appealMessages(locale: LocaleCode): AppealMessages {
  return pickMessages(locale, appealMessageKeys());
}
