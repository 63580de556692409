import { describe, expect, it, vi } from 'vitest';
import { createRecentPages } from '@/components/recent-pages';

/** The pages a list saw moments ago (`recent-pages.ts`), on a clock the test moves. */
describe('recent pages', () => {
  const setup = (max = 3) => {
    let clock = 1_000;
    const pages = createRecentPages<string>({ freshMs: 30_000, max, now: () => clock });
    return { pages, tick: (ms: number) => (clock += ms) };
  };

  it('a page is seen until it is freshMs old, then never again', async () => {
    const { pages, tick } = setup();
    expect(pages.seen('a')).toBeUndefined();
    await pages.fetch('a', async () => 'page a');
    tick(29_999);
    expect(pages.seen('a')).toBe('page a');
    tick(1);
    expect(pages.seen('a')).toBeUndefined();
  });

  it('a fresh answer restarts the page’s time; put keeps the server’s page', async () => {
    const { pages, tick } = setup();
    pages.put('a', 'first');
    tick(20_000);
    await pages.fetch('a', async () => 'second');
    tick(20_000);
    expect(pages.seen('a')).toBe('second');
  });

  it('keeps at most max pages, the oldest dropped first', async () => {
    const { pages } = setup(2);
    pages.put('a', 'A');
    pages.put('b', 'B');
    pages.put('a', 'A2');
    pages.put('c', 'C');
    expect(pages.seen('b')).toBeUndefined();
    expect(pages.seen('a')).toBe('A2');
    expect(pages.seen('c')).toBe('C');
  });

  it('a click shares the prefetch on its way: one request', async () => {
    const { pages } = setup();
    let answer!: (page: string) => void;
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    pages.prefetch('a', fetcher);
    pages.prefetch('a', fetcher);
    const clicked = pages.fetch('a', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    answer('page a');
    await expect(clicked).resolves.toBe('page a');
    expect(pages.seen('a')).toBe('page a');
    // Fresh already: hovering again asks nothing.
    pages.prefetch('a', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('with reuse, a page answered less than reuseMs ago is the answer: nothing is asked', async () => {
    let clock = 0;
    const pages = createRecentPages<string>({
      freshMs: 30_000,
      reuseMs: 1_000,
      max: 3,
      now: () => clock,
    });
    const fetcher = vi.fn(async () => `page at ${clock}`);
    pages.prefetch('a', fetcher);
    await Promise.resolve();
    clock = 999;
    await expect(pages.fetch('a', fetcher, { reuse: true })).resolves.toBe('page at 0');
    expect(fetcher).toHaveBeenCalledTimes(1);
    // Without reuse (a retry) it asks.
    await expect(pages.fetch('a', fetcher)).resolves.toBe('page at 999');
    clock = 1_998;
    await expect(pages.fetch('a', fetcher, { reuse: true })).resolves.toBe('page at 999');
    clock = 2_000;
    await expect(pages.fetch('a', fetcher, { reuse: true })).resolves.toBe('page at 2000');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('a failure is not kept and is not left on its way: the next call asks again', async () => {
    const { pages } = setup();
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    pages.prefetch('a', failing);
    await Promise.resolve();
    await expect(pages.fetch('a', failing)).rejects.toThrow('down');
    expect(pages.seen('a')).toBeUndefined();
    await expect(pages.fetch('a', async () => 'page a')).resolves.toBe('page a');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
