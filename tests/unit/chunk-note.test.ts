// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chunk } from '@/components/ChunkNote';
import { CHUNK_KEYS, type ChunkT } from '@/components/chunk-keys';
import { chunk, PAGE_BUILD } from '@/lib/load-chunk';
import { pickMessages } from '@/i18n/pick-messages';

/**
 * Issue 15, item 1: a part loaded on demand says it is loading, and when its code does not
 * arrive it says so in place (never a blank island) with Retry, which imports again; a retry
 * that failed too adds Reload; another build on the server says a new version is available.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = pickMessages('fa', CHUNK_KEYS);
const t: ChunkT = (key) => texts[key];

let root: Root | undefined;
let host: HTMLDivElement | undefined;

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
}

const note = () => host?.querySelector('[data-testid="chunk-error"]') ?? null;
const button = (label: string) =>
  [...(host?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);

function mount(load: () => Promise<{ Part: () => string }>, onReload = vi.fn()) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const element = createElement(Chunk<{ Part: () => string }>, {
    load,
    t,
    onReload,
    children: ({ Part }) => createElement(Part),
  });
  act(() => root?.render(element));
  return onReload;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ build: PAGE_BUILD })),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.unstubAllGlobals();
});

describe('Chunk', () => {
  it('shows the loading line, then the failure in place; Retry imports again and shows the part', async () => {
    const importer = vi
      .fn<() => Promise<{ Part: () => string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Part: () => 'the panel' });
    mount(chunk('Part', importer));
    expect(host?.querySelector('[data-testid="chunk-loading"]')?.textContent).toBe(
      texts['chunk.loading'],
    );
    await until(() => note() !== null);
    expect(note()?.textContent).toContain(texts['chunk.failed']);
    expect(button(texts['chunk.reload'])).toBeUndefined();

    await act(async () => button(texts['chunk.retry'])?.click());
    await until(() => host?.textContent === 'the panel');
    expect(host?.textContent).toBe('the panel');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a retry that fails again offers Reload, which is the island’s (it keeps the input)', async () => {
    const importer = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const onReload = mount(chunk('Part', importer));
    await until(() => note() !== null);
    await act(async () => button(texts['chunk.retry'])?.click());
    await until(() => button(texts['chunk.reload']) !== undefined);
    await act(async () => button(texts['chunk.reload'])?.click());
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('another build on the server: a new version is available, with Reload and no Retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ build: 'newer' })),
    );
    mount(
      chunk('Part', async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      }),
    );
    await until(() => note() !== null);
    expect(note()?.textContent).toContain(texts['chunk.newVersion']);
    expect(button(texts['chunk.retry'])).toBeUndefined();
    expect(button(texts['chunk.reload'])).toBeDefined();
  });
});
