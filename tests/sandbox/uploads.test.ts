import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileId } from '@/contract/entities';
import type { C2cOrder } from '@/contract/entities';
import { uploadedFile, type ImagePurpose } from '@/contract/payments';
import { findUpload } from '@/sandbox/uploads/uploads';
import { startSandbox, type Harness } from './harness';
import { tradingSetup } from './support/order-http';
import { BANK } from './support/trading-fixtures';
import { bytesWith, MAGIC, postUpload, uploadPng, type UploadPart } from './support/uploads';

const MB = 1024 * 1024;
const IMAGE_FORMAT = 'Only jpg/jpeg/png format images are supported';
const VIDEO_FORMAT = 'Only mp4, wmv, ogg and mov videos are supported';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'p2p-uploads-'));
  dirs.push(dir);
  return dir;
}

const jpeg = (name = 'photo.jpg', size = 64): UploadPart => ({
  name,
  type: 'image/jpeg',
  bytes: bytesWith(MAGIC.jpeg, size),
});
const png = (name = 'qr.png', size = 64): UploadPart => ({
  name,
  type: 'image/png',
  bytes: bytesWith(MAGIC.png, size),
});

/** Fetches an upload's `url` as the browser would (raw response: it is a file, not an envelope). */
function fetchFile(h: Harness, url: string, token?: string, headers: Record<string, string> = {}) {
  return h.sandbox.app.request(url, { headers: { ...(token ? { token } : {}), ...headers } });
}

async function storedBytes(h: Harness, id: string) {
  const row = findUpload(h.sandbox.db, id);
  return row ? h.sandbox.uploads.store.read(row.path) : null;
}

function uploadCount(h: Harness) {
  return h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()?.n;
}

describe('image uploads', () => {
  const purposes: ImagePurpose[] = ['payment', 'id_photo', 'address_proof', 'appeal_evidence'];

  it.each(purposes)('stores a jpg and a png for %s, under a random id', async (purpose) => {
    const h = startSandbox();
    const token = await h.login('verified');
    for (const part of [jpeg('Photo.JPEG'), png('my qr.png')]) {
      const res = await postUpload(h, 'img', part, { token, purpose });
      expect(res.status, res.body.msg).toBe(200);
      const data = uploadedFile.parse(res.body.data);
      expect(fileId.safeParse(data.fileId).success).toBe(true);
      expect(data).toEqual({
        fileId: data.fileId,
        url: `/api/c2c/v3/upload/file/${data.fileId}`,
        size: 64,
        mime: part.type,
      });
      const row = findUpload(h.sandbox.db, data.fileId);
      expect(row).toMatchObject({
        kind: 'image',
        purpose,
        mime: part.type,
        size: 64,
        path: `${data.fileId}.${part.type === 'image/png' ? 'png' : 'jpg'}`,
        createdAt: h.clock.now(),
      });
      expect(row?.path).not.toContain('qr');
      expect(await storedBytes(h, data.fileId)).toEqual(part.bytes);
    }
  });

  it('never uses the client’s file name, even one with a path in it', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await postUpload(h, 'img', png('../../etc/evil.png'), {
      token,
      purpose: 'payment',
    });
    expect(res.status).toBe(200);
    expect(findUpload(h.sandbox.db, res.body.data.fileId)?.path).toMatch(
      /^file_[0-9a-f]{24}\.png$/,
    );
  });

  it('gives every upload its own id', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add(await uploadPng(h, token));
    expect(ids.size).toBe(5);
  });
});

describe('video uploads', () => {
  it.each([
    ['me.mp4', 'video/mp4', MAGIC.mp4, 'video/mp4', 'mp4'],
    ['me.mov', 'video/quicktime', MAGIC.mov, 'video/quicktime', 'mov'],
    ['me.ogg', 'video/ogg', MAGIC.ogg, 'video/ogg', 'ogg'],
    ['me.wmv', 'video/x-ms-wmv', MAGIC.wmv, 'video/x-ms-wmv', 'wmv'],
  ] as const)('stores %s as %s', async (name, type, magic, mime, ext) => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const res = await postUpload(
      h,
      'video',
      { name, type, bytes: bytesWith(magic, 256) },
      { token },
    );
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ size: 256, mime });
    expect(findUpload(h.sandbox.db, res.body.data.fileId)).toMatchObject({
      kind: 'video',
      purpose: null,
      mime,
      path: `${res.body.data.fileId}.${ext}`,
    });
  });

  it('stores an mp4 named .mov as the mp4 it is', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const part = { name: 'me.mov', type: 'video/quicktime', bytes: bytesWith(MAGIC.mp4) };
    const res = await postUpload(h, 'video', part, { token });
    expect(res.body.data.mime).toBe('video/mp4');
  });
});

