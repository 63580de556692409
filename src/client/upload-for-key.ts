import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import type { UploadProgress } from '@/client/xhr-fetch';
import { paymentsEndpoints } from '@/contract/payments';

/**
 * Why the server refused a file for good: its format (the extension or the content is not an
 * accepted one) or its size. Sending the same file again cannot succeed, so a field offers no
 * Retry for it, names what is accepted, and does not keep the file in one of its slots.
 */
export type UploadRefusal = 'format' | 'size';

/** What an upload tells the field it belongs to. */
export interface KeyedUploadEvents<T> {
  /** 0-99: the last percent waits for the server's answer. */
  progress(percent: number): void;
  done(stored: T): void;
  /**
   * `refused` says the file itself was refused (no Retry can help); null for a failure a Retry
   * may cure (no answer, 5xx). `detail` is the server's own reason when it gave one; `error`
   * the rejection itself, for a field that words the refusal by its code.
   */
  failed(detail: string | null, refused: UploadRefusal | null, error?: unknown): void;
}

/**
 * The refusal of the file itself in an upload's rejection, or null. Both upload endpoints
 * (image and video) answer a bad file the same way, with the common refusals: `invalid` with a
 * `format` field error, or `tooLarge` (HTTP 413).
 */
export function uploadRefusalOf(error: unknown): UploadRefusal | null {
  const refusal = refusalOf(paymentsEndpoints.c2cUploadImg, error);
  if (!refusal) return null;
  if (refusal.name === 'tooLarge') return 'size';
  if (refusal.name === 'invalid' && refusal.fieldErrors.some((e) => e.code === 'format')) {
    return 'format';
  }
  return null;
}

/**
 * Runs one upload for a field key, as the appeal evidence, payment QR code and merchant document
 * fields do: a new upload for the same key aborts the one before it, an aborted upload reports
 * nothing (not even a late answer), and the key's controller is forgotten once it ends.
 */
export async function uploadForKey<T>(
  controllers: Map<string, AbortController>,
  key: string,
  send: (onProgress: UploadProgress, signal: AbortSignal) => Promise<T>,
  on: KeyedUploadEvents<T>,
): Promise<void> {
  controllers.get(key)?.abort();
  const controller = new AbortController();
  controllers.set(key, controller);
  try {
    const stored = await send((loaded, total) => {
      if (controller.signal.aborted) return;
      on.progress(Math.min(99, Math.floor((loaded / Math.max(1, total)) * 100)));
    }, controller.signal);
    if (controller.signal.aborted) return;
    on.done(stored);
  } catch (error) {
    if (controller.signal.aborted) return;
    on.failed(isApiError(error) && error.msg ? error.msg : null, uploadRefusalOf(error), error);
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key);
  }
}
