import { serverEnv } from '@/config/server-env';

/**
 * A small time-to-live cache for the exchange's PUBLIC answers that server rendering asks on
 * every page: the shell's lists (languages, rates, social contacts, the download link) and the
 * market's catalogue and rules (option box, basics config). It holds nothing per user, so one
 * process-wide map is safe; successes are kept for `ttlMs`, failures are never kept (the next
 * page asks again), and concurrent pages share one in-flight request.
 */
export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createPublicCache(ttlMs: number, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      if (ttlMs > 0) {
        entries.set(key, { expires: now() + ttlMs, value });
        value.catch(() => {
          if (entries.get(key)?.value === value) entries.delete(key);
        });
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}

let shared: PublicCache | undefined;

/** The server's one cache of public answers, kept `SHELL_CACHE_SECONDS` (0: ask every time). */
export function serverPublicCache(): PublicCache {
  shared ??= createPublicCache(serverEnv().SHELL_CACHE_SECONDS * 1000);
  return shared;
}
