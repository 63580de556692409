import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded files are kept: a folder (`uploads/` beside a file database, so `DATA_DIR`
 * holds both) or memory (an in-memory database: tests, which then leave nothing behind). The
 * `uploads` table says which file is whose; the store only holds bytes under the names the
 * sandbox made up (`file_<hex>.<ext>`), never a client's file name.
 */
export interface UploadStore {
  /** The folder, or `memory`, for the start-up log and docs/sandbox.md. */
  readonly where: string;
  /**
   * Where a multipart body's file parts are written as they arrive (http/multipart.ts), on the
   * same disk as the store where it has one, so taking a file over is a rename.
   */
  readonly spoolDir: string;
  /** Stores a new file; a name is never reused. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores a new file from a spool file, which it moves (a rename: the bytes never pass through
   * memory); the spool file is gone afterwards.
   */
  adopt(name: string, spoolPath: string): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  read(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /**
   * The file as a stream and its size, or null when it is not there: how a file is served, so
   * a 100 MB video is never read whole into memory to be sent.
   */
  open(name: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** Removes a file; removing a missing one is harmless. */
  remove(name: string): Promise<void>;
  /** Removes every stored file (reset); answers how many. */
  clear(): Promise<number>;
}

/** Names the store accepts: the sandbox's own (see `newFileId`), so no path can escape it. */
const STORED_NAME = /^file_[0-9a-f]{24}\.[a-z0-9]{2,4}$/;
/** A file being written (renamed to its name once complete). */
const PART_SUFFIX = '.part';
/** A file part of a multipart body still arriving or not yet taken over (http/multipart.ts). */
const SPOOL_NAME = /^spool_[0-9a-f]{24}\.part$/;

function checkName(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`Not an upload store name: ${JSON.stringify(name)}`);
  return name;
}

/** A new random file id (the contract's `fileId`: 8-64 of `[A-Za-z0-9_-]`). */
export function newFileId(): string {
  return `file_${randomBytes(12).toString('hex')}`;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Files in `dir`, created on the first upload. Uploads arriving are spooled in `dir` too (as
 * `spool_<hex>.part`, see http/multipart.ts), so taking one over is a rename on the same disk.
 */
export function createFolderStore(dir: string): UploadStore {
  return {
    where: dir,
    spoolDir: dir,
    async put(name, bytes) {
      const target = join(dir, checkName(name));
      const part = `${target}${PART_SUFFIX}`;
      await mkdir(dir, { recursive: true });
      try {
        // Written aside and renamed: a reader never sees half a file.
        await writeFile(part, bytes, { flag: 'wx', mode: 0o600 });
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true }).catch(() => {});
        throw error;
      }
    },
    async adopt(name, spoolPath) {
      const target = join(dir, checkName(name));
      await mkdir(dir, { recursive: true });
      try {
        await rename(spoolPath, target);
      } catch (error) {
        // Another disk (a spool folder configured elsewhere): copied aside, then renamed.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const part = `${target}${PART_SUFFIX}`;
        try {
          await copyFile(spoolPath, part);
          await rename(part, target);
        } catch (copyError) {
          await rm(part, { force: true }).catch(() => {});
          throw copyError;
        }
        await rm(spoolPath, { force: true });
      }
    },
    async open(name) {
      const path = join(dir, checkName(name));
      try {
        const { size } = await stat(path);
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        return { body, size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(name) {
      try {
        const buffer = await readFile(join(dir, checkName(name)));
        return new Uint8Array(buffer);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(dir, checkName(name)), { force: true });
    },
    async clear() {
      let entries: string[];
      try {
        entries = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      // Only the store's own files (and unfinished or spooled ones): anything else stays.
      const ours = entries.filter(
        (entry) =>
          SPOOL_NAME.test(entry) ||
          STORED_NAME.test(
            entry.endsWith(PART_SUFFIX) ? entry.slice(0, -PART_SUFFIX.length) : entry,
          ),
      );
      await Promise.all(ours.map((entry) => rm(join(dir, entry), { force: true })));
      return ours.filter((entry) => !entry.endsWith(PART_SUFFIX)).length;
    },
  };
}

/**
 * Files in memory, gone with the sandbox (for an in-memory database: tests and small files).
 * Uploads arriving are still spooled on disk, in the system's temporary folder.
 */
export function createMemoryStore(): UploadStore {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    where: 'memory',
    spoolDir: join(tmpdir(), 'p2p-sandbox-spool'),
    put(name, bytes) {
      files.set(checkName(name), new Uint8Array(bytes));
      return Promise.resolve();
    },
    async adopt(name, spoolPath) {
      const bytes = new Uint8Array(await readFile(spoolPath));
      files.set(checkName(name), bytes);
      await rm(spoolPath, { force: true });
    },
    read(name) {
      const bytes = files.get(checkName(name));
      return Promise.resolve(bytes ? new Uint8Array(bytes) : null);
    },
    open(name) {
      const bytes = files.get(checkName(name));
      if (!bytes) return Promise.resolve(null);
      const body = new Blob([bytes]).stream();
      return Promise.resolve({ body, size: bytes.byteLength });
    },
    remove(name) {
      files.delete(checkName(name));
      return Promise.resolve();
    },
    clear() {
      const count = files.size;
      files.clear();
      return Promise.resolve(count);
    },
  };
}