describe('content and format checks', () => {
  async function refusedImage(part: UploadPart, message = IMAGE_FORMAT, code = 'format') {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await postUpload(h, 'img', part, { token, purpose: 'payment' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(`The field "file" is invalid: ${message}.`);
    expect(res.body.data).toEqual({ errors: [{ path: 'file', code, message }] });
    expect(uploadCount(h)).toBe(0);
  }

  it.each([
    ['a gif', MAGIC.gif],
    ['a pdf', MAGIC.pdf],
    ['an HTML page', [...'<html><script>'].map((ch) => ch.charCodeAt(0))],
    ['a video', MAGIC.mp4],
    ['a truncated PNG signature', MAGIC.png.slice(0, 4)],
  ])('refuses %s sent as a .png image/png (wrong magic bytes)', async (_, magic) => {
    await refusedImage({ name: 'proof.png', type: 'image/png', bytes: bytesWith(magic, 4) });
  });

  it('refuses an empty file', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const empty = { name: 'empty.png', type: 'image/png', bytes: new Uint8Array(0) };
    const res = await postUpload(h, 'img', empty, { token, purpose: 'payment' });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ errors: [{ path: 'file' }] });
  });

  it('lets the content decide: a JPEG named .png is stored and served as a JPEG', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const disguised = { name: 'screenshot.png', type: 'image/png', bytes: bytesWith(MAGIC.jpeg) };
    const res = await postUpload(h, 'img', disguised, { token, purpose: 'appeal_evidence' });
    expect(res.status).toBe(200);
    expect(res.body.data.mime).toBe('image/jpeg');
    expect(findUpload(h.sandbox.db, res.body.data.fileId)?.path).toMatch(/\.jpg$/);
    const file = await fetchFile(h, res.body.data.url, token);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each(['proof.gif', 'proof.exe', 'proof.png.exe', 'proof', '.png'])(
    'refuses a real PNG named %s (extension)',
    async (name) => {
      await refusedImage({ name, type: 'image/png', bytes: bytesWith(MAGIC.png) });
    },
  );

  it('refuses a declared type other than jpg/png before looking further', async () => {
    // The declared type is not one of those allowed (the content is not looked at).
    await refusedImage(
      { name: 'proof.png', type: 'image/gif', bytes: bytesWith(MAGIC.png) },
      IMAGE_FORMAT,
      'not_allowed',
    );
  });

  it.each([
    ['an image', 'me.mp4', MAGIC.png],
    ['a HEIC photo', 'me.mp4', MAGIC.heic],
    ['a gif', 'me.mp4', MAGIC.gif],
  ])('refuses %s sent as a video', async (_, name, magic) => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const part = { name, type: 'video/mp4', bytes: bytesWith(magic) };
    const res = await postUpload(h, 'video', part, { token });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      errors: [{ path: 'file', code: 'format', message: VIDEO_FORMAT }],
    });
    expect(uploadCount(h)).toBe(0);
  });

  it('refuses a real mp4 with a name that is not a video', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const part = { name: 'me.avi', type: 'video/mp4', bytes: bytesWith(MAGIC.mp4) };
    const res = await postUpload(h, 'video', part, { token });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`The field "file" is invalid: ${VIDEO_FORMAT}.`);
  });

  it('refuses an unknown purpose naming the field', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await postUpload(h, 'img', png(), { token, purpose: 'selfie' });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ errors: [{ path: 'purpose' }] });
  });
});

