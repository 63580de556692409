import type { Context } from 'hono';
import { fileId as fileIdSchema } from '@/contract/entities';
import {
  paymentsEndpoints as payment,
  imageSizeMessage,
  videoSizeMessage,
  type UploadedFile,
} from '@/contract/payments';
import { fileTooLarge, loginRequired, notFound } from '@/sandbox/errors';
import type { SandboxApp, SandboxEnv } from '@/sandbox/http/app-env';
import { requestToken } from '@/sandbox/http/auth';
import { mount, registerRoute } from '@/sandbox/http/mount';
import { API_PREFIX } from '@/sandbox/http/paths';
import { appealEvidenceVisibleTo } from '@/sandbox/orders/appeal-records';
import { chatImageVisibleTo } from '@/sandbox/orders/chat-store';
import { resolveSession } from '@/sandbox/user/sessions';
import {
  findUpload,
  saveUpload,
  uploadFileUrl,
  type UploadCaps,
  type UploadRecord,
} from '@/sandbox/uploads/uploads';

/**
 * The upload calls (`c2cUploadImg`, `c2cUploadVideo`) and the file an upload's `url` points to.
 * The file is served as it is (not in an envelope), so it is a sandbox route rather than a
 * contract call: `GET /api/c2c/v3/upload/file/:fileId`, for its owner only (and a chat image or
 * appeal evidence for both parties of the order it was sent in or attached to).
 */

/** Room in a multipart body beside the file: boundaries, part headers, the `purpose` field. */
const MULTIPART_SLACK = 64 * 1024;

const UPLOAD_FILE_PATH = '/c2c/v3/upload/file/:fileId';

function toUploadedFile(upload: UploadRecord): UploadedFile {
  return {
    fileId: upload.id,
    url: uploadFileUrl(upload.id),
    size: upload.size,
    mime: upload.mime,
  };
}

/**
 * One's own upload, with the type its content has. `inline` so an image shows in a tab; nosniff
 * so a browser never second-guesses the type; `private, no-cache` with an ETag (a file id never
 * changes content) so only the browser keeps it and asks again, owner check included, each time.
 */
async function serveUpload(c: Context<SandboxEnv>): Promise<Response> {
  const ctx = c.get('ctx');
  const session = resolveSession(ctx, requestToken(c));
  if (!session) throw loginRequired();
  const id = c.req.param('fileId') ?? '';
  const upload = fileIdSchema.safeParse(id).success ? findUpload(ctx.db, id) : null;
  // Someone else's file answers like a missing one, so ids cannot be probed; an image sent in
  // an order's chat, or attached to an order's appeal, is the exception, for that order's two
  // parties.
  const readable =
    upload !== null &&
    (upload.userId === session.user.id ||
      chatImageVisibleTo(ctx.db, upload.id, session.user.id) ||
      appealEvidenceVisibleTo(ctx.db, upload.id, session.user.id));
  if (!upload || !readable) throw notFound('The file was not found.');
  const etag = `"${upload.id}"`;
  const headers = {
    'cache-control': 'private, no-cache',
    etag,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (c.req.header('if-none-match')?.includes(etag)) return c.body(null, 304, headers);
  // Streamed from the store: a 100 MB video is never whole in memory on its way out either.
  const file = await c.get('uploads').store.open(upload.path);
  if (!file) throw notFound('The file was not found.');
  return c.body(file.body, 200, {
    ...headers,
    'content-type': upload.mime,
    'content-length': String(file.size),
    'content-disposition': `inline; filename="${upload.path}"`,
  });
}

/** Uploads arrive in the store's spool folder (beside the files: taking one over is a rename). */
const spoolDir = (c: Context<SandboxEnv>) => c.get('uploads').store.spoolDir;

/**
 * Mounts the upload calls with body caps that fit the largest file each takes (a bigger body
 * answers the spec's size message with HTTP 413 as soon as it passes the cap, its spooled part
 * removed).
 */
export function mountUploadRoutes(app: SandboxApp, caps: UploadCaps): void {
  const imageCap = Math.max(...Object.values(caps.image));
  mount(
    app,
    payment.c2cUploadImg,
    async ({ ctx, session, body, c }) =>
      toUploadedFile(
        await saveUpload(ctx, c.get('uploads'), session.user.id, {
          kind: 'image',
          purpose: body.purpose,
          file: body.file,
        }),
      ),
    {
      maxBodyBytes: imageCap + MULTIPART_SLACK,
      tooLarge: () => fileTooLarge(imageSizeMessage(imageCap)),
      spoolDir,
    },
  );
  mount(
    app,
    payment.c2cUploadVideo,
    async ({ ctx, session, body, c }) =>
      toUploadedFile(
        await saveUpload(ctx, c.get('uploads'), session.user.id, {
          kind: 'video',
          file: body.file,
        }),
      ),
    {
      maxBodyBytes: caps.video + MULTIPART_SLACK,
      tooLarge: () => fileTooLarge(videoSizeMessage(caps.video)),
      spoolDir,
    },
  );
  registerRoute(app, 'GET', UPLOAD_FILE_PATH);
  app.get(`${API_PREFIX}${UPLOAD_FILE_PATH}`, serveUpload);
}
