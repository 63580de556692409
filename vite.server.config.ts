import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { zodJitlessAlias } from './scripts/lib/zod-alias.ts';

/**
 * Bundles our Node server (src/server/main.ts) and the sandbox it embeds into
 * dist/runtime/main.mjs, after `astro build` has produced dist/server and dist/client, and the
 * sandbox on its own (src/server/sandbox-main.ts, `npm run sandbox`) into dist/runtime/sandbox.mjs;
 * code both use goes to dist/runtime/chunks/. Dependencies stay external (they are in
 * node_modules); only our TypeScript is bundled.
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
    ssr: true,
    outDir: 'dist/runtime',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { main: 'src/server/main.ts', sandbox: 'src/server/sandbox-main.ts' },
      output: {
        entryFileNames: '[name].mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        format: 'es',
      },
    },
  },
});
