import { useId } from 'react';
import { FilePick } from '@/components/FilePick';
import { UploadEntry } from '@/components/UploadEntry';
import type { FieldDef } from '@/features/merchant/merchant-form';
import { acceptFor, maxBytesFor, megabytes } from '@/features/merchant/merchant-files';
import type { ApplyT } from '@/features/merchant/messages';
import { FieldError, RequiredMark } from '@/features/merchant/FormParts';
import { fileKindOf, type UploadSlot } from '@/features/merchant/use-uploads';
import { formatFileSize } from '@/lib/file-size';

/**
 * An image or video field of the application: what it accepts (and, for the video, the advice:
 * under 3 minutes, above 360P), the file's state with a progress bar while it uploads, Retry
 * after a failure, and a file picker that chooses, replaces or cancels at any moment. A refused
 * pick (format, size) says why and leaves the field as it was.
 */
interface UploadFieldProps {
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

  return (
    <div
      className={`form-field mc-field mc-field-wide mc-upload is-${slot.status}`}
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
        <UploadEntry
          state={slot}
          name={slot.name}
          size={
            slot.size === null
              ? null
              : formatFileSize(slot.size, {
                  mb: t('merchant.upload.sizeMb'),
                  kb: t('merchant.upload.sizeKb'),
                })
          }
          preview={slot.status === 'done' ? slot.preview : null}
          kind={kind}
          texts={entryTexts(slot, t)}
          disabled={disabled}
          onRetry={() => props.onRetry(field.fieldKey)}
          onRemove={() => props.onClear(field.fieldKey)}
          failedTestId="merchant-upload-failed"
        />
      )}

      <FilePick
        id={id}
        accept={acceptFor(kind)}
        disabled={disabled}
        required={field.isRequired}
        invalid={Boolean(shown)}
        labelledBy={`${labelId} ${actionId}`}
        describedBy={describedBy}
        labelClass="secondary-button mc-file-button"
        onFiles={(files) => props.onPick(field, files[0] as File)}
      >
        <span id={actionId}>{action}</span>
      </FilePick>

      {rejection && (
        <p id={rejectionId} className="mc-field-error" role="alert">
          {rejection}
        </p>
      )}
      <FieldError id={errorId} message={shown} />
    </div>
  );
}

/** The entry's words; while uploading, Remove reads Cancel. */
function entryTexts(slot: Exclude<UploadSlot, { status: 'idle' }>, t: ApplyT) {
  const name = { name: slot.name };
  const uploading = slot.status === 'uploading';
  return {
    uploading: t('merchant.upload.uploading', { percent: uploading ? slot.percent : 0 }),
    progressLabel: t('merchant.upload.progress', name),
    failed: t('merchant.upload.failed'),
    done: t('merchant.upload.uploaded'),
    retry: t('merchant.upload.retry'),
    retryLabel: t('merchant.upload.retryLabel', name),
    remove: t(uploading ? 'merchant.upload.cancel' : 'merchant.upload.remove'),
    removeLabel: t(uploading ? 'merchant.upload.cancelLabel' : 'merchant.upload.removeLabel', name),
  };
}
