import { describe, expect, it, vi } from 'vitest';
import { createPublicCache } from '@/shell/public-cache';

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createPublicCache', () => {
  it('reuses a success within the time to live', async () => {
    const time = clock();
    const cache = createPublicCache(60_000, time.now);
    const load = vi.fn(async () => ['en', 'ko']);
    expect(await cache.get('languages', load)).toEqual(['en', 'ko']);
    time.advance(59_999);
    expect(await cache.get('languages', load)).toEqual(['en', 'ko']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads again once the time to live has passed', async () => {
    const time = clock();
    const cache = createPublicCache(60_000, time.now);
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await cache.get('rates', load)).toBe(1);
    time.advance(60_000);
    expect(await cache.get('rates', load)).toBe(2);
    time.advance(30_000);
    expect(await cache.get('rates', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps entries apart by key', async () => {
    const cache = createPublicCache(60_000, clock().now);
    expect(await cache.get('a|en', async () => 'english')).toBe('english');
    expect(await cache.get('a|ko', async () => 'korean')).toBe('korean');
    expect(await cache.get('a|en', async () => 'other')).toBe('english');
  });

  it('never keeps a failure: the next get asks again', async () => {
    const cache = createPublicCache(60_000, clock().now);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('back');
    await expect(cache.get('contacts', load)).rejects.toThrow('down');
    expect(await cache.get('contacts', load)).toBe('back');
    expect(await cache.get('contacts', load)).toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight load between concurrent gets', async () => {
    const cache = createPublicCache(60_000, clock().now);
    let resolve: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = cache.get('download', load);
    const second = cache.get('download', load);
    expect(load).toHaveBeenCalledOnce();
    resolve('https://example.com/app');
    expect(await Promise.all([first, second])).toEqual([
      'https://example.com/app',
      'https://example.com/app',
    ]);
  });

  it('shares a failing in-flight load too, and forgets it once it failed', async () => {
    const cache = createPublicCache(60_000, clock().now);
    let reject: (error: Error) => void = () => {};
    const load = vi.fn(() => new Promise<string>((_, r) => (reject = r)));
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
    await expect(cache.get('k', async () => 'ok')).resolves.toBe('ok');
    expect(load).toHaveBeenCalledOnce();
  });

  it('never caches with a time to live of 0', async () => {
    const cache = createPublicCache(0, clock().now);
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await cache.get('rates', load)).toBe(1);
    expect(await cache.get('rates', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear', async () => {
    const cache = createPublicCache(60_000, clock().now);
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});
