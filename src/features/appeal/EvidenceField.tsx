import type { ChangeEvent } from 'react';
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MAX_MB,
  formatFileSize,
} from '@/features/appeal/evidence';
import type { AppealT } from '@/features/appeal/messages';

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

export interface EvidenceFieldProps {
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

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length > 0) props.onPick(files);
  };

  return (
    <div className="ap-field" data-testid="appeal-evidence">
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
        <div className="ap-evidence-add">
          <input
            id={id}
            type="file"
            accept={EVIDENCE_ACCEPT}
            multiple
            disabled={disabled}
            className="ap-file-input"
            aria-labelledby={`${labelId} ${addId}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={pick}
          />
          <label htmlFor={id} className="ap-evidence-tile">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 5v14M5 12h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span id={addId}>{t('appeal.evidence.add')}</span>
            <span className="ap-evidence-count" dir="ltr">
              {items.length}/{EVIDENCE_MAX_FILES}
            </span>
          </label>
        </div>
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
    <li className={`ap-evidence is-${item.status}`} data-testid="evidence-item">
      <span className="ap-evidence-thumb">
        {item.preview ? (
          <img src={item.preview} alt="" width="56" height="56" />
        ) : (
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" />
            <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" />
          </svg>
        )}
      </span>
      <span className="ap-evidence-body">
        <span className="ap-evidence-name" dir="auto">
          {item.name}
        </span>
        <span className="ap-evidence-meta" dir="ltr">
          {formatFileSize(item.size)}
        </span>
        {item.status === 'uploading' && (
          <span className="ap-evidence-progress">
            <progress
              max={100}
              value={item.percent}
              aria-label={t('appeal.evidence.progress', { name: item.name })}
            />
            <span aria-hidden="true">
              {t('appeal.evidence.uploading', { percent: item.percent })}
            </span>
          </span>
        )}
        {item.status === 'failed' && (
          <span className="ap-evidence-failed" data-testid="evidence-failed">
            <span>{t('appeal.evidence.failed')}</span>
            {item.detail && <span className="ap-evidence-detail">{item.detail}</span>}
          </span>
        )}
        {item.status === 'done' && (
          <span className="ap-evidence-done">{t('appeal.evidence.uploaded')}</span>
        )}
      </span>
      <span className="ap-evidence-actions">
        {item.status === 'failed' && (
          <button
            type="button"
            className="text-button"
            aria-label={t('appeal.evidence.retryLabel', { name: item.name })}
            onClick={() => onRetry(item.key)}
          >
            {t('appeal.evidence.retry')}
          </button>
        )}
        <button
          type="button"
          className="text-button ap-remove"
          aria-label={t('appeal.evidence.removeLabel', { name: item.name })}
          onClick={() => onRemove(item.key)}
        >
          {t('appeal.evidence.remove')}
        </button>
      </span>
    </li>
  );
}
