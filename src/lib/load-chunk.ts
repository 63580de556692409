/**
 * The one way the front-end loads code on demand (issue 15, item 1). Every `import()` of a
 * component or an API module goes through `chunk()`, so a chunk that fails or hangs is reported
 * the same way everywhere: the spec's chunk-load timeout (120 s) turns a hanging request into a
 * load error, and a failure is forgotten so Retry imports again (Chromium caches a failed module
 * fetch per URL unless it implements whatwg/html#10327; when the retry fails again the page
 * offers a reload that keeps the user's place: `reloadKeeping`).
 */

/** Spec table, "Chunk load timeout | 120 s": after it a chunk still on its way is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The window event each failed load dispatches (`detail.chunk`: its name), for analytics. */
export const CHUNK_ERROR_EVENT = 'p2p:chunk-error';

/** Where the server says which build it serves (`src/pages/build-id.json.ts`). */
export const BUILD_ID_PATH = '/build-id.json';

/** A chunk that did not arrive: its name and whether the timeout ended the wait. */
export interface ChunkLoadError extends Error {
  chunk: string;
  timedOut: boolean;
}

declare const __P2P_BUILD__: string | undefined;

/** The build this page's scripts come from (set by the build; "dev" in unit tests). */
export const PAGE_BUILD = typeof __P2P_BUILD__ === 'string' ? __P2P_BUILD__ : 'dev';

/** A chunk's loader (`chunk()`), and what it loaded once it has. */
export interface ChunkLoader<T> {
  (): Promise<T>;
  /**
   * The module once loaded, else undefined: for a call that must go out in the same task as the
   * click that asked for it (an `await` would let React render the click's state first).
   */
  loaded: () => T | undefined;
}

/**
 * A memoised loader for one chunk: every caller shares one import while it is on its way or
 * done; a failure (or the timeout) rejects with `ChunkLoadError`, tells the window, and is
 * forgotten, so the next call imports again.
 */
export function chunk<T>(
  name: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): ChunkLoader<T> {
  let pending: Promise<T> | undefined;
  let value: { module: T } | undefined;
  const loader = () =>
    (pending ??= new Promise<T>((resolve, reject) => {
      let settled = false;
      const fail = (timedOut: boolean) => {
        // A load that fails after its timeout already failed it is not a second failure.
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        pending = undefined;
        const detail = { chunk: name, timedOut };
        globalThis.dispatchEvent?.(new CustomEvent(CHUNK_ERROR_EVENT, { detail }));
        reject(Object.assign(new Error(name), detail));
      };
      const timer = setTimeout(() => fail(true), timeoutMs);
      load().then(
        (module) => {
          settled = true;
          clearTimeout(timer);
          value = { module };
          resolve(module);
        },
        () => fail(false),
      );
    }));
  return Object.assign(loader, { loaded: () => value?.module });
}

/**
 * Calls `use` with a chunk's module: in this very task when it is loaded (a request it sends
 * goes out before React renders the click that asked for it), else once it has loaded.
 */
export function withChunk<T, R>(loader: ChunkLoader<T>, use: (module: T) => R | Promise<R>) {
  const ready = loader.loaded();
  return ready ? Promise.resolve(use(ready)) : loader().then(use);
}

/** True for a chunk's load error (callers word it with the chunk message, not their own). */
export const isChunkError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && 'timedOut' in error;

/**
 * Whether the server now serves another build than this page's: then a chunk probably failed
 * because the old build's files are gone, and only a reload helps. Unknown (offline, no
 * endpoint) counts as the same build.
 */
export async function newBuildServed(): Promise<boolean> {
  try {
    const answer = await fetch(BUILD_ID_PATH, { cache: 'no-store' });
    const { build } = (await answer.json()) as { build?: unknown };
    return typeof build === 'string' && build !== PAGE_BUILD;
  } catch {
    return false;
  }
}

const KEEP = 'p2p:keep:';

/**
 * Reloads the page after saving `value` (an island's form input) for `takeKept(key)` to give
 * back once: the address keeps the place (filters, page, order), this keeps what was typed.
 */
export function reloadKeeping(key: string, value: unknown) {
  try {
    sessionStorage.setItem(KEEP + key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the reload still keeps the address.
  }
  location.reload();
}

/** What `reloadKeeping(key, …)` saved before this page loaded, once; null when nothing was. */
export function takeKept<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(KEEP + key);
    sessionStorage.removeItem(KEEP + key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}
