import type { IslandTranslate } from '@/i18n/island-t';
import type { RefusalMessages } from '@/i18n/refusal-text';
import type { CHUNK_KEYS } from '@/components/chunk-keys';

/**
 * The block list's texts (issue 14, item 5): every key of `locales/<code>/block-list.json`,
 * handed to the block button (profile, order page) and the user centre's section, with the
 * refusal messages of the block calls and the note of the dialog loaded on demand (`CHUNK_KEYS`).
 */
type BlockListJson = typeof import('../../../../locales/en/block-list.json');

export type BlockMessageKey = Exclude<keyof BlockListJson, 'default'> | (typeof CHUNK_KEYS)[number];
export type BlockT = IslandTranslate<BlockMessageKey>;

/** What a block island is handed: its texts and the refusals its calls can meet. */
export interface BlockMessages {
  texts: Record<BlockMessageKey, string>;
  refusals: RefusalMessages;
}
