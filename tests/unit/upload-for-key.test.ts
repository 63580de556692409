import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/client/api-error';
import { uploadForKey, uploadRefusalOf } from '@/client/upload-for-key';
import type { UploadProgress } from '@/client/xhr-fetch';
import { IMAGE_FORMAT_MESSAGE } from '@/contract/payments';
import {
  fileTooLarge,
  invalidFields,
  refuse,
  type ApiError as SandboxError,
} from '@/sandbox/errors';
import { COMMON_REFUSALS } from '@/contract/define';

/** What the page receives for an error the sandbox throws (its envelope, as the client reads it). */
function received(error: SandboxError): ApiError {
  return new ApiError({
    kind: 'server',
    code: error.code,
    msg: error.message,
    data: error.data,
    status: error.status,
    traceId: 't',
  });
}

function events() {
  return { progress: vi.fn(), done: vi.fn(), failed: vi.fn() };
}

/** An upload the test finishes by hand. */
function pending() {
  let resolve!: (value: { fileId: string }) => void;
  let report!: UploadProgress;
  const send = vi.fn((progress: UploadProgress, signal: AbortSignal) => {
    report = progress;
    return new Promise<{ fileId: string }>((res, rej) => {
      resolve = res;
      signal.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')));
    });
  });
  return { send, finish: (fileId: string) => resolve({ fileId }), report: () => report };
}

describe('uploadForKey', () => {
  it('reports progress up to 99 % until the server answers, then the stored file', async () => {
    const controllers = new Map<string, AbortController>();
    const on = events();
    const upload = pending();
    const running = uploadForKey(controllers, 'front', upload.send, on);
    upload.report()(50, 100);
    upload.report()(100, 100);
    upload.finish('abc12345');
    await running;
    expect(on.progress.mock.calls).toEqual([[50], [99]]);
    expect(on.done).toHaveBeenCalledWith({ fileId: 'abc12345' });
    expect(on.failed).not.toHaveBeenCalled();
    expect(controllers.size).toBe(0);
  });

  it('aborts the earlier upload of the same key, which then reports nothing', async () => {
    const controllers = new Map<string, AbortController>();
    const first = events();
    const second = events();
    const a = pending();
    const b = pending();
    const runningA = uploadForKey(controllers, 'front', a.send, first);
    const runningB = uploadForKey(controllers, 'front', b.send, second);
    a.report()(10, 100);
    b.finish('second01');
    await Promise.all([runningA, runningB]);
    expect(first.progress).not.toHaveBeenCalled();
    expect(first.done).not.toHaveBeenCalled();
    expect(first.failed).not.toHaveBeenCalled();
    expect(second.done).toHaveBeenCalledWith({ fileId: 'second01' });
    expect(controllers.size).toBe(0);
  });

  it("passes the server's reason on a refusal, and null for a network failure", async () => {
    const on = events();
    const refused = new ApiError({
      kind: 'server',
      code: 400,
      msg: 'The file is not a picture',
      data: null,
      status: 400,
      traceId: 't',
    });
    await uploadForKey(new Map(), 'k', () => Promise.reject(refused), on);
    expect(on.failed).toHaveBeenCalledWith('The file is not a picture', null, refused);
    const offline = events();
    await uploadForKey(
      new Map(),
      'k',
      () => Promise.reject(new TypeError('fetch failed')),
      offline,
    );
    expect(offline.failed).toHaveBeenCalledWith(null, null, new TypeError('fetch failed'));
  });

  it('tells a file refused for its format or size (no Retry can help) from a failure to retry', async () => {
    const format = received(
      invalidFields([{ path: 'file', code: 'format', message: IMAGE_FORMAT_MESSAGE }]),
    );
    const size = received(fileTooLarge('Upload image size cannot exceed 5MB!'));
    const down = received(refuse(COMMON_REFUSALS.unavailable, 'Upload failed, try again later'));
    expect(uploadRefusalOf(format)).toBe('format');
    expect(uploadRefusalOf(size)).toBe('size');
    expect(uploadRefusalOf(down)).toBeNull();
    expect(uploadRefusalOf(new TypeError('fetch failed'))).toBeNull();

    const on = events();
    await uploadForKey(new Map(), 'k', () => Promise.reject(format), on);
    expect(on.failed).toHaveBeenCalledWith(format.msg, 'format', format);
    const again = events();
    await uploadForKey(new Map(), 'k', () => Promise.reject(down), again);
    expect(again.failed).toHaveBeenCalledWith('Upload failed, try again later', null, down);
  });
});
