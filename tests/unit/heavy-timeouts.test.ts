import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No unit test leaves heavy work (ESLint, esbuild) to vitest's 5 s default, which a busy CI
 * machine overruns (issue 15, item 9): a test file that imports one of these tools must state
 * the heavy-work limit from `support/heavy.ts`.
 */
/** A value import of one of the tools (a type-only import runs nothing). */
const HEAVY_TOOLS = /^import (?!type )[^;]*? from '(eslint|esbuild|vite|astro)';/m;
const dir = import.meta.dirname;

describe('heavy unit tests', () => {
  const files = readdirSync(dir).filter((name) => name.endsWith('.test.ts'));
  const heavy = files.filter((name) => HEAVY_TOOLS.test(readFileSync(join(dir, name), 'utf8')));

  it('finds the files that run ESLint or esbuild', () => {
    expect(heavy).toContain('lint-boundaries.test.ts');
    expect(heavy).toContain('orders-chat-bundle.test.ts');
  });

  it.each(heavy)('%s states the heavy-work timeout', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    expect(text).toMatch(/from '\.\/support\/heavy'/);
    expect(text).toMatch(/\bHEAVY(_TEST_TIMEOUT_MS)?\b[,)]/);
  });
});
