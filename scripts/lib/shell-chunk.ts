import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The code every page runs, in one chunk (issue 16, item 2). The layout's script (the header's
 * custom elements, the session and theme stores, the transfer host) imports a dozen small
 * modules that islands share too, and the bundler gives each set of importers its own chunk: a
 * page without islands downloaded 12 files of 150 to 4,000 bytes, each compressed on its own
 * (2.3 KB more than the same code compressed together). This finds the modules the every-page
 * scripts import statically (not their `import()`s: those load on demand) so the build puts
 * them into one `shell` chunk, whatever the code imports tomorrow.
 */

/** The components whose `<script>` runs on every page (the layout and what it always renders). */
const EVERY_PAGE = ['src/layouts/BaseLayout.astro', 'src/components/Toasts.astro'];

/**
 * Static imports and re-exports, not `import type` (erased) nor `import()` (on demand): the
 * clause (`{ atom, readonlyType }`, `x`, `* as x`; none for a bare `import '…'`) and the
 * specifier.
 */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:([\w*{}\s,$]*?)\bfrom\s*)?['"]([^'"]+)['"]/gm;
const SCRIPT_BLOCK = /<script>([\s\S]*?)<\/script>/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

interface Modules {
  /** Our files, and the files of packages whose imported names could be followed. */
  files: Set<string>;
  /** Packages imported whole (a default or namespace import, a subpath): every file of them. */
  packages: Set<string>;
}

/** The names a clause imports (`{ atom, b as c, type T }` → atom, b), or null if not only named. */
function importedNames(clause: string | undefined): string[] | null {
  const named = clause?.trim().match(/^\{([^}]*)\}$/);
  if (!named) return null;
  return (named[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/** A package's ESM entry file, from its `package.json` (`exports["."]`, `module`, `main`). */
function packageEntry(root: string, name: string): string | null {
  const dir = join(root, 'node_modules', name);
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return null;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports?: unknown;
    module?: string;
    main?: string;
  };
  const dot = (pkg.exports as Record<string, unknown> | undefined)?.['.'];
  const entry =
    typeof dot === 'string'
      ? dot
      : typeof (dot as { import?: unknown } | undefined)?.import === 'string'
        ? (dot as { import: string }).import
        : (pkg.module ?? pkg.main);
  return entry ? join(dir, entry) : null;
}

/** Every file and package the code of `entries` imports statically, transitively. */
function staticGraph(root: string, entries: { file: string; code: string }[]): Modules {
  const files = new Set<string>();
  const packages = new Set<string>();
  const srcDir = join(root, 'src');

  const resolveFile = (specifier: string, from: string) => {
    const base = specifier.startsWith('@/')
      ? join(srcDir, specifier.slice(2))
      : resolve(dirname(from), specifier);
    if (/\.(tsx?|m?js)$/.test(base) && existsSync(base)) return base;
    return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
  };

  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    visit(readFileSync(file, 'utf8'), file);
  };

  /**
   * A package imported by name: only the files its entry re-exports those names from (and what
   * they import), so the shell does not carry the rest of a package the islands use more of
   * (`nanostores`' computed, lifecycle and deep maps). Anything else: the whole package.
   */
  const addPackage = (specifier: string, clause: string | undefined) => {
    const [first = '', second = ''] = specifier.split('/');
    const name = first.startsWith('@') ? `${first}/${second}` : first;
    const names = specifier === name ? importedNames(clause) : null;
    const entry = names && packageEntry(root, name);
    if (!names || !entry || !existsSync(entry)) {
      packages.add(name);
      return;
    }
    const source = readFileSync(entry, 'utf8');
    for (const wanted of names) {
      const from = [...source.matchAll(STATIC_IMPORT)].find(([, reexported]) =>
        importedNames(reexported)?.includes(wanted),
      )?.[2];
      const file = from?.startsWith('.') ? resolveFile(from, entry) : null;
      // A name the entry defines itself (or re-exports otherwise): the entry and its imports.
      add(file ?? entry);
    }
  };

  const visit = (code: string, from: string) => {
    for (const [, clause, specifier = ''] of code.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('@/') || specifier.startsWith('.')) {
        const file = resolveFile(specifier, from);
        if (file) add(file);
      } else {
        addPackage(specifier, clause);
      }
    }
  };

  for (const { file, code } of entries) visit(code, file);
  return { files, packages };
}

/** What the every-page scripts (the `<script>` blocks of `EVERY_PAGE`) import. */
export function everyPageModules(root: string): Modules {
  return staticGraph(
    root,
    EVERY_PAGE.flatMap((component) => {
      const file = join(root, component);
      return [...readFileSync(file, 'utf8').matchAll(SCRIPT_BLOCK)].map(([, code = '']) => ({
        file,
        code,
      }));
    }),
  );
}

function group(name: string, { files, packages }: Modules, priority: number, extra?: RegExp) {
  const inPackage = [...packages].map((pkg) => `/node_modules/${pkg}/`);
  return {
    name,
    priority,
    test: (id: string) =>
      files.has(id.split('?')[0] ?? id) ||
      inPackage.some((part) => id.includes(part)) ||
      (extra?.test(id) ?? false),
  };
}

/**
 * The bundler's group (rolldown `codeSplitting`): the every-page code, with Vite's preload helper
 * (the shell's `import()`s use it). A group for the bell's idle listener was tried too: it made
 * logged-in pages heavier (it pulled in the bundler's runtime), so the bell keeps its two files.
 */
export function chunkGroups(root: string) {
  return [group('shell', everyPageModules(root), 10, /vite\/preload-helper/)];
}
