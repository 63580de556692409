import type { UploadedFile } from '@/contract/payments';
import type { Harness } from '../harness';

/** A buffer of `size` bytes starting with `head` (the rest zeros), built in memory. */
export function bytesWith(head: readonly number[] | string, size = 64): Uint8Array<ArrayBuffer> {
  const start = typeof head === 'string' ? [...head].map((ch) => ch.charCodeAt(0)) : head;
  const bytes = new Uint8Array(Math.max(size, start.length));
  bytes.set(start);
  return bytes;
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** First bytes of each kind of file the upload checks tell apart. */
export const MAGIC = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF')],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  mp4: [0x00, 0x00, 0x00, 0x18, ...ascii('ftypisom')],
  mov: [0x00, 0x00, 0x00, 0x14, ...ascii('ftypqt  ')],
  heic: [0x00, 0x00, 0x00, 0x18, ...ascii('ftypheic')],
  ogg: ascii('OggS'),
  wmv: [
    0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
  ],
  gif: ascii('GIF89a'),
  pdf: ascii('%PDF-1.7'),
} as const;

export interface UploadPart {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Posts a multipart upload the way the client does (`file`, then `purpose` for images). The
 * form is encoded up front: a FormData body streamed by undici throws an unhandled error when
 * the sandbox stops reading a too-large body half-way (a browser's upload just ends).
 */
export async function postUpload(
  h: Harness,
  call: 'img' | 'video',
  part: UploadPart,
  options: { token?: string; purpose?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([part.bytes], part.name, { type: part.type }));
  if (options.purpose !== undefined) form.set('purpose', options.purpose);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type') ?? '' };
  return h.call<UploadedFile>(
    'POST',
    `/api/c2c/v3/upload/${call}`,
    { body, headers },
    { token: options.token },
  );
}

/** Uploads a small PNG as `token`'s user and answers its file id. */
export async function uploadPng(h: Harness, token: string, purpose = 'appeal_evidence') {
  const res = await postUpload(
    h,
    'img',
    { name: 'proof.png', type: 'image/png', bytes: bytesWith(MAGIC.png) },
    { token, purpose },
  );
  if (res.status !== 200) throw new Error(`Uploading failed: ${res.body.msg}`);
  return res.body.data.fileId;
}
