import { fileURLToPath } from 'node:url';

/**
 * Resolves the bare `zod` import to `src/lib/zod-jitless.ts` (zod in jitless mode, so no page
 * trips the CSP with zod's `new Function` probe). Used by the Astro, server and test configs;
 * `zod/v4` and other subpaths are left alone (the shim itself imports `zod/v4`).
 */
export const zodJitlessAlias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('../../src/lib/zod-jitless.ts', import.meta.url)),
};
