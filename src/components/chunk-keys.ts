/**
 * The messages of a part loaded on demand (`ChunkNote`): every island with such a part picks
 * them for its props. Apart from the component, so message lists import no React.
 */
export const CHUNK_KEYS = [
  'chunk.loading',
  'chunk.failed',
  'chunk.newVersion',
  'chunk.retry',
  'chunk.reload',
  'toast.close',
] as const;

/** The translator a `ChunkNote` words itself with (any island translator holding CHUNK_KEYS). */
export type ChunkT = (key: (typeof CHUNK_KEYS)[number]) => string;
