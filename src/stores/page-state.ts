/** Id of the JSON block that carries the page's locale and the (token-free) user to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'p2p-page-state';
