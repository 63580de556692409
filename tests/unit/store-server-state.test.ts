// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, readPageState } from '@/stores/page-state';

/**
 * Module-level stores are shared by every request on the server, so per-user data must never
 * be written into them there (architecture section 5). The browser's stores start from what
 * the page rendered instead: `$session` from the page state block, whichever script loads it
 * first (the page bootstrap or an island's chunk).
 */

const ROOT = join(import.meta.dirname, '../..');
const user = {
  uid: '10001',
  type: 3,
  loginType: 'account',
  email: 'abcdef@example.com',
  phone: null,
  walletAddress: null,
  level: 2,
  isAuth: true,
  nickname: 'abc',
};

afterEach(() => {
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
  vi.resetModules();
});

function renderPageState(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_STATE_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('the page state block', () => {
  it('starts $session from the rendered user, before any bootstrap runs', async () => {
    renderPageState(JSON.stringify({ locale: 'en', user }));
    const { $session } = await import('@/stores/session');
    const { $isLoggedIn } = await import('@/stores/session-flags');
    expect($session.get()).toEqual({ token: null, user });
    expect($isLoggedIn.get()).toBe(true);
  });

  it('starts a visitor when the block is missing or malformed', async () => {
    renderPageState('{not json');
    expect(readPageState()).toEqual({});
    const { $isLoggedIn } = await import('@/stores/session-flags');
    expect($isLoggedIn.get()).toBe(false);
    expect(readPageState(undefined)).toEqual({});
  });
});

/** Every file under `dir` (relative to the repository) whose name ends with one of `ends`. */
function filesUnder(dir: string, ends: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (ends.some((end) => name.endsWith(end))) out.push(full);
    }
  };
  walk(join(ROOT, dir));
  return out;
}

/** Store functions that write a store (everything else a store module exports only reads). */
const WRITER = /^(set|clear|hydrate|push|dismiss|toggle)[A-Z]/;

describe('server code never writes a module-level store', () => {
  const serverFiles = [
    ...filesUnder('src/middleware', ['.ts']),
    ...filesUnder('src/server', ['.ts']),
    ...filesUnder('src/pages', ['.astro', '.ts']),
    ...filesUnder('src', ['.astro']),
    ...filesUnder('src/features', ['.ts']).filter((f) => f.includes('/server/')),
    ...filesUnder('src/shell', ['.ts']).filter((f) => !f.includes('/elements/')),
  ];

  it('finds the server modules to check', () => {
    expect(serverFiles.some((f) => f.endsWith('BaseLayout.astro'))).toBe(true);
    expect(serverFiles.some((f) => f.endsWith('middleware/session.ts'))).toBe(true);
  });

  it('imports no store writer into the server render', () => {
    const offenders: string[] = [];
    for (const file of new Set(serverFiles)) {
      const text = readFileSync(file, 'utf8');
      // Only the frontmatter of an .astro file runs on the server; its <script>s run in the browser.
      const server = file.endsWith('.astro') ? (text.split(/^---$/m)[1] ?? '') : text;
      for (const match of server.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/stores\/[\w-]+'/g)) {
        const names = match[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''));
        for (const name of names.filter((n) => WRITER.test(n))) {
          offenders.push(`${relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
