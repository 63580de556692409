import { FilePick } from '@/components/FilePick';
import { UploadEntry, uploadEntryTexts } from '@/components/UploadEntry';
import type { PaymentField } from '@/contract/payments';
import { PAYMENT_IMAGE_ACCEPT, PAYMENT_IMAGE_MAX_MB } from '@/features/payments/payment-image';
import type { ImageState } from '@/features/payments/use-image-uploads';
import type { PaymentsT } from '@/features/payments/messages';

/**
 * One image field of a payment method form (a QR code): a real, labelled file input under a
 * styled tile, then the picked image with its preview, upload progress and Retry / Remove.
 * Every message about the field is tied to the input with aria-describedby.
 */
interface ImageFieldProps {
  id: string;
  field: PaymentField;
  state: ImageState;
  /** The picked file refused before upload (format or size), worded. */
  rejection: string | undefined;
  /** The form's problem with the field (required, upload pending or failed). */
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
  onRetry: () => void;
  onRemove: () => void;
  t: PaymentsT;
}

export function ImageField(props: ImageFieldProps) {
  const { id, field, state, rejection, error, disabled, t } = props;
  const hintId = `${id}-hint`;
  const rejectionId = `${id}-rejection`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, rejection ? rejectionId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="form-field pm-field" data-testid={`payment-field-${field.key}`}>
      <span className="pm-label" id={`${id}-label`}>
        {field.name}
        {field.required ? (
          <span className="pm-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="pm-optional"> {t('payments.form.optional')}</span>
        )}
      </span>
      <p id={hintId} className="pm-hint">
        {field.placeholder ? `${field.placeholder}. ` : ''}
        {t('payments.image.hint', { size: PAYMENT_IMAGE_MAX_MB })}
      </p>

      {state.status === 'empty' ? (
        <FilePick
          id={id}
          accept={PAYMENT_IMAGE_ACCEPT}
          disabled={disabled}
          required={field.required}
          invalid={Boolean(error || rejection)}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          testId="payment-image-input"
          onFiles={(files) => props.onPick(files[0] as File)}
        >
          <span>{t('payments.image.choose')}</span>
        </FilePick>
      ) : (
        <ImageEntry {...props} state={state} describedBy={describedBy} />
      )}

      {rejection && (
        <p
          id={rejectionId}
          className="pm-field-error"
          role="alert"
          data-testid="payment-image-rejection"
        >
          {rejection}
        </p>
      )}
      {error && (
        <p id={errorId} className="pm-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ImageEntry({
  id,
  state,
  field,
  describedBy,
  disabled,
  onRetry,
  onRemove,
  t,
}: ImageFieldProps & { state: Exclude<ImageState, { status: 'empty' }>; describedBy: string }) {
  return (
    <UploadEntry
      state={state}
      name={state.name ?? t('payments.image.onFile')}
      preview={state.preview}
      texts={uploadEntryTexts(t, 'payments.image', {
        name: field.name,
        state,
        doneKey: 'payments.image.done',
      })}
      disabled={disabled}
      onRetry={onRetry}
      onRemove={onRemove}
      labelledBy={`${id}-label`}
      describedBy={describedBy}
      testId="payment-image"
      failedTestId="payment-image-failed"
    />
  );
}
