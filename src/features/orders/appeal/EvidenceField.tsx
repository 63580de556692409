import { FilePick } from '@/components/FilePick';
import { UploadEntry, uploadEntryTexts } from '@/components/UploadEntry';
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MAX_MB,
} from '@/features/orders/appeal/evidence';
import type { AppealT } from '@/features/orders/appeal/messages';
import { formatFileSize } from '@/lib/file-size';

/**
 * The optional evidence images: a file picker (a real, labelled file input under a styled
 * tile), then one entry per image with its preview, upload progress, and Retry / Remove. Every
 * message about the field is tied to the picker with aria-describedby.
 */

export type EvidenceItem = {
  key: string;
  name: string;
  size: number;
  /** A data: URL of the picked image (the page's CSP allows data: images, not blob:). */
  preview: string | null;
} & (
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; detail: string | null }
  | { status: 'done'; fileId: string }
);

interface EvidenceFieldProps {
  id: string;
  items: EvidenceItem[];
  /** Picked files refused before upload, already worded ("photo.gif: Only jpg/…"). */
  rejections: string[];
  /** The form's problem with the evidence (uploads pending or failed), if any. */
  error: string | undefined;
  /** The latest finished upload, worded for screen readers ("photo.png: Uploaded"). */
  announcement: string;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  t: AppealT;
}

export function EvidenceField(props: EvidenceFieldProps) {
  const { id, items, rejections, error, disabled, t } = props;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const addId = `${id}-add`;
  const rejectionsId = `${id}-rejections`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, rejections.length > 0 ? rejectionsId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const room = items.length < EVIDENCE_MAX_FILES;

  return (
    <div className="form-field ap-field" data-testid="appeal-evidence">
      <span id={labelId} className="ap-label">
        {t('appeal.field.evidence')}
      </span>
      <p id={hintId} className="ap-hint">
        {t('appeal.evidence.hint', { size: EVIDENCE_MAX_MB, max: EVIDENCE_MAX_FILES })}
      </p>

      {items.length > 0 && (
        <ul className="ap-evidence-list" aria-labelledby={labelId}>
          {items.map((item) => (
            <EvidenceEntry
              key={item.key}
              item={item}
              onRetry={props.onRetry}
              onRemove={props.onRemove}
              t={t}
            />
          ))}
        </ul>
      )}

      {room && (
        <FilePick
          id={id}
          accept={EVIDENCE_ACCEPT}
          multiple
          disabled={disabled}
          labelledBy={`${labelId} ${addId}`}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onFiles={props.onPick}
        >
          <span id={addId}>{t('appeal.evidence.add')}</span>
          <span className="ap-evidence-count" dir="ltr">
            {items.length}/{EVIDENCE_MAX_FILES}
          </span>
        </FilePick>
      )}

      <p className="sr-only" aria-live="polite">
        {props.announcement}
      </p>
      {rejections.length > 0 && (
        <ul id={rejectionsId} className="ap-field-error" role="alert">
          {rejections.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="ap-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function EvidenceEntry({
  item,
  onRetry,
  onRemove,
  t,
}: {
  item: EvidenceItem;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  t: AppealT;
}) {
  return (
    <UploadEntry
      as="li"
      state={item}
      name={item.name}
      size={formatFileSize(item.size, {
        mb: t('appeal.evidence.sizeMb'),
        kb: t('appeal.evidence.sizeKb'),
      })}
      preview={item.preview}
      texts={uploadEntryTexts(t, 'appeal.evidence', {
        name: item.name,
        state: item,
        doneKey: 'appeal.evidence.uploaded',
      })}
      onRetry={() => onRetry(item.key)}
      onRemove={() => onRemove(item.key)}
      testId="evidence-item"
      failedTestId="evidence-failed"
    />
  );
}
