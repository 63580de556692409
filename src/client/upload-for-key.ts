import { isApiError } from '@/client/api-error';
import type { UploadProgress } from '@/client/xhr-fetch';

/** What an upload tells the field it belongs to. */
export interface KeyedUploadEvents<T> {
  /** 0-99: the last percent waits for the server's answer. */
  progress(percent: number): void;
  done(stored: T): void;
  /** `detail` is the server's own reason when it gave one (shown under "Upload failed"). */
  failed(detail: string | null): void;
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
    on.failed(isApiError(error) && error.msg ? error.msg : null);
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key);
  }
}
