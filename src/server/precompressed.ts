/**
 * Which static files are served compressed, shared by the build step that writes the copies
 * (`scripts/lib/precompress.mjs`, which imports this file as plain TypeScript: keep it free of
 * imports) and the static handler (`static.ts`).
 *
 * The suffixes of the compressed copies the build writes next to each text file of the client
 * folder (`scripts/lib/precompress.mjs`), which the static handler serves (`static.ts`).
 */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** Text types worth compressing; images and fonts are already compressed. */
export const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Files this small are sent as they are: compressing them saves nothing worth a header. */
export const MIN_COMPRESS_BYTES = 512;
