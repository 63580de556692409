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
    expect(packages).toEqual(new Set(['nanostores']));
  });

  it('leaves out what loads on demand and what is only a type', () => {
    // `import()`ed by the bell and the transfer host; `notifications-api` is also a type import.
    expect(files).not.toContain(file('src/shell/elements/notifications-api.ts'));
    expect(files).not.toContain(file('src/shell/elements/unread-watch.ts'));
    expect(files).not.toContain(file('src/client/socket.ts'));
    expect(files).not.toContain(file('src/features/wallet/mount-transfer.tsx'));
    expect([...files].some((f) => f.includes('/node_modules/'))).toBe(false);
  });

  it('is the group the build uses, with Vite’s preload helper', () => {
    const [shell] = chunkGroups(root);
    expect(shell?.name).toBe('shell');
    expect(shell?.test(file('src/shell/elements/menu-element.ts'))).toBe(true);
    expect(shell?.test(`${root}node_modules/nanostores/atom/index.js`)).toBe(true);
    expect(shell?.test('\0vite/preload-helper.js')).toBe(true);
    expect(shell?.test(file('src/features/market/MarketIsland.tsx'))).toBe(false);
    expect(shell?.test(`${root}node_modules/react/index.js`)).toBe(false);
  });
});
