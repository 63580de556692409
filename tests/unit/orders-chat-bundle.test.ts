import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { HEAVY } from './support/heavy';
import { reachable } from './support/static-imports';

/**
 * The order chat stays out of the order page's first script (issue 12: "the JS the chat adds
 * to the order page, which stays loaded on demand"). From the page's island, the static imports
 * reach only the chat's slot (heading, badge, phone button) and the plural helper; the panel,
 * its runtime and the chat contract are reached through `import()` only. What the slot adds is
 * weighed minified and gzipped (everything it imports from outside the chat counted as already
 * on the page), and must stay small. `npm run bench` prints the on-demand chunk's own weight.
 */

const root = join(import.meta.dirname, '../..');
const ISLAND = 'src/islands/OrderPage.tsx';
/** Gzip bytes the chat may add to the order page's first script. */
const FIRST_SCRIPT_BUDGET = 2048;

describe('the order chat’s weight on the order page', () => {
  const first = reachable(ISLAND);

  it('places the chat with its slot, and reaches the panel only on demand', () => {
    expect(first.has('src/features/orders/chat/ChatSlot.tsx')).toBe(true);
    const chat = [...first].filter((file) => file.startsWith('src/features/orders/chat/'));
    expect(chat).toEqual(['src/features/orders/chat/ChatSlot.tsx']);
    expect(first.has('src/contract/orders-chat.ts')).toBe(false);
    const slot = readFileSync(join(root, 'src/features/orders/chat/ChatSlot.tsx'), 'utf8');
    expect(slot).toContain("import('@/features/orders/chat/ChatPanel')");
  });

  it(
    `adds at most ${FIRST_SCRIPT_BUDGET} bytes of gzipped JavaScript to the first script`,
    HEAVY,
    async () => {
      const result = await build({
        entryPoints: [join(root, 'src/features/orders/chat/ChatSlot.tsx')],
        bundle: true,
        write: false,
        minify: true,
        format: 'esm',
        jsx: 'automatic',
        logLevel: 'silent',
        plugins: [
          {
            name: 'already-on-the-page',
            setup(builder) {
              // Only the slot's own new code counts: React, the contract's types, the orders
              // feature and the i18n helpers other than the plural one are on the page already.
              builder.onResolve({ filter: /.*/ }, (args) => {
                if (args.kind === 'entry-point') return null;
                if (args.kind === 'dynamic-import') return { path: args.path, external: true };
                if (args.path === '@/i18n/plural')
                  return { path: join(root, 'src/i18n/plural.ts') };
                return { path: args.path, external: true };
              });
            },
          },
        ],
      });
      const code = result.outputFiles[0]?.contents ?? new Uint8Array();
      const gzip = gzipSync(code, { level: 9 }).length;
      expect(gzip).toBeGreaterThan(200);
      expect(gzip).toBeLessThanOrEqual(FIRST_SCRIPT_BUDGET);
    },
  );
});
