import { constants, crc32, deflateRawSync } from 'node:zlib';
import {
  filledValues,
  isJsonSlot,
  isSlot,
  type PageValues,
  type ShellPersonal,
  type Slot,
} from '@/shell/personal';

/**
 * A rendered page split at its markers (`src/shell/personal.ts`) into a template, and the page
 * for one user filled from it, as it is or as gzip from pieces compressed once. The store of
 * kept pages is `personal-page-store.ts`.
 */

/** A page split at its markers: text, then a slot, then text... (always one more text). */
export interface Template {
  texts: Buffer[];
  slots: Slot[];
}

/** A random part for the markers, per process: nobody can type it into an ad or a nickname. */
export function newNonce(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class TemplateError extends Error {}

const QUOTE = 0x22;
const UNDERSCORE = 0x5f;

/**
 * Splits a rendered page at its markers, on its bytes (markers are ASCII: nothing is decoded or
 * encoded again). A marker of the JSON slot must stand in quotes (a JSON string of the page
 * state), which go with it. Throws on a marker it cannot fill: a page must never go out with
 * one, nor with another user's value in its place.
 */
export function splitTemplate(page: string | Uint8Array, nonce: string): Template {
  const html =
    typeof page === 'string'
      ? Buffer.from(page)
      : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const prefix = Buffer.from(`_p2p_${nonce}_`);
  const texts: Buffer[] = [];
  const slots: Slot[] = [];
  let at = 0;
  for (let found = html.indexOf(prefix); found !== -1; found = html.indexOf(prefix, found + 1)) {
    const nameAt = found + prefix.length;
    const nameEnd = html.indexOf(UNDERSCORE, nameAt);
    const name = nameEnd === -1 ? '' : html.toString('latin1', nameAt, nameEnd);
    if (!isSlot(name)) throw new TemplateError(`unknown personal slot "${name}"`);
    const slot = name;
    let start = found;
    let end = nameEnd + 1;
    if (isJsonSlot(slot)) {
      if (html[start - 1] !== QUOTE || html[end] !== QUOTE)
        throw new TemplateError(`slot "${slot}" outside a JSON string`);
      start -= 1;
      end += 1;
    }
    texts.push(html.subarray(at, start));
    slots.push(slot);
    at = end;
  }
  texts.push(html.subarray(at));
  return { texts, slots };
}

/** A slot's value as bytes; a page slot the page gave no value for is a bug, never a blank. */
function valueOf(filled: Partial<Record<Slot, string>>, slot: Slot): Buffer {
  const value = filled[slot];
  if (value === undefined) throw new TemplateError(`no value for slot "${slot}"`);
  return Buffer.from(value);
}

/**
 * Whether the shell printed markers rather than the user's values: the page state's user and
 * the header's identity and VIP are on every logged-in page. A page that said it is the same for
 * every user only after the shell rendered has values in their place, and is never kept.
 */
export function markedThroughout(template: Template): boolean {
  return (['user', 'identity', 'vip'] as const).every((slot) => template.slots.includes(slot));
}

/** The page for one user: the template with that user's values. */
export function fillTemplate(
  template: Template,
  values: ShellPersonal,
  page: PageValues = {},
): Uint8Array<ArrayBuffer> {
  const filled = filledValues(values, page);
  const parts: Buffer[] = [template.texts[0]!];
  template.slots.forEach((slot, i) => {
    parts.push(valueOf(filled, slot), template.texts[i + 1]!);
  });
  // A new buffer of its own (never a slice of Node's shared pool).
  return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
}

/**
 * A page's texts compressed once each, so a user's page is gzip without compressing anything per
 * request: each text is a run of raw deflate blocks of its own (ending on a byte boundary,
 * referring to nothing before it), and a user's values go between them as stored blocks. With
 * the CRC and length of the whole, that is one gzip member every browser reads.
 */
export interface GzipTemplate {
  texts: Buffer[];
}

export function compressTemplate(template: Template): GzipTemplate {
  return {
    texts: template.texts.map((text) =>
      deflateRawSync(text, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
    ),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman codes): the deflate stream ends here. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Bytes as stored (uncompressed) deflate blocks, none of them the last. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 0xffff) {
    const part = bytes.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(~part.length & 0xffff, 3);
    out.push(head, part);
  }
  return out;
}

/** A user's page as one gzip member: the kept compressed texts, the values stored between them. */
export function fillGzip(
  template: Template,
  compressed: GzipTemplate,
  values: ShellPersonal,
  page: PageValues = {},
): Uint8Array<ArrayBuffer> {
  const filled = filledValues(values, page);
  const parts: Buffer[] = [GZIP_HEADER, compressed.texts[0]!];
  let crc = crc32(template.texts[0]!);
  let size = template.texts[0]!.length;
  template.slots.forEach((slot, i) => {
    const value = valueOf(filled, slot);
    const text = template.texts[i + 1]!;
    crc = crc32(text, crc32(value, crc));
    size += value.length + text.length;
    parts.push(...storedBlocks(value), compressed.texts[i + 1]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
}
