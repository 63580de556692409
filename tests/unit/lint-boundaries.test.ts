import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEAVY, HEAVY_TEST_TIMEOUT_MS } from './support/heavy';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'boundaries/no-cross-feature-imports';

let eslint: ESLint;

/**
 * ESLint loads the config and its plugins (typescript-eslint, the type-aware parser) on the
 * first lint: done once here, under the heavy-work limit, so no test pays it under its own.
 */
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
  await eslint.lintText('export const warm = 1;\n', { filePath: `${root}src/config/warm.ts` });
  await eslint.lintText('export const Warm = () => <i />;\n', {
    filePath: `${root}src/components/Warm.tsx`,
  });
}, HEAVY_TEST_TIMEOUT_MS);

/** Lints `code` as if it lived at `filePath` and returns the boundary rule's message ids. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message.split(' ')[0] ?? '');
}

/** Message ids are not exposed by lintText, so the first word of each message stands in. */
const CROSS = 'Feature';
const SANDBOX = 'Only';
const SHARED = 'Shared';

describe('feature boundaries', HEAVY, () => {
  it.each([
    ['alias', "import { x } from '@/features/orders/api';"],
    ['relative sibling', "import { x } from '../orders/api';"],
    ['re-export', "export * from '@/features/orders/api';"],
    ['named re-export', "export { x } from '../orders/api';"],
    ['dynamic import', "export const load = () => import('@/features/orders/api');"],
  ])('reports a feature importing another feature (%s)', async (_kind, code) => {
    expect(await boundaryProblems('src/features/market/market-table.ts', code)).toEqual([CROSS]);
  });

  it('resolves deep relative paths before deciding', async () => {
    const code = "import { x } from '../../../features/orders/hooks/use-orders';";
    expect(await boundaryProblems('src/features/market/components/row.tsx', code)).toEqual([CROSS]);
    const own = "import { y } from '../../market/hooks/use-ads';";
    expect(await boundaryProblems('src/features/market/components/row.tsx', own)).toEqual([]);
  });

  it('allows a feature to import itself, shared code and packages', async () => {
    const code = [
      "import { a } from '@/features/market/hooks/use-ads';",
      "import { b } from './market-row';",
      "import { c } from '@/components/dialog';",
      "import { d } from '@/contract/c2c';",
      "import { useState } from 'react';",
      'export const all = [a, b, c, d, useState];',
    ].join('\n');
    expect(await boundaryProblems('src/features/market/market-table.tsx', code)).toEqual([]);
  });

  it('lets pages compose several features', async () => {
    const code = [
      '---',
      "import Market from '@/features/market/MarketTable.tsx';",
      "import Orders from '@/features/orders/OrderList.tsx';",
      '---',
      '<Market client:visible /><Orders />',
    ].join('\n');
    expect(await boundaryProblems('src/pages/buy_USDT.astro', code)).toEqual([]);
  });

  it('covers .astro components inside a feature', async () => {
    const code = "---\nimport Row from '@/features/orders/Row.astro';\n---\n<Row />";
    expect(await boundaryProblems('src/features/market/Table.astro', code)).toEqual([CROSS]);
  });
});

describe('sandbox boundary', HEAVY, () => {
  it.each([
    ['src/features/market/api.ts', "import { db } from '@/sandbox/db';"],
    ['src/client/http.ts', "import { db } from '../sandbox/db';"],
    ['src/pages/index.astro', "---\nimport { seed } from '@/sandbox/seed';\n---\n<p>{seed}</p>"],
    ['src/stores/session.ts', "export const load = () => import('@/sandbox/personas');"],
    ['scripts/start.mjs', "import { start } from '../src/sandbox/app.ts';"],
  ])('reports %s importing the sandbox', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([SANDBOX]);
  });

  it.each([
    ['src/sandbox/handlers/c2c.ts', "import { db } from '@/sandbox/db';"],
    ['src/server/main.ts', "import { createSandbox } from '@/sandbox/app';"],
    ['tests/sandbox/c2c.test.ts', "import { createSandbox } from '../../src/sandbox/app';"],
    ['astro.config.mjs', "import { sandboxIntegration } from './src/sandbox/integration.ts';"],
  ])('allows %s to import the sandbox', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([]);
  });

  it('does not confuse a file named sandbox outside src/sandbox with the sandbox', async () => {
    const code = "import { sandboxEndpoints } from './sandbox';";
    expect(await boundaryProblems('src/contract/endpoints.ts', code)).toEqual([]);
  });
});

describe('shared layer boundary (src/rules, src/contract)', HEAVY, () => {
  it.each([
    ['src/rules/orders.ts', "import { x } from '@/features/market/amounts';"],
    ['src/rules/orders.ts', "import { x } from '../client/http';"],
    ['src/rules/user.ts', "import { $session } from '@/stores/session';"],
    ['src/rules/card.ts', "import { x } from '@/islands/OrderPage';"],
    ['src/rules/card.ts', "export { y } from '@/pages/index.astro';"],
    ['src/rules/money.ts', "import { formatAmount } from '@/i18n/format';"],
    ['src/contract/orders.ts', "import { x } from '@/features/orders/format';"],
    ['src/contract/user.ts', "export const load = () => import('@/stores/session');"],
    ['src/contract/ads.ts', "import { x } from '@/client/http';"],
  ])('reports %s importing one side (%s)', async (file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([SHARED]);
  });

  it('reports the shared layer importing the sandbox as a shared-layer problem', async () => {
    const code = "import { fitsScale } from '@/sandbox/orders/money';";
    expect(await boundaryProblems('src/rules/money.ts', code)).toEqual([SHARED]);
    expect(await boundaryProblems('src/contract/orders.ts', code)).toEqual([SHARED]);
  });

  it('lets the shared layer import itself, src/lib and packages', async () => {
    const code = [
      "import { a } from '@/contract/common';",
      "import { b } from '@/lib/decimal';",
      "import { c } from './money';",
      "import { z } from 'zod';",
      'export const all = [a, b, c, z];',
    ].join('\n');
    expect(await boundaryProblems('src/rules/orders.ts', code)).toEqual([]);
    expect(await boundaryProblems('src/contract/orders.ts', code)).toEqual([]);
  });

  it('lets both sides import the shared rules', async () => {
    const code = "import { fitsScale } from '@/rules/money';";
    expect(await boundaryProblems('src/features/market/amounts.ts', code)).toEqual([]);
    expect(await boundaryProblems('src/sandbox/orders/place.ts', code)).toEqual([]);
    expect(await boundaryProblems('src/stores/session.ts', code)).toEqual([]);
  });
});

describe('the rest of the config', HEAVY, () => {
  it('runs the jsx-a11y recommended rules on React components', async () => {
    const [result] = await eslint.lintText('export const Logo = () => <img src="/logo.svg" />;\n', {
      filePath: `${root}src/components/Logo.tsx`,
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('jsx-a11y-x/alt-text');
  });

  it('runs typescript-eslint on TypeScript', async () => {
    const [result] = await eslint.lintText('export const x: any = 1;\n', {
      filePath: `${root}src/config/x.ts`,
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('@typescript-eslint/no-explicit-any');
  });
});
