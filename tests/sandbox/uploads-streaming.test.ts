import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyTooLarge } from '@/sandbox/http/body';
import { readMultipart, spooledPath } from '@/sandbox/http/multipart';
import { findUpload } from '@/sandbox/uploads/uploads';
import { startSandbox } from './harness';
import { generatedUpload } from './support/multipart-stream';
import { MAGIC } from './support/uploads';

/**
 * Uploads stream to disk (issue 15, item 6): a multipart body is read as it arrives, its file
 * part written to a spool file as the bytes come (never whole in memory), its size checked on
 * every chunk (refused the moment it passes the cap, the spool file removed, the rest unread).
 */

const MB = 1024 * 1024;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'p2p-spool-'));
  dirs.push(dir);
  return dir;
}

/** A request whose body is `chunks`, handed over one at a time. */
function chunkedRequest(bytes: Uint8Array, size: number, contentType: string): Request {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
  return new Request('http://sandbox.test/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);
}

/** A form encoded as a browser sends it. */
async function encoded(form: FormData) {
  const res = new Response(form);
  return {
    bytes: new Uint8Array(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? '',
  };
}

/** File contents full of near-boundaries: CRLF, dashes, a prefix of the real delimiter. */
function trickyContent(boundaryHint: string): Uint8Array<ArrayBuffer> {
  const text = `\r\n-\r\n--\r\n--${boundaryHint.slice(0, -1)}x\r\n${'\r\n--'.repeat(50)}end`;
  return new TextEncoder().encode(text);
}

describe('reading multipart bodies as they arrive', () => {
  it.each([1, 3, 7, 64, 1024, 1 << 20])(
    'reads fields and files alike in chunks of %i bytes',
    async (size) => {
      const spoolDir = tempDir();
      const form = new FormData();
      form.set('purpose', 'payment – ünïcode ✓');
      const probe = await encoded(new FormData());
      const boundary = /boundary=(.+)$/.exec(probe.contentType)?.[1] ?? '';
      const content = trickyContent(boundary);
      form.set('file', new File([content], 'Beleg “1”.png', { type: 'image/png' }));
      form.set('empty', '');
      const { bytes, contentType } = await encoded(form);
      const read = await readMultipart(chunkedRequest(bytes, size, contentType), {
        limit: 1 * MB,
        spoolDir,
        tooLarge: bodyTooLarge,
      });
      expect(Object.getPrototypeOf(read.fields)).toBeNull();
      expect(Object.keys(read.fields)).toEqual(['purpose', 'file', 'empty']);
      expect(read.fields.purpose).toBe('payment – ünïcode ✓');
      expect(read.fields.empty).toBe('');
      const file = read.fields.file as File;
      expect(file).toBeInstanceOf(File);
      expect(file.name).toBe('Beleg “1”.png');
      expect(file.type).toBe('image/png');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(content);
      // The file is on disk, in the spool folder, not in memory; cleanup removes it.
      const path = spooledPath(file) ?? '';
      expect(path.startsWith(spoolDir)).toBe(true);
      expect(statSync(path).size).toBe(content.byteLength);
      await read.cleanup();
      expect(readdirSync(spoolDir)).toEqual([]);
    },
  );

  it('reads an empty body as no fields, and refuses a body cut short (its spool file gone)', async () => {
    const spoolDir = tempDir();
    const options = { limit: MB, spoolDir, tooLarge: bodyTooLarge };
    const empty = await readMultipart(
      chunkedRequest(new Uint8Array(), 1, 'multipart/form-data; boundary=x'),
      options,
    );
    expect(Object.keys(empty.fields)).toEqual([]);

    const form = new FormData();
    form.set('file', new File([new Uint8Array(4096)], 'a.png', { type: 'image/png' }));
    const { bytes, contentType } = await encoded(form);
    const cut = bytes.slice(0, bytes.byteLength - 20);
    await expect(
      readMultipart(chunkedRequest(cut, 512, contentType), options),
    ).rejects.toMatchObject({
      status: 400,
      message: 'The multipart request body ended early.',
    });
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it.each([
    ['__proto__', 'Unknown field "__proto__" is not accepted.'],
    ['file', 'The field "file" is given more than once.'],
  ])(
    'refuses a part named %s before storing it, removing the files before it',
    async (name, msg) => {
      const spoolDir = tempDir();
      const form = new FormData();
      form.set('file', new File([new Uint8Array(1000)], 'a.png', { type: 'image/png' }));
      form.append(name, new File([new Uint8Array(1000)], 'b.png', { type: 'image/png' }));
      const { bytes, contentType } = await encoded(form);
      await expect(
        readMultipart(chunkedRequest(bytes, 100, contentType), {
          limit: MB,
          spoolDir,
          tooLarge: bodyTooLarge,
        }),
      ).rejects.toMatchObject({ status: 400, message: msg });
      expect(readdirSync(spoolDir)).toEqual([]);
    },
  );
});

/**
 * Tens of MB through the sandbox and the disk: a second or two alone, far more on a busy 2-core
 * machine, so these state a limit well past vitest's 5 s default.
 */
describe('uploads over HTTP', { timeout: 60_000 }, () => {
  /** A merchant's video upload whose body is `upload` (sent as it is generated). */
  async function postVideo(
    h: ReturnType<typeof startSandbox>,
    body: ReturnType<typeof generatedUpload>,
  ) {
    const token = await h.login('merchant');
    return h.call(
      'POST',
      '/api/c2c/v3/upload/video',
      {
        body: body.body,
        headers: { 'content-type': body.contentType },
        duplex: 'half',
      } as RequestInit,
      { token },
    );
  }

  it('writes the file to disk as it arrives, and keeps only the stored file', async () => {
    const dir = tempDir();
    const h = startSandbox({ dbPath: join(dir, 'sandbox.db') });
    const uploadsDir = join(dir, 'uploads');
    const size = 24 * MB;
    let onDiskAtHalf = -1;
    const upload = generatedUpload(
      {},
      { name: 'me.mp4', type: 'video/mp4', head: MAGIC.mp4, size },
      {
        onPull: (pulled) => {
          if (onDiskAtHalf >= 0 || pulled < size / 2) return;
          // Half the video sent: that much is in a spool file already (old code: nothing).
          const spools = readdirSync(uploadsDir).filter((name) => name.startsWith('spool_'));
          onDiskAtHalf = spools.reduce(
            (sum, name) => sum + statSync(join(uploadsDir, name)).size,
            0,
          );
        },
      },
    );
    const res = await postVideo(h, upload);
    expect(res.status, res.body.msg).toBe(200);
    expect(onDiskAtHalf).toBeGreaterThan(size / 2 - MB);
    const { fileId } = res.body.data as { fileId: string };
    const row = findUpload(h.sandbox.db, fileId);
    expect(row?.size).toBe(size);
    expect(readdirSync(uploadsDir)).toEqual([row?.path]);
    expect(statSync(join(uploadsDir, row?.path ?? '')).size).toBe(size);
  });

  it('refuses a video the moment it passes the cap, unread after that, nothing left on disk', async () => {
    const dir = tempDir();
    const h = startSandbox({ dbPath: join(dir, 'sandbox.db'), uploadCaps: { video: MB } });
    const upload = generatedUpload(
      {},
      { name: 'me.mp4', type: 'video/mp4', head: MAGIC.mp4, size: 40 * MB },
    );
    const res = await postVideo(h, upload);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'Video size cannot exceed 1 MB',
      data: { errors: [{ path: 'file', code: 'too_big' }] },
    });
    // The cap and the room beside the file (64 KB), and at most two chunks more.
    expect(upload.pulled()).toBeLessThan(MB + 64 * 1024 + 2 * 64 * 1024 + 1024);
    expect(upload.cancelled()).toBe(true);
    expect(readdirSync(join(dir, 'uploads'))).toEqual([]);
    expect(h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM uploads').get()?.n).toBe(0);
  });

  it('keeps memory flat while a 64 MB video arrives', async () => {
    const dir = tempDir();
    const h = startSandbox({ dbPath: join(dir, 'sandbox.db') });
    const size = 64 * MB;
    // What stays reachable, not garbage awaiting collection: collected before each sample.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const base = process.memoryUsage().arrayBuffers;
    let peak = base;
    let nextSample = 0;
    const upload = generatedUpload(
      {},
      { name: 'me.mp4', type: 'video/mp4', head: MAGIC.mp4, size },
      {
        onPull: (pulled) => {
          if (pulled < nextSample) return;
          nextSample += 8 * MB;
          gc();
          gc();
          peak = Math.max(peak, process.memoryUsage().arrayBuffers);
        },
      },
    );
    const res = await postVideo(h, upload);
    expect(res.status, res.body.msg).toBe(200);
    // Buffered, the body alone held all it had received (56 MB at the last sample).
    expect(peak - base).toBeLessThan(8 * MB);
  });
  it('serves a stored video as a stream, memory flat on the way out too', async () => {
    const dir = tempDir();
    const h = startSandbox({ dbPath: join(dir, 'sandbox.db') });
    const size = 48 * MB;
    const upload = generatedUpload(
      {},
      { name: 'me.mp4', type: 'video/mp4', head: MAGIC.mp4, size },
    );
    const res = await postVideo(h, upload);
    expect(res.status, res.body.msg).toBe(200);
    const { url } = res.body.data as { url: string };
    const token = await h.login('merchant');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    gc();
    const base = process.memoryUsage().arrayBuffers;
    const served = await h.sandbox.app.request(url, { headers: { token } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(size));
    const reader = served.body?.getReader();
    let received = 0;
    let peak = base;
    let nextSample = 0;
    for (;;) {
      const step = await reader?.read();
      if (!step || step.done) break;
      received += step.value.byteLength;
      if (received < nextSample) continue;
      nextSample += 8 * MB;
      gc();
      gc();
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }
    expect(received).toBe(size);
    // Read whole to be sent, the file alone held 48 MB.
    expect(peak - base).toBeLessThan(8 * MB);
  });
});