describe('size caps (HTTP 413, code 400, the spec’s messages)', () => {
  function expectTooLarge(res: Awaited<ReturnType<typeof postUpload>>, message: string): void {
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(message);
    expect(res.body.data).toMatchObject({ errors: [{ path: 'file', code: 'too_big', message }] });
  }

  it.each([
    ['payment', 5 * MB, 'Upload image size cannot exceed 5MB!'],
    ['appeal_evidence', 5 * MB, 'Upload image size cannot exceed 5MB!'],
    ['id_photo', 10 * MB, 'Upload image size cannot exceed 10MB!'],
    ['address_proof', 10 * MB, 'Upload image size cannot exceed 10MB!'],
  ] as const)('%s: takes exactly %i bytes, refuses one more', async (purpose, cap, message) => {
    const h = startSandbox();
    const token = await h.login('verified');
    const atCap = await postUpload(h, 'img', png('big.png', cap), { token, purpose });
    expect(atCap.status, atCap.body.msg).toBe(200);
    const over = await postUpload(h, 'img', png('big.png', cap + 1), { token, purpose });
    expectTooLarge(over, message);
    expect(uploadCount(h)).toBe(1);
  });

  it('refuses a body beyond the largest image cap before reading it all', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await postUpload(h, 'img', png('huge.png', 10 * MB + 200 * 1024), {
      token,
      purpose: 'payment',
    });
    expectTooLarge(res, 'Upload image size cannot exceed 10MB!');
  });

  it('refuses a video body that says it is over 100 MB without reading it', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const res = await h.call(
      'POST',
      '/api/c2c/v3/upload/video',
      {
        body: 'never read',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(101 * MB),
        },
      },
      { token },
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 400, msg: 'Video size cannot exceed 100 MB' });
  });

  describe('with lower configured caps (so no test allocates 100 MB)', () => {
    const caps = { video: 4096, image: { payment: 2048 } };

    it('applies the video cap: the file at it passes, over it 413, a bigger body too', async () => {
      const h = startSandbox({ uploadCaps: caps });
      const token = await h.login('merchant');
      const video = (size: number) => ({
        name: 'me.mp4',
        type: 'video/mp4',
        bytes: bytesWith(MAGIC.mp4, size),
      });
      expect((await postUpload(h, 'video', video(4096), { token })).status).toBe(200);
      expectTooLarge(
        await postUpload(h, 'video', video(4097), { token }),
        'Video size cannot exceed 4 KB',
      );
      expectTooLarge(
        await postUpload(h, 'video', video(200 * 1024), { token }),
        'Video size cannot exceed 4 KB',
      );
    });

    it('applies an image cap per purpose, leaving the others at the contract’s', async () => {
      const h = startSandbox({ uploadCaps: caps });
      const token = await h.login('verified');
      expectTooLarge(
        await postUpload(h, 'img', png('qr.png', 2049), { token, purpose: 'payment' }),
        'Upload image size cannot exceed 2KB!',
      );
      const id = await postUpload(h, 'img', png('id.png', 2049), { token, purpose: 'id_photo' });
      expect(id.status).toBe(200);
    });

    it('cannot raise a cap above the contract’s', () => {
      const h = startSandbox({ uploadCaps: { video: 500 * MB } });
      expect(h.sandbox.uploads.caps.video).toBe(100 * MB);
    });
  });
});

