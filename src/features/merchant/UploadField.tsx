import { useId, type ChangeEvent } from 'react';
import type { FieldDef } from '@/features/merchant/merchant-form';
import {
  acceptFor,
  formatFileSize,
  maxBytesFor,
  megabytes,
} from '@/features/merchant/merchant-files';
import type { ApplyT } from '@/features/merchant/messages';
import { FieldError, RequiredMark } from '@/features/merchant/FormParts';
import { fileKindOf, type UploadSlot } from '@/features/merchant/use-uploads';

/**
 * An image or video field of the application: what it accepts (and, for the video, the advice:
 * under 3 minutes, above 360P), the file's state with a progress bar while it uploads, Retry
 * after a failure, and a file picker that chooses, replaces or cancels at any moment. A refused
 * pick (format, size) says why and leaves the field as it was.
 */
export interface UploadFieldProps {
  field: FieldDef;
  id: string;
  slot: UploadSlot;
  rejection: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onPick: (field: FieldDef, file: File) => void;
  onRetry: (key: string) => void;
  onClear: (key: string) => void;
  t: ApplyT;
}

export function UploadField(props: UploadFieldProps) {
  const { field, id, slot, rejection, disabled, t } = props;
  const kind = fileKindOf(field) ?? 'image';
  const uid = useId();
  const labelId = `${uid}-label`;
  const actionId = `${uid}-action`;
  const hintId = `${uid}-hint`;
  const errorId = `${id}-error`;
  const rejectionId = `${uid}-rejection`;
  const shown = field.showError ? props.error : undefined;
  const describedBy = [hintId, rejection ? rejectionId : '', shown ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const size = megabytes(maxBytesFor(kind, field.fieldKey));
  const action =
    slot.status === 'idle'
      ? t('merchant.upload.choose')
      : slot.status === 'failed'
        ? t('merchant.upload.chooseOther')
        : t('merchant.upload.replace');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal or a removal.
    event.target.value = '';
    if (file) props.onPick(field, file);
  };

  return (
    <div
      className={`mc-field mc-field-wide mc-upload is-${slot.status}`}
      data-field={field.fieldKey}
      data-testid={`merchant-upload-${field.fieldKey}`}
      data-status={slot.status}
    >
      <span id={labelId} className="mc-label">
        {field.fieldName}
        {field.isRequired && <RequiredMark label={t('merchant.form.required')} />}
      </span>
      <p id={hintId} className="mc-hint">
        {/* The exchange's own words when it gives them, else what the contract accepts. */}
        <span className="mc-hint-line">
          {field.fieldPlaceholder ||
            t(kind === 'video' ? 'merchant.upload.videoHint' : 'merchant.upload.imageHint', {
              size,
            })}
        </span>
        {kind === 'video' && (
          <span className="mc-hint-line">{t('merchant.upload.videoAdvice')}</span>
        )}
      </p>

      {slot.status !== 'idle' && (
        <UploadState
          slot={slot}
          onRetry={props.onRetry}
          onClear={props.onClear}
          fieldKey={field.fieldKey}
          disabled={disabled}
          t={t}
        />
      )}

      <div className="mc-file-pick">
        <input
          id={id}
          type="file"
          accept={acceptFor(kind)}
          disabled={disabled}
          className="mc-file-input"
          aria-labelledby={`${labelId} ${actionId}`}
          aria-describedby={describedBy}
          required={field.isRequired}
          aria-invalid={shown ? true : undefined}
          onChange={pick}
        />
        <label htmlFor={id} className="secondary-button mc-file-button">
          <span id={actionId}>{action}</span>
        </label>
      </div>

      {rejection && (
        <p id={rejectionId} className="mc-field-error" role="alert">
          {rejection}
        </p>
      )}
      <FieldError id={errorId} message={shown} />
    </div>
  );
}

function UploadState({
  slot,
  fieldKey,
  disabled,
  onRetry,
  onClear,
  t,
}: {
  slot: Exclude<UploadSlot, { status: 'idle' }>;
  fieldKey: string;
  disabled: boolean;
  onRetry: (key: string) => void;
  onClear: (key: string) => void;
  t: ApplyT;
}) {
  return (
    <div className="mc-file">
      {slot.status === 'done' && slot.preview && (
        <img className="mc-file-thumb" src={slot.preview} alt="" width="56" height="56" />
      )}
      <div className="mc-file-body">
        <span className="mc-file-name" dir="auto">
          {slot.name}
        </span>
        {slot.size !== null && (
          <span className="mc-file-meta" dir="ltr">
            {formatFileSize(slot.size)}
          </span>
        )}
        {slot.status === 'uploading' && (
          <span className="mc-file-progress">
            <progress
              max={100}
              value={slot.percent}
              aria-label={t('merchant.upload.progress', { name: slot.name })}
            />
            <span aria-hidden="true">
              {t('merchant.upload.uploading', { percent: slot.percent })}
            </span>
          </span>
        )}
        {slot.status === 'failed' && (
          <span className="mc-file-failed" data-testid="merchant-upload-failed">
            <span>{t('merchant.upload.failed')}</span>
            {slot.detail && <span className="mc-file-detail">{slot.detail}</span>}
          </span>
        )}
        {slot.status === 'done' && (
          <span className="mc-file-done">{t('merchant.upload.uploaded')}</span>
        )}
      </div>
      <div className="mc-file-actions">
        {slot.status === 'failed' && (
          <button
            type="button"
            className="text-button"
            disabled={disabled}
            aria-label={t('merchant.upload.retryLabel', { name: slot.name })}
            onClick={() => onRetry(fieldKey)}
          >
            {t('merchant.upload.retry')}
          </button>
        )}
        <button
          type="button"
          className="text-button mc-remove"
          disabled={disabled}
          aria-label={t(
            slot.status === 'uploading'
              ? 'merchant.upload.cancelLabel'
              : 'merchant.upload.removeLabel',
            { name: slot.name },
          )}
          onClick={() => onClear(fieldKey)}
        >
          {t(slot.status === 'uploading' ? 'merchant.upload.cancel' : 'merchant.upload.remove')}
        </button>
      </div>
    </div>
  );
}
