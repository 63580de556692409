import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadForKey } from '@/client/upload-for-key';
import type { ImageSlot } from '@/features/payments/payment-form';
import { checkPaymentImage, PAYMENT_IMAGE_MAX_MB } from '@/features/payments/payment-image';
import { uploadPaymentImage } from '@/features/payments/payments-api';
import type { PaymentsT } from '@/features/payments/messages';

/**
 * The image fields of one payment method form: each holds at most one image, checked before
 * upload (format, then the 5 MB cap), uploaded with progress, retried from the picked file
 * (the rest of the form is untouched), or removed. A saved method being edited starts with its
 * stored image (`done`, no local file).
 */

/** What an image field shows. `name` is null for an image already on file (editing). */
export type ImageState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string; percent: number; preview: string | null }
  | { status: 'failed'; name: string; detail: string | null; preview: string | null }
  | { status: 'done'; fileId: string; name: string | null; preview: string | null };

/** The form's view of an image field (what the schema checks). */
export function toSlot(state: ImageState): ImageSlot {
  return state.status === 'done'
    ? { status: 'done', fileId: state.fileId }
    : { status: state.status };
}

export function useImageUploads(initial: Record<string, ImageState>, t: PaymentsT) {
  const [images, setImages] = useState(initial);
  /** A picked file refused before upload, worded, per field. */
  const [rejections, setRejections] = useState<Partial<Record<string, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());

  const set = useCallback((key: string, next: (state: ImageState) => ImageState) => {
    setImages((all) => {
      const current = all[key];
      return current ? { ...all, [key]: next(current) } : all;
    });
  }, []);

  const upload = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const preview = (state: ImageState) => ('preview' in state ? state.preview : null);
      set(key, (state) => ({
        status: 'uploading',
        name: file.name,
        percent: 0,
        preview: preview(state),
      }));
      await uploadForKey(
        controllers.current,
        key,
        (progress, signal) => uploadPaymentImage(file, progress, signal),
        {
          progress: (percent) =>
            set(key, (state) => (state.status === 'uploading' ? { ...state, percent } : state)),
          done: (stored) => {
            set(key, (state) => ({
              status: 'done',
              fileId: stored.fileId,
              name: file.name,
              preview: preview(state),
            }));
            setAnnouncement(t('payments.image.uploaded', { name: file.name }));
          },
          failed: (detail, refused) => {
            if (refused) {
              // The server refused the image itself: it can never pass, so no Retry; the field
              // is empty again and says which formats (or what size) it accepts.
              files.current.delete(key);
              set(key, () => ({ status: 'empty' }));
              setRejections((all) => ({ ...all, [key]: rejectionText(t, refused) }));
              setAnnouncement(t('payments.image.failedNamed', { name: file.name }));
              return;
            }
            set(key, (state) => ({
              status: 'failed',
              name: file.name,
              detail,
              preview: preview(state),
            }));
            setAnnouncement(t('payments.image.failedNamed', { name: file.name }));
          },
        },
      );
    },
    [set, t],
  );

  const pick = useCallback(
    (key: string, file: File) => {
      const problem = checkPaymentImage(file);
      if (problem) {
        setRejections((all) => ({ ...all, [key]: rejectionText(t, problem) }));
        return;
      }
      setRejections((all) => ({ ...all, [key]: undefined }));
      files.current.set(key, file);
      set(key, () => ({ status: 'uploading', name: file.name, percent: 0, preview: null }));
      readPreview(file, (preview) =>
        set(key, (state) =>
          'preview' in state && files.current.get(key) === file ? { ...state, preview } : state,
        ),
      );
      void upload(key);
    },
    [set, t, upload],
  );

  const retry = useCallback((key: string) => void upload(key), [upload]);

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      files.current.delete(key);
      setRejections((all) => ({ ...all, [key]: undefined }));
      set(key, () => ({ status: 'empty' }));
    },
    [set],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { images, rejections, announcement, pick, retry, remove };
}

/** Why an image cannot be used, worded the same whether the page or the server found it. */
function rejectionText(t: PaymentsT, problem: 'size' | 'type' | 'format'): string {
  return problem === 'size'
    ? t('payments.image.size', { size: PAYMENT_IMAGE_MAX_MB })
    : t('payments.image.type');
}

/** Reads a picked image as a data: URL for its preview (the page's CSP allows data: images). */
function readPreview(file: File, done: (preview: string) => void) {
  const reader = new FileReader();
  reader.addEventListener('load', () => {
    if (typeof reader.result === 'string') done(reader.result);
  });
  reader.readAsDataURL(file);
}
