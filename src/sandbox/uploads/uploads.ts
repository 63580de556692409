import {
  IMAGE_EXTENSIONS,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  imagePurpose,
  imageSizeMessage,
  VIDEO_EXTENSIONS,
  VIDEO_FORMAT_MESSAGE,
  VIDEO_MAX_BYTES,
  videoSizeMessage,
  type ImagePurpose,
} from '@/contract/payments';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { COMMON_REFUSALS } from '@/contract/define';
import { spooledPath } from '@/sandbox/http/multipart';
import { API_PREFIX } from '@/sandbox/http/paths';
import {
  fileTooLarge,
  invalidFields,
  refuse,
  type ApiError,
  type FieldError,
} from '@/sandbox/errors';
import {
  CONTENT_HEAD_BYTES,
  detectContent,
  extensionOf,
  type UploadKind,
} from '@/sandbox/uploads/content';
import { newFileId, type UploadStore } from '@/sandbox/uploads/store';

/**
 * Uploads (spec section 5): jpg/jpeg/png images with a size cap per purpose, and mp4, wmv, ogg
 * or mov videos up to 100 MB. A file is checked by size, by its name's extension and by its
 * content (magic bytes; the content decides the type it is stored and served as), stored under a
 * random id in the upload store, and recorded in `uploads` with its owner.
 */

/** Size caps in bytes; the contract's by default, lower ones can be configured (tests). */
export interface UploadCaps {
  image: Readonly<Record<ImagePurpose, number>>;
  video: number;
}

export interface UploadCapOptions {
  image?: Partial<Record<ImagePurpose, number>>;
  video?: number;
}

/**
 * The caps a sandbox applies: the contract's, or lower configured ones. A cap can only be
 * lowered: the contract's schema refuses a larger file before the sandbox sees it anyway.
 */
export function resolveUploadCaps(options: UploadCapOptions = {}): UploadCaps {
  const lower = (contract: number, configured: number | undefined) => {
    if (configured === undefined) return contract;
    if (!Number.isSafeInteger(configured) || configured < 1) {
      throw new Error(`An upload size cap must be a positive whole number of bytes: ${configured}`);
    }
    return Math.min(contract, configured);
  };
  const image = Object.fromEntries(
    imagePurpose.options.map((p) => [p, lower(IMAGE_MAX_BYTES[p], options.image?.[p])]),
  ) as Record<ImagePurpose, number>;
  return { image, video: lower(VIDEO_MAX_BYTES, options.video) };
}

/** What the upload calls need beside the context: where files go and how big they may be. */
export interface Uploads {
  store: UploadStore;
  caps: UploadCaps;
}

export interface UploadRecord {
  id: string;
  userId: number;
  kind: UploadKind;
  purpose: ImagePurpose | null;
  mime: string;
  size: number;
  /** Name in the upload store. */
  path: string;
  createdAt: number;
}

function toUploadRecord(row: Row): UploadRecord {
  return {
    id: text(row, 'id'),
    userId: int(row, 'user_id'),
    kind: text(row, 'kind') === 'video' ? 'video' : 'image',
    purpose: textOrNull(row, 'purpose') as ImagePurpose | null,
    mime: text(row, 'mime'),
    size: int(row, 'size'),
    path: text(row, 'path'),
    createdAt: int(row, 'created_at'),
  };
}

/**
 * Where an upload is served (`GET /api/c2c/v3/upload/file/<id>`, `uploads/routes.ts`): the `url`
 * of an upload's answer and of appeal evidence, built in this one place.
 */
export function uploadFileUrl(id: string): string {
  return `${API_PREFIX}/c2c/v3/upload/file/${id}`;
}

export function findUpload(db: Db, id: string): UploadRecord | null {
  const row = stmt(db, 'SELECT * FROM uploads WHERE id = ?').get(id);
  return row ? toUploadRecord(row) : null;
}

const FORMATS: Record<UploadKind, { extensions: readonly string[]; message: string }> = {
  image: { extensions: IMAGE_EXTENSIONS, message: IMAGE_FORMAT_MESSAGE },
  video: { extensions: VIDEO_EXTENSIONS, message: VIDEO_FORMAT_MESSAGE },
};

type UploadInput =
  { kind: 'image'; purpose: ImagePurpose; file: File } | { kind: 'video'; file: File };

/** The spec's answer when storing fails on our side (disk full, no permission...). */
function uploadFailed(): ApiError {
  return refuse(COMMON_REFUSALS.unavailable, 'Upload failed, try again later');
}

/**
 * Checks and stores one upload for `userId` (the contract already checked the declared type and
 * its caps): the configured cap (HTTP 413 with the spec's message), the extension and the
 * content (400 with the format message; a `.png` that is a JPEG is stored and served as the
 * JPEG it is, a `.png` that is no image is refused).
 */
export async function saveUpload(
  ctx: SandboxContext,
  uploads: Uploads,
  userId: number,
  input: UploadInput,
): Promise<UploadRecord> {
  const { file, kind } = input;
  const cap = input.kind === 'image' ? uploads.caps.image[input.purpose] : uploads.caps.video;
  if (file.size > cap) {
    throw fileTooLarge(kind === 'image' ? imageSizeMessage(cap) : videoSizeMessage(cap));
  }
  const format = FORMATS[kind];
  const badFormat = () =>
    invalidFields([{ path: 'file', code: 'format', message: format.message }]);
  if (!format.extensions.includes(extensionOf(file.name))) throw badFormat();
  const head = new Uint8Array(await file.slice(0, CONTENT_HEAD_BYTES).arrayBuffer());
  const content = detectContent(head);
  if (!content || content.kind !== kind) throw badFormat();

  const id = newFileId();
  const path = `${id}.${content.ext}`;
  try {
    // A file of a multipart body is on disk already: moved into the store, never read whole.
    const spooled = spooledPath(file);
    if (spooled) await uploads.store.adopt(path, spooled);
    else await uploads.store.put(path, new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    ctx.log(`[sandbox] storing an upload failed: ${(error as Error).message}`);
    throw uploadFailed();
  }
  const record: UploadRecord = {
    id,
    userId,
    kind,
    purpose: input.kind === 'image' ? input.purpose : null,
    mime: content.mime,
    size: file.size,
    path,
    createdAt: ctx.clock.now(),
  };
  try {
    stmt(
      ctx.db,
      `INSERT INTO uploads (id, user_id, kind, purpose, mime, size, path, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      record.id,
      record.userId,
      record.kind,
      record.purpose,
      record.mime,
      record.size,
      record.path,
      record.createdAt,
    );
  } catch (error) {
    await uploads.store.remove(path).catch(() => {});
    throw error;
  }
  return record;
}

/**
 * Refuses file ids that are not images `userId` uploaded (appeal evidence): a 400 naming each
 * bad entry as `<field>.<index>`. Someone else's file reads as unknown, so ids cannot be probed.
 */
export function assertOwnImages(db: Db, userId: number, ids: readonly string[], field: string) {
  const problems: FieldError[] = [];
  ids.forEach((id, index) => {
    const upload = findUpload(db, id);
    const path = `${field}.${index}`;
    if (!upload || upload.userId !== userId) {
      problems.push({
        path,
        code: 'not_found',
        message: 'No such upload of yours; upload the image again',
      });
    } else if (upload.kind !== 'image') {
      problems.push({ path, code: 'format', message: IMAGE_FORMAT_MESSAGE });
    }
  });
  const [first, ...rest] = problems;
  if (first) throw invalidFields([first, ...rest]);
}
