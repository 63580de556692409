/** Id of the JSON block that carries the page's locale and the (token-free) user to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'p2p-page-state';

/**
 * JSON for a `<script type="application/json">` block: `<` is escaped so no value can close
 * the element or open a comment, whatever text a user put in it.
 */
export function serializeForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
