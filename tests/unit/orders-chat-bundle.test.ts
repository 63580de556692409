import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

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

function resolve(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files a module pulls in with value imports (type-only imports and `import()` left out). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) {
    if (match[2]) continue;
    const specifier = match[4] ?? match[5];
    if (!specifier) continue;
    const target = resolve(specifier, file);
    if (target) found.push(target);
  }
  return found;
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(root, entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return new Set([...seen].map((file) => relative(root, file)));
}

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

  it(`adds at most ${FIRST_SCRIPT_BUDGET} bytes of gzipped JavaScript to the first script`, async () => {
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
              if (args.path === '@/i18n/plural') return { path: join(root, 'src/i18n/plural.ts') };
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
  });
});
