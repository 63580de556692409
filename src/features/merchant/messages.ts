import type { IslandTranslate } from '@/i18n/island-t';
import type { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The texts of the merchant pages: every key of `locales/<code>/merchant.json`. Types only here,
 * so no island ships a dictionary; the server picks the values (`./server/messages.ts`). The
 * application form and the authentication page each get only the groups they use, and both the
 * note of a part loaded on demand (`CHUNK_KEYS`, `common.json`).
 */
type MerchantJson = typeof import('../../../locales/en/merchant.json');

export type MerchantMessageKey = Exclude<keyof MerchantJson, 'default'>;
export type MerchantMessages = Record<MerchantMessageKey, string>;

/** Key groups by prefix (`merchant.<group>.…`). */
type Group<P extends string> = Extract<MerchantMessageKey, `merchant.${P}.${string}`>;

/** The chunk note's keys, which both islands use. */
type ChunkKey = (typeof CHUNK_KEYS)[number];

/** What the application form island uses. */
export type ApplyMessageKey = Group<'form' | 'error' | 'upload' | 'deposit' | 'common'> | ChunkKey;
export const APPLY_GROUPS = ['form', 'error', 'upload', 'deposit', 'common'] as const;
export type ApplyMessages = Record<ApplyMessageKey, string>;
export type ApplyT = IslandTranslate<ApplyMessageKey>;

/** What the authentication island uses. */
export type AuthMessageKey = Group<'auth' | 'deposit' | 'status' | 'link' | 'common'> | ChunkKey;
export const AUTH_GROUPS = ['auth', 'deposit', 'status', 'link', 'common'] as const;
export type AuthMessages = Record<AuthMessageKey, string>;
export type AuthT = IslandTranslate<AuthMessageKey>;
