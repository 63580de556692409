import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { zodJitlessAlias } from './scripts/lib/zod-alias.ts';

/**
 * Bundles our Node server (src/server/main.ts) and the sandbox it embeds into
 * dist/runtime/main.mjs, after `astro build` has produced dist/server and dist/client.
 * Dependencies stay external (they are in node_modules); only our TypeScript is bundled.
 */
export default defineConfig({
  resolve: {
    alias: [
      zodJitlessAlias,
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  publicDir: false,
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/runtime',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.mjs', format: 'es' } },
  },
});
