/** Id of the JSON block that carries the page's locale and the (token-free) user to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'p2p-page-state';

/** What the layout renders into the page state block (checked by the stores that read it). */
interface PageState {
  locale?: unknown;
  user?: unknown;
}

/**
 * Browser only: the page state the server rendered into `<head>`, or `{}` when there is none
 * (no document, no block, malformed JSON). The block is in `<head>`, so it is there before any
 * script of the body runs, whichever loads first: the page bootstrap or an island.
 */
export function readPageState(doc: Document | undefined = globalThis.document): PageState {
  try {
    const text = doc?.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent ?? '{}';
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as PageState) : {};
  } catch {
    return {};
  }
}
