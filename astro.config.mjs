// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { devSandbox } from './src/server/dev-integration.ts';
import { zodJitlessAlias } from './scripts/lib/zod-alias.ts';
import { chunkGroups } from './scripts/lib/shell-chunk.ts';

export default defineConfig({
  output: 'server',
  // Shiki's inline styles would break the CSP; the product shows no highlighted code.
  markdown: { syntaxHighlight: false },
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), devSandbox()],
  // Our server (src/server) owns compression, static caching and the extra security headers.
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "form-action 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ],
    },
  },
  vite: {
    // One id per build, in the page's scripts and the server's /build-id.json (src/lib/load-chunk.ts):
    // a chunk failing on a page older than the server's build offers a reload (issue 15, item 1).
    define: { __P2P_BUILD__: JSON.stringify(process.env.P2P_BUILD_ID ?? Date.now().toString(36)) },
    plugins: [tailwindcss()],
    // The code every page runs is one file, not a dozen small ones (scripts/lib/shell-chunk.ts).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: chunkGroups(fileURLToPath(new URL('.', import.meta.url))),
          },
        },
      },
    },
    resolve: {
      alias: [
        zodJitlessAlias,
        { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      ],
    },
  },
});
