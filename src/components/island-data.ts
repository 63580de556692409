import { serializeForScript } from '@/components/serialize';

/**
 * An island's data that rides after its HTML instead of in its opening tag (issue 16, item 4).
 *
 * Astro writes a hydrated island's props into the `props` attribute of `<astro-island>`, before
 * the HTML the island rendered: on the market that is ~33 KB of typed JSON ahead of the first ad
 * row, pushing the rows out of the first network round trip. With `islandData(id, value)` the
 * server still renders from `value` (held under a symbol key, which Astro's serializer skips:
 * it walks `Object.entries`), the attribute carries only `{ id }`, and `<IslandData>` writes the
 * value as a JSON block after the island. On the client `islandDataNow` parses that block, or
 * waits for the document when the island hydrates before the block has arrived.
 */
const VALUE = Symbol.for('p2p.islandData');

export interface IslandData<T> {
  readonly id: string;
  readonly [VALUE]?: T;
}

/** The prop to pass: `{ id }` for the attribute, with the value beside it for the server. */
export function islandData<T>(id: string, value: T): IslandData<T> {
  return { id, [VALUE]: value };
}

/** The JSON block's content (for `<IslandData>`). */
export function islandDataJson<T>(data: IslandData<T>): string {
  return serializeForScript(data[VALUE]);
}

/** The attribute that names a block by its island's id. */
export const ISLAND_DATA_ATTRIBUTE = 'data-island-data';

const parsed = new WeakMap<object, unknown>();
const waiting = new WeakMap<object, Promise<unknown>>();

/**
 * The island's value: on the server (and wherever the value came along) as given; in the
 * browser from its JSON block, parsed once per prop object. Before the document is fully parsed
 * the block may not be there yet, or only in part (the HTML still streaming in when the browser
 * goes idle and hydrates): then a promise, settled once the document is parsed, for React's
 * `use` (hydration keeps the server's HTML meanwhile).
 */
export function islandDataNow<T>(data: IslandData<T>): T | Promise<T> {
  if (VALUE in data) return data[VALUE] as T;
  // Once a promise was given, always the same one: React's `use` must be called on each render.
  let pending = waiting.get(data) as Promise<T> | undefined;
  if (pending) return pending;
  if (parsed.has(data)) return parsed.get(data) as T;
  if (document.readyState !== 'loading') return parseBlock(data);
  pending = new Promise<T>((resolve, reject) =>
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        try {
          resolve(parseBlock(data));
        } catch (error) {
          reject(error);
        }
      },
      { once: true },
    ),
  );
  waiting.set(data, pending);
  return pending;
}

function parseBlock<T>(data: IslandData<T>): T {
  const block = document.querySelector(`script[${ISLAND_DATA_ATTRIBUTE}="${CSS.escape(data.id)}"]`);
  if (!block?.textContent) throw new Error(`The data of island "${data.id}" is missing.`);
  const value = JSON.parse(block.textContent) as T;
  parsed.set(data, value);
  return value;
}
