import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadForKey } from '@/client/upload-for-key';
import type { UploadProgress } from '@/client/xhr-fetch';
import type { FieldDef, UploadState } from '@/features/merchant/merchant-form';
import {
  checkMerchantFile,
  maxBytesFor,
  megabytes,
  type FileKind,
} from '@/features/merchant/merchant-files';
import type { ApplyT } from '@/features/merchant/messages';
import { loadMerchantApi } from '@/features/merchant/load-merchant-api';
import { isChunkError } from '@/lib/load-chunk';

/** One file field's upload, as the form shows it. The file itself stays in a ref. */
export type UploadSlot =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; size: number; percent: number }
  | { status: 'failed'; name: string; size: number; detail: string | null }
  | { status: 'done'; name: string; size: number | null; fileId: string; preview: string | null };

export function fileKindOf(field: FieldDef): FileKind | null {
  return field.fieldType === 'image' || field.fieldType === 'video' ? field.fieldType : null;
}

/** A file field prefilled by the exchange (a file of an earlier application) starts as done. */
function initialSlots(fields: readonly FieldDef[], previousName: string) {
  const slots: Record<string, UploadSlot> = {};
  for (const field of fields) {
    if (!fileKindOf(field)) continue;
    slots[field.fieldKey] = field.fieldValue
      ? { status: 'done', name: previousName, size: null, fileId: field.fieldValue, preview: null }
      : { status: 'idle' };
  }
  return slots;
}

/** Reads a picked image as a data: URL for its preview (the CSP allows data: images). */
function readPreview(file: File, done: (preview: string) => void) {
  const reader = new FileReader();
  reader.addEventListener('load', () => {
    if (typeof reader.result === 'string') done(reader.result);
  });
  reader.readAsDataURL(file);
}

/** Why a file cannot be used, worded: the accepted formats, or the size cap. */
function fileRefusalText(t: ApplyT, kind: FileKind, key: string, problem: 'format' | 'size') {
  const image = kind === 'image';
  return problem === 'size'
    ? t(image ? 'merchant.upload.imageSize' : 'merchant.upload.videoSize', {
        size: megabytes(maxBytesFor(kind, key)),
      })
    : t(image ? 'merchant.upload.imageFormat' : 'merchant.upload.videoFormat');
}

/**
 * The application's file uploads: a picked file is checked (format and size, with the spec's
 * messages) and uploaded at once with progress; a failure a Retry may cure keeps the file for
 * Retry, while a file the server refused (its format or size) is dropped with the same message
 * as the check before upload. Another file can replace it at any time. Nothing here touches the
 * other fields of the form.
 */
export function useUploads(fields: readonly FieldDef[], t: ApplyT) {
  const [slots, setSlots] = useState<Record<string, UploadSlot>>(() =>
    initialSlots(fields, t('merchant.upload.previous')),
  );
  const [rejections, setRejections] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const files = useRef(new Map<string, { file: File; kind: FileKind }>());
  const controllers = useRef(new Map<string, AbortController>());

  const setSlot = useCallback((key: string, slot: UploadSlot) => {
    setSlots((all) => ({ ...all, [key]: slot }));
  }, []);

  const upload = useCallback(
    async (key: string) => {
      const picked = files.current.get(key);
      if (!picked) return;
      const { file, kind } = picked;
      setSlot(key, { status: 'uploading', name: file.name, size: file.size, percent: 0 });
      const send = async (progress: UploadProgress, signal: AbortSignal) => {
        const { uploadMerchantFile } = await loadMerchantApi();
        return uploadMerchantFile(file, kind, key, progress, signal);
      };
      await uploadForKey(controllers.current, key, send, {
        progress: (percent) =>
          setSlots((all) => {
            const slot = all[key];
            return slot?.status === 'uploading' ? { ...all, [key]: { ...slot, percent } } : all;
          }),
        done: (stored) => {
          setSlot(key, {
            status: 'done',
            name: file.name,
            size: file.size,
            fileId: stored.fileId,
            preview: null,
          });
          if (kind === 'image') {
            readPreview(file, (preview) =>
              setSlots((all) => {
                const slot = all[key];
                return slot?.status === 'done' && slot.fileId === stored.fileId
                  ? { ...all, [key]: { ...slot, preview } }
                  : all;
              }),
            );
          }
          setAnnouncement(`${file.name}: ${t('merchant.upload.uploaded')}`);
        },
        failed: (reason, refused, error) => {
          if (refused) {
            // The same file can never pass: no Retry, the field is empty again, and it says why.
            files.current.delete(key);
            setSlot(key, { status: 'idle' });
            const reason = fileRefusalText(t, kind, key, refused);
            setRejections((all) => ({ ...all, [key]: reason }));
            setAnnouncement(`${file.name}: ${reason}`);
            return;
          }
          // The upload's code did not load: said as such; the field's Retry imports again.
          const detail = isChunkError(error) ? t('chunk.failed') : reason;
          setSlot(key, { status: 'failed', name: file.name, size: file.size, detail });
          setAnnouncement(`${file.name}: ${t('merchant.upload.failed')}`);
        },
      });
    },
    [setSlot, t],
  );

  /** A file picked for a field: refused with its reason, or uploaded (replacing any other). */
  const pick = useCallback(
    (field: FieldDef, file: File) => {
      const kind = fileKindOf(field);
      if (!kind) return;
      const key = field.fieldKey;
      const problem = checkMerchantFile(file, kind, key);
      if (problem) {
        const message = fileRefusalText(t, kind, key, problem.problem);
        setRejections((all) => ({ ...all, [key]: message }));
        return;
      }
      setRejections((all) => ({ ...all, [key]: '' }));
      files.current.set(key, { file, kind });
      void upload(key);
    },
    [t, upload],
  );

  const retry = useCallback((key: string) => void upload(key), [upload]);

  /** Cancels a running upload or removes a file: the field is empty again. */
  const clear = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      files.current.delete(key);
      setSlot(key, { status: 'idle' });
      setRejections((all) => ({ ...all, [key]: '' }));
    },
    [setSlot],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { slots, rejections, announcement, pick, retry, clear };
}

/** The form's view of the uploads: each file field's stored id ('' until done) and state. */
export function uploadValues(slots: Readonly<Record<string, UploadSlot>>) {
  const values: Record<string, string> = {};
  const states: Record<string, UploadState> = {};
  for (const [key, slot] of Object.entries(slots)) {
    values[key] = slot.status === 'done' ? slot.fileId : '';
    states[key] = slot.status;
  }
  return { values, states };
}
