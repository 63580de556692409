import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The static import graph of the project's source, read from the files themselves: what a page's
 * island pulls into its first script (value imports) as opposed to what it loads with `import()`.
 * Tests use it to keep on-demand parts (the order chat, the feedback form) off a first load.
 */

const root = join(import.meta.dirname, '../../..');

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

/** Every file `entry` (a path from the project root) reaches by value imports, from the root. */
export function reachable(entry: string): Set<string> {
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
