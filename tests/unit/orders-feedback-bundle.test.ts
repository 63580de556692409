import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The feedback form stays out of the order page's first script (issue 14, item 2): from the
 * page's island, the static imports reach only the feedback slot (its heading); the panel, its
 * runtime (the API calls) and the feedback contract (zod) are reached through `import()` only.
 */

const root = join(import.meta.dirname, '../..');
const ISLAND = 'src/islands/OrderPage.tsx';

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

describe('the feedback form’s weight on the order page', () => {
  it('places the feedback slot, and reaches the panel and its calls only on demand', () => {
    const first = reachable(ISLAND);
    const feedback = [...first].filter((file) => file.startsWith('src/features/orders/feedback/'));
    expect(feedback).toEqual(['src/features/orders/feedback/FeedbackSlot.tsx']);
    expect(first.has('src/contract/orders-feedback.ts')).toBe(false);
    const slot = readFileSync(join(root, 'src/features/orders/feedback/FeedbackSlot.tsx'), 'utf8');
    expect(slot).toContain("import('@/features/orders/feedback/FeedbackPanel')");
  });
});
