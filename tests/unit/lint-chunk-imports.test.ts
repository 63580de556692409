import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEAVY, HEAVY_TEST_TIMEOUT_MS } from './support/heavy';

/**
 * Issue 15, item 1, enforced: an `import()` in src/ must be the loader of a `chunk()` call, so
 * every part loaded on demand has the timeout, the chunk-error event and a Retry that imports
 * again. The server and the shell's custom elements are the written exceptions.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'no-restricted-syntax';

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
  await eslint.lintText('export const warm = 1;\n', { filePath: `${root}src/config/warm.ts` });
}, HEAVY_TEST_TIMEOUT_MS);

/** How many bare imports the rule reports in `code` as if it lived at `filePath`. */
async function bareImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.filter((m) => m.ruleId === RULE).length;
}

const CHUNKED = [
  "import { chunk } from '@/lib/load-chunk';",
  "export const load = chunk('part', () => import('@/features/market/part'));",
  "export const loadApi = chunk('api', () => import('@/features/market/api').then((m) => m));",
].join('\n');

describe('every import() goes through chunk()', HEAVY, () => {
  it.each([
    ['an arrow', "export const load = () => import('@/features/market/part');"],
    [
      'React.lazy',
      "import { lazy } from 'react';\nexport const Part = lazy(() => import('@/features/market/part'));",
    ],
    [
      'an await in a handler',
      "export async function go() {\n  const { x } = await import('@/features/market/api');\n  return x;\n}",
    ],
    [
      'a memo of its own',
      "let p: Promise<unknown> | null = null;\nexport const load = () => (p ??= import('@/features/market/clock'));",
    ],
  ])('reports a bare import() in a feature (%s)', async (_kind, code) => {
    expect(await bareImports('src/features/market/part-loader.ts', code)).toBe(1);
  });

  it('reports one in islands, components, lib and i18n too', async () => {
    const code = "export const load = () => import('@/client/follow-topic');";
    for (const file of [
      'src/islands/SomePage.tsx',
      'src/components/use-something.ts',
      'src/lib/something.ts',
      'src/i18n/something.ts',
    ])
      expect(await bareImports(file, code), file).toBe(1);
  });

  it('accepts an import() that is the loader of a chunk() call', async () => {
    expect(await bareImports('src/features/market/part-loader.ts', CHUNKED)).toBe(0);
  });

  it('leaves the written exceptions alone: the server and the shell elements', async () => {
    const code = "export const load = () => import('./somewhere');";
    expect(await bareImports('src/server/main-part.ts', code)).toBe(0);
    expect(await bareImports('src/shell/elements/some-element.ts', code)).toBe(0);
    expect(await bareImports('src/features/wallet/transfer-element.ts', code)).toBe(0);
  });

  it('does not mistake a type import for code', async () => {
    const code =
      "type Json = typeof import('../../locales/en/market.json');\nexport type K = keyof Json;";
    expect(await bareImports('src/features/market/messages-part.ts', code)).toBe(0);
  });
});
