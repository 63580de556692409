import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIMES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MIMES,
  type ImagePurpose,
} from '@/contract/payments';

/**
 * The application's files (spec section 5): the ID-holding photo and the proof of address are
 * jpg/jpeg/png images up to 10 MB, the verification video an mp4, wmv, ogg or mov up to 100 MB.
 * Caps, extensions and types are the contract's, so the form refuses exactly what the upload
 * calls would; the sandbox also checks the content (magic bytes), which no browser check can.
 * Pure.
 */

export type FileKind = 'image' | 'video';

const MB = 1024 * 1024;

/** The upload purpose of an image field: its size cap depends on it. */
export function imagePurposeFor(fieldKey: string): ImagePurpose {
  return fieldKey === 'addressProof' ? 'address_proof' : 'id_photo';
}

/** Size cap of a field's file, in bytes. */
export function maxBytesFor(kind: FileKind, fieldKey: string): number {
  return kind === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES[imagePurposeFor(fieldKey)];
}

/** A cap in whole megabytes, as the messages show it (`10`, `100`). */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / MB);
}

/** The type each accepted extension is sent as (what the upload calls and the sandbox expect). */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  wmv: 'video/x-ms-wmv',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
};

/**
 * Declared types that may accompany an accepted extension besides the contract's: browsers leave
 * the type empty or generic for formats they do not know (wmv on most systems) and call an .ogg
 * file audio. The file is sent with its extension's type either way (`uploadTypeOf`).
 */
const LOOSE_TYPES: Readonly<Record<FileKind, ReadonlySet<string>>> = {
  image: new Set(['']),
  video: new Set(['', 'application/octet-stream', 'audio/ogg']),
};

const EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  image: IMAGE_EXTENSIONS,
  video: VIDEO_EXTENSIONS,
};
const TYPES: Readonly<Record<FileKind, readonly string[]>> = {
  image: IMAGE_MIMES,
  video: VIDEO_MIMES,
};

/** The lower-cased extension of a file name (`Proof.JPG` → `jpg`), or '' without one. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** What is checked of a picked file (a `File` has all three). */
interface PickedFile {
  name: string;
  type: string;
  size: number;
}

type FileProblem = { problem: 'format' } | { problem: 'size'; maxBytes: number };

/**
 * Checks a picked file before any upload: an accepted extension with a type that does not
 * contradict it (an empty file is no image or video either), then the size cap of the field.
 */
export function checkMerchantFile(
  file: PickedFile,
  kind: FileKind,
  fieldKey: string,
): FileProblem | null {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  const typeFits = TYPES[kind].includes(type) || LOOSE_TYPES[kind].has(type);
  if (!EXTENSIONS[kind].includes(extension) || !typeFits || file.size <= 0) {
    return { problem: 'format' };
  }
  const maxBytes = maxBytesFor(kind, fieldKey);
  if (file.size > maxBytes) return { problem: 'size', maxBytes };
  return null;
}

/** The type a checked file is sent with: the one its extension names. */
export function uploadTypeOf(name: string): string {
  return TYPE_BY_EXTENSION[extensionOf(name)] ?? 'application/octet-stream';
}

/** What the file picker offers: extensions and types, for browsers that match on either. */
export function acceptFor(kind: FileKind): string {
  return [...EXTENSIONS[kind].map((ext) => `.${ext}`), ...TYPES[kind]].join(',');
}
