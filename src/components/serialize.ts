/**
 * JSON for a `<script type="application/json">` data block: `<` and the JS line separators are
 * escaped so no value, whatever a user typed into it, can close the element or open a comment.
 */
export function serializeForScript(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
