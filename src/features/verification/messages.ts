import type { IslandTranslate } from '@/i18n/island-t';

/**
 * The texts of the verification dialogs: every key of `locales/<code>/verification.json`. Types
 * only here; the server picks the values (`./server/messages.ts`) for the island's props.
 */
type VerificationJson = typeof import('../../../locales/en/verification.json');

export type VerificationMessageKey = Exclude<keyof VerificationJson, 'default'>;
export type VerificationMessages = Record<VerificationMessageKey, string>;
export type VerificationT = IslandTranslate<VerificationMessageKey>;
