/**
 * The suffixes of the compressed copies the build writes next to each text file of the client
 * folder (`scripts/lib/precompress.mjs`), which the static handler serves (`static.ts`).
 */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
