import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, everyPageModules } from '../../scripts/lib/shell-chunk';

/**
 * The every-page code is one chunk (issue 16, item 2): the build groups what the layout's
 * scripts import statically, and nothing they load on demand.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const file = (path: string) => `${root}${path}`;

describe('the shell chunk', () => {
  const { files, packages } = everyPageModules(root);

  it('holds what the layout’s scripts import, transitively', () => {
    expect(files).toContain(file('src/shell/elements/define-shell.ts'));
    expect(files).toContain(file('src/shell/elements/menu-element.ts'));
    expect(files).toContain(file('src/stores/session.ts'));
    expect(files).toContain(file('src/stores/toasts.ts'));
    // Named imports from a package: only the files its entry re-exports them from.
    expect(files).toContain(file('node_modules/nanostores/atom/index.js'));
    expect(packages).toEqual(new Set());
  });

  it('leaves out what loads on demand and what is only a type', () => {
    // `import()`ed by the bell and the transfer host; `notifications-api` is also a type import.
    expect(files).not.toContain(file('src/shell/elements/notifications-api.ts'));
    expect(files).not.toContain(file('src/shell/elements/unread-watch.ts'));
    expect(files).not.toContain(file('src/client/socket.ts'));
    expect(files).not.toContain(file('src/features/wallet/mount-transfer.tsx'));
    // What islands use of a package the shell uses a little of stays with the islands.
    expect(files).not.toContain(file('node_modules/nanostores/computed/index.js'));
    expect(files).not.toContain(file('node_modules/nanostores/deep-map/index.js'));
    // The arithmetic is the islands'; the shell checks a rate's form only.
    expect(files).toContain(file('src/lib/decimal-pattern.ts'));
    expect(files).not.toContain(file('src/lib/decimal.ts'));
  });

  it('is the group the build uses, with Vite’s preload helper', () => {
    const [shell] = chunkGroups(root);
    expect(shell?.name).toBe('shell');
    expect(shell?.test(file('src/shell/elements/menu-element.ts'))).toBe(true);
    expect(shell?.test(`${root}node_modules/nanostores/atom/index.js`)).toBe(true);
    expect(shell?.test('\0vite/preload-helper.js')).toBe(true);
    expect(shell?.test(file('src/features/market/MarketIsland.tsx'))).toBe(false);
    expect(shell?.test(`${root}node_modules/react/index.js`)).toBe(false);
    expect(shell?.test(`${root}node_modules/nanostores/computed/index.js`)).toBe(false);
  });
});
