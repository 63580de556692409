import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadForKey } from '@/client/upload-for-key';
import { paymentsEndpoints } from '@/contract/payments';
import { refusalReason, type RefusalWords } from '@/i18n/refusal-text';
import { uploadEvidence } from '@/features/orders/appeal/appeal-api';
import type { EvidenceSlot } from '@/features/orders/appeal/appeal-form';
import {
  EVIDENCE_MAX_FILES,
  EVIDENCE_MAX_MB,
  sortPickedFiles,
} from '@/features/orders/appeal/evidence';
import type { EvidenceItem } from '@/features/orders/appeal/EvidenceField';
import type { AppealT } from '@/features/orders/appeal/messages';

/**
 * The evidence uploads: each accepted image starts uploading at once; a failure keeps the image
 * with Retry (its reason in the page's language: the refusal by its code with `words`, the
 * server's `msg` only for a code the page does not know); Remove cancels a running upload. The
 * files themselves stay in a ref (not state).
 */
export function useEvidenceUploads(t: AppealT, words: RefusalWords) {
  const [items, setItems] = useState<EvidenceItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const countRef = useRef(0);
  countRef.current = items.length;

  const update = useCallback((key: string, patch: (item: EvidenceItem) => EvidenceItem) => {
    setItems((list) => list.map((item) => (item.key === key ? patch(item) : item)));
  }, []);

  const upload = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      update(key, (item) => ({ ...base(item), status: 'uploading', percent: 0 }));
      await uploadForKey(
        controllers.current,
        key,
        (progress, signal) => uploadEvidence(file, progress, signal),
        {
          progress: (percent) =>
            update(key, (item) => (item.status === 'uploading' ? { ...item, percent } : item)),
          done: (stored) => {
            update(key, (item) => ({ ...base(item), status: 'done', fileId: stored.fileId }));
            setAnnouncement(`${file.name}: ${t('appeal.evidence.uploaded')}`);
          },
          failed: (_detail, refused, error) => {
            if (refused) {
              // The image itself was refused: Retry could never pass, so it leaves the list
              // (freeing its place toward the limit) and says which formats or size are accepted.
              files.current.delete(key);
              setItems((list) => list.filter((item) => item.key !== key));
              const reason =
                refused === 'size'
                  ? t('appeal.evidence.size', { size: EVIDENCE_MAX_MB })
                  : t('appeal.evidence.type');
              const message = t('appeal.evidence.rejected', { name: file.name, reason });
              setRejections((list) => [...list, message]);
              setAnnouncement(message);
              return;
            }
            // 'Upload failed, try again later' with the reason in the page's language, and Retry.
            const detail = refusalReason(paymentsEndpoints.c2cUploadImg, error, words) || null;
            update(key, (item) => ({ ...base(item), status: 'failed', detail }));
            setAnnouncement(`${file.name}: ${t('appeal.evidence.failed')}`);
          },
        },
      );
    },
    [t, words, update],
  );

  const pick = useCallback(
    (picked: File[]) => {
      const outcomes = sortPickedFiles(picked, countRef.current);
      const refused: string[] = [];
      let tooMany = false;
      const added: EvidenceItem[] = [];
      for (const outcome of outcomes) {
        if (!outcome.accepted) {
          if (outcome.problem === 'tooMany') tooMany = true;
          else
            refused.push(
              t('appeal.evidence.rejected', {
                name: outcome.file.name,
                reason:
                  outcome.problem === 'size'
                    ? t('appeal.evidence.size', { size: EVIDENCE_MAX_MB })
                    : t('appeal.evidence.type'),
              }),
            );
          continue;
        }
        const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
        files.current.set(key, outcome.file);
        added.push({
          key,
          name: outcome.file.name,
          size: outcome.file.size,
          preview: null,
          status: 'uploading',
          percent: 0,
        });
      }
      if (tooMany) refused.push(t('appeal.evidence.tooMany', { max: EVIDENCE_MAX_FILES }));
      setRejections(refused);
      if (added.length === 0) return;
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        const file = files.current.get(item.key);
        if (file) readPreview(file, (preview) => update(item.key, (i) => ({ ...i, preview })));
        void upload(item.key);
      }
    },
    [t, update, upload],
  );

  const retry = useCallback((key: string) => void upload(key), [upload]);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    files.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
    setRejections([]);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { items, rejections, announcement, pick, retry, remove };
}

/** What the form checks of an evidence item: whether it is uploaded, and its file id once it is. */
export function toSlot(item: EvidenceItem): EvidenceSlot {
  if (item.status === 'done') return { status: 'done', fileId: item.fileId };
  return { status: item.status };
}

/** The fields every state of an evidence item shares. */
function base(item: EvidenceItem) {
  return { key: item.key, name: item.name, size: item.size, preview: item.preview };
}

/** Reads a picked image as a data: URL for its preview (the CSP allows data: images). */
function readPreview(file: File, done: (preview: string) => void) {
  const reader = new FileReader();
  reader.addEventListener('load', () => {
    if (typeof reader.result === 'string') done(reader.result);
  });
  reader.readAsDataURL(file);
}
