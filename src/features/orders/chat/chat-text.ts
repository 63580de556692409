/**
 * Links in chat text (issue 12): a link from the other party is the classic P2P scam (a fake
 * payment page, a "support" login), so links are never clickable. The text is split into plain
 * pieces and link pieces; the page renders both as React text (never HTML), marks the link
 * pieces and warns under the message. Pure.
 */

/** A piece of a message's text: plain, or something that reads as a link. */
export interface TextPiece {
  link: boolean;
  text: string;
}

/** Endings of bare domains people paste without a scheme (`bit.ly/x`, `t.me/y`, `pay.xyz`). */
const TLDS =
  'com|net|org|io|ly|me|app|xyz|info|co|ru|cn|top|link|site|online|shop|pay|cc|biz|live|vip|club|to|gg|tk|uk|de|fr|es|ir|ua|jp|kr|vn|br|pt|hk|tw';

/**
 * A scheme link (`https://…`, also `javascript:`/`data:`-like schemes with `//`), a `www.`
 * address, or a bare domain with a known ending, optionally followed by a path. The trailing
 * punctuation of a sentence is not part of the link.
 */
const LINK = new RegExp(
  `(?:[a-z][a-z0-9+.-]*:\\/\\/|www\\.)[^\\s<>"]+|\\b(?:[a-z0-9-]+\\.)+(?:${TLDS})\\b(?:[/?#][^\\s<>"]*)?`,
  'giu',
);
const TRAILING = /[.,;:!?)\]}'"»”’]+$/u;

/** Splits a text into plain and link pieces, in order; joined they give the text back. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const link = match[0].replace(TRAILING, '');
    if (link.length === 0) continue;
    if (start > last) pieces.push({ link: false, text: text.slice(last, start) });
    pieces.push({ link: true, text: link });
    last = start + link.length;
  }
  if (last < text.length) pieces.push({ link: false, text: text.slice(last) });
  return pieces;
}

/** True when a text contains anything that reads as a link. */
export function hasLink(text: string): boolean {
  return splitLinks(text).some((piece) => piece.link);
}
