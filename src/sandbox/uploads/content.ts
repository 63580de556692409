/**
 * What an uploaded file really is, from its first bytes (magic bytes): the declared type and the
 * file name are the sender's word, the content is not. Pure.
 */

export type UploadKind = 'image' | 'video';

interface ContentType {
  kind: UploadKind;
  /** The type the file is served with. */
  mime: string;
  /** The extension it is stored with. */
  ext: string;
}

/** Bytes `detectContent` needs to look at. */
export const CONTENT_HEAD_BYTES = 16;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OGG = [0x4f, 0x67, 0x67, 0x53]; // OggS
/** The ASF header object's GUID (75B22630-668E-11CF-A6D9-00AA0062CE6C), which starts a wmv. */
const ASF = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];
const FTYP = [0x66, 0x74, 0x79, 0x70]; // ftyp, the first box of an ISO media (mp4/mov) file

/**
 * ISO media brands that are not a video: HEIF/AVIF still images and audio-only files share the
 * `ftyp` box with mp4 and mov, so they would pass for a video on the box alone.
 */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
  'M4B ',
  'M4P ',
]);

function startsWith(head: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    head.length >= offset + signature.length &&
    signature.every((byte, i) => head[offset + i] === byte)
  );
}

function isoMedia(head: Uint8Array): ContentType | null {
  if (head.length < 12 || !startsWith(head, FTYP, 4)) return null;
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (NOT_VIDEO_BRANDS.has(brand)) return null;
  return brand === 'qt  '
    ? { kind: 'video', mime: 'video/quicktime', ext: 'mov' }
    : { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
}

/**
 * The type of a file from its first `CONTENT_HEAD_BYTES` bytes: jpg or png images; mp4, mov, ogg
 * or wmv videos. Null for anything else (gif, bmp, pdf, html, an executable renamed `.png`...).
 */
export function detectContent(head: Uint8Array): ContentType | null {
  if (startsWith(head, JPEG)) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, PNG)) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(head, OGG)) return { kind: 'video', mime: 'video/ogg', ext: 'ogg' };
  if (startsWith(head, ASF)) return { kind: 'video', mime: 'video/x-ms-wmv', ext: 'wmv' };
  return isoMedia(head);
}

/** The lower-cased extension of a file name (`Proof.JPG` → `jpg`), or '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}
