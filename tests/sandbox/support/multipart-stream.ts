/**
 * Multipart bodies generated as they are read (never whole in memory), to send big uploads in
 * tests without a file in the repository: text fields, then one file part of `size` bytes that
 * starts with `head` and is zeros after it, made a chunk at a time when the reader pulls.
 */

export interface GeneratedFile {
  name: string;
  type: string;
  head: readonly number[];
  size: number;
}

export interface GeneratedUpload {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes handed to the reader so far. */
  pulled(): number;
  /** Whole body size. */
  total: number;
  /** True once the reader cancelled the stream (stopped reading early). */
  cancelled(): boolean;
}

const BOUNDARY = '----p2pGeneratedBoundary7MA4YWxkTrZu0gW';
const encoder = new TextEncoder();

/**
 * A generated multipart body. `onPull` runs before each chunk is made, with the bytes handed
 * over so far (to look at the server's side at a given point of the upload).
 */
export function generatedUpload(
  fields: Readonly<Record<string, string>>,
  file: GeneratedFile,
  options: { chunk?: number; onPull?: (pulled: number) => void } = {},
): GeneratedUpload {
  const chunk = options.chunk ?? 64 * 1024;
  const prefix = encoder.encode(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const suffix = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const total = prefix.byteLength + file.size + suffix.byteLength;
  let fileSent = 0;
  let pulled = 0;
  let stage: 'prefix' | 'file' | 'suffix' | 'end' = 'prefix';
  let wasCancelled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        options.onPull?.(pulled);
        let next: Uint8Array;
        if (stage === 'prefix') {
          next = prefix;
          stage = 'file';
        } else if (stage === 'file') {
          // A fresh chunk each time, as a real upload's are (a reader that keeps them grows).
          next = new Uint8Array(Math.min(chunk, file.size - fileSent));
          if (fileSent === 0) next.set(file.head.slice(0, next.byteLength));
          fileSent += next.byteLength;
          if (fileSent >= file.size) stage = 'suffix';
        } else if (stage === 'suffix') {
          next = suffix;
          stage = 'end';
        } else {
          controller.close();
          return;
        }
        pulled += next.byteLength;
        controller.enqueue(next);
      },
      cancel() {
        wasCancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    pulled: () => pulled,
    total,
    cancelled: () => wasCancelled,
  };
}