describe('who may upload and view', () => {
  it('refuses visitors', async () => {
    const h = startSandbox();
    for (const call of ['img', 'video'] as const) {
      const res = await postUpload(h, call, png(), { purpose: 'payment' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, msg: 'Please log in first', data: null });
    }
  });

  it('serves one’s own file inline, with its type, nosniff and a private cache', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const part = png();
    const { body } = await postUpload(h, 'img', part, { token, purpose: 'payment' });
    const res = await fetchFile(h, body.data.url, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('64');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${body.data.fileId}.png"`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(part.bytes);

    const again = await fetchFile(h, body.data.url, token, {
      'if-none-match': res.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('serves it with the session cookie too (an <img> sends no token header)', async () => {
    const h = startSandbox();
    const login = await h.post('/sandbox/session', { persona: 'verified' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const token = (login.body.data as { token: string }).token;
    const { body } = await postUpload(h, 'img', png(), { token, purpose: 'payment' });
    const res = await fetchFile(h, body.data.url, undefined, { cookie });
    expect(res.status).toBe(200);
  });

  it('answers 404 for another user’s file, an unknown id or a malformed one; 403 to visitors', async () => {
    const h = startSandbox();
    const owner = await h.login('verified');
    const other = await h.login('user');
    const { body } = await postUpload(h, 'img', png(), { token: owner, purpose: 'payment' });
    const foreign = await fetchFile(h, body.data.url, other);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      code: 404,
      msg: 'The file was not found.',
      data: null,
    });
    expect((await fetchFile(h, '/api/c2c/v3/upload/file/file_000000000000', owner)).status).toBe(
      404,
    );
    expect((await fetchFile(h, '/api/c2c/v3/upload/file/..%2F..%2Fsandbox.db', owner)).status).toBe(
      404,
    );
    const visitor = await fetchFile(h, body.data.url);
    expect(visitor.status).toBe(403);
  });

  it('answers 405 to another method on a file', async () => {
    const h = startSandbox();
    const res = await h.call('POST', '/api/c2c/v3/upload/file/file_000000000000');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});

describe('appeal evidence', () => {
  async function paidOrder(h: Harness) {
    const s = tradingSetup(h);
    const placed = await h.post<C2cOrder>(
      '/c2c/v3/order/proceed',
      { adId: s.sellAd, price: '2.00', amount: '100' },
      { token: s.buyer.token },
    );
    const orderNo = placed.body.data.orderNo;
    await h.post('/c2c/v3/order/paid', { orderNo, paymentMethod: BANK }, { token: s.buyer.token });
    await h.post('/sandbox/clock', { advanceSeconds: 600 });
    const appeal = (evidence: string[]) =>
      h.post(
        '/c2c/v3/order/appeal',
        {
          orderNo,
          reason: 'paid_not_released',
          description: 'Paid, not released',
          contactPerson: 'Bea',
          contactInfo: 'bea@example.com',
          evidence,
        },
        { token: s.buyer.token },
      );
    return { s, orderNo, appeal };
  }

  it('takes the appellant’s own images, of any purpose', async () => {
    const h = startSandbox();
    const { s, appeal } = await paidOrder(h);
    const evidence = [
      await uploadPng(h, s.buyer.token, 'appeal_evidence'),
      await uploadPng(h, s.buyer.token, 'payment'),
    ];
    const res = await appeal(evidence);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ appeal: { evidence } });
  });

  it('refuses unknown, foreign and video file ids on evidence.N; the order stays paid', async () => {
    const h = startSandbox();
    const { s, orderNo, appeal } = await paidOrder(h);
    const mine = await uploadPng(h, s.buyer.token);
    const theirs = await uploadPng(h, s.seller.token);
    const video = await postUpload(
      h,
      'video',
      { name: 'me.mp4', type: 'video/mp4', bytes: bytesWith(MAGIC.mp4) },
      { token: s.buyer.token },
    );

    const unknown = await appeal([mine, 'file_000000000000']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(
      'The field "evidence.1" is invalid: No such upload of yours; upload the image again.',
    );
    expect(unknown.body.data).toEqual({
      errors: [
        {
          path: 'evidence.1',
          code: 'not_found',
          message: 'No such upload of yours; upload the image again',
        },
      ],
    });

    const foreign = await appeal([theirs]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({
      errors: [
        {
          path: 'evidence.0',
          code: 'not_found',
          message: 'No such upload of yours; upload the image again',
        },
      ],
    });

    const notImage = await appeal([mine, video.body.data.fileId, theirs]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.msg).toBe(
      `The field "evidence.1" is invalid: ${IMAGE_FORMAT} (and 1 more problem).`,
    );
    expect(notImage.body.data).toEqual({
      errors: [
        { path: 'evidence.1', code: 'format', message: IMAGE_FORMAT },
        {
          path: 'evidence.2',
          code: 'not_found',
          message: 'No such upload of yours; upload the image again',
        },
      ],
    });

    const order = await h.get<{ status: string; appeal: unknown }>(
      `/c2c/v3/order/detail?orderNo=${orderNo}`,
      { token: s.buyer.token },
    );
    expect(order.body.data).toMatchObject({ status: 'paid', appeal: null });
  });
});

describe('storage', () => {
  it('keeps files in uploads/ beside a file database; reset removes them (and only them)', async () => {
    const dir = tempDir();
    const h = startSandbox({ dbPath: join(dir, 'sandbox.db') });
    const uploadsDir = join(dir, 'uploads');
    expect(existsSync(uploadsDir)).toBe(false);
    const token = await h.login('verified');
    const id = await uploadPng(h, token);
    expect(readdirSync(uploadsDir)).toEqual([`${id}.png`]);
    writeFileSync(join(uploadsDir, 'notes.txt'), 'not an upload');

    const reset = await h.post('/sandbox/reset');
    expect(reset.status).toBe(200);
    expect(readdirSync(uploadsDir)).toEqual(['notes.txt']);
    expect(uploadCount(h)).toBe(0);
    expect(h.logs.at(-1)).toContain('1 uploaded file removed');
  });

  it('keeps files in memory for an in-memory database; reset empties it', async () => {
    const h = startSandbox();
    expect(h.sandbox.uploads.store.where).toBe('memory');
    const token = await h.login('verified');
    const id = await uploadPng(h, token);
    const path = findUpload(h.sandbox.db, id)?.path ?? '';
    expect(await h.sandbox.uploads.store.read(path)).not.toBeNull();
    await h.post('/sandbox/reset');
    expect(await h.sandbox.uploads.store.read(path)).toBeNull();
    expect(findUpload(h.sandbox.db, id)).toBeNull();
  });

  it('answers the spec’s “Upload failed, try again later” when the file cannot be stored', async () => {
    const dir = tempDir();
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    const h = startSandbox({ uploadsDir: join(blocker, 'uploads') });
    const token = await h.login('verified');
    const res = await postUpload(h, 'img', png(), { token, purpose: 'payment' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: 'Upload failed, try again later', data: null });
    expect(uploadCount(h)).toBe(0);
    expect(h.logs.some((line) => line.includes('storing an upload failed'))).toBe(true);
  });
});
