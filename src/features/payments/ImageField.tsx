import type { ChangeEvent } from 'react';
import type { PaymentField } from '@/contract/c2c-payment';
import { PAYMENT_IMAGE_ACCEPT, PAYMENT_IMAGE_MAX_MB } from '@/features/payments/payment-image';
import type { ImageState } from '@/features/payments/use-image-uploads';
import type { PaymentsT } from '@/features/payments/messages';

/**
 * One image field of a payment method form (a QR code): a real, labelled file input under a
 * styled tile, then the picked image with its preview, upload progress and Retry / Remove.
 * Every message about the field is tied to the input with aria-describedby.
 */
export interface ImageFieldProps {
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

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (file) props.onPick(file);
  };

  return (
    <div className="pm-field" data-testid={`payment-field-${field.key}`}>
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
        <div className="pm-image-add">
          <input
            id={id}
            type="file"
            accept={PAYMENT_IMAGE_ACCEPT}
            disabled={disabled}
            className="pm-file-input"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-required={field.required || undefined}
            aria-invalid={error || rejection ? true : undefined}
            onChange={pick}
            data-testid="payment-image-input"
          />
          <label htmlFor={id} className="pm-image-tile">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 5v14M5 12h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{t('payments.image.choose')}</span>
          </label>
        </div>
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
  const name = state.name ?? t('payments.image.onFile');
  return (
    <div
      className={`pm-image is-${state.status}`}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      data-testid="payment-image"
    >
      <span className="pm-image-thumb">
        {state.preview ? (
          <img src={state.preview} alt="" width="56" height="56" />
        ) : (
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" />
            <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" />
          </svg>
        )}
      </span>
      <span className="pm-image-body">
        <span className="pm-image-name" dir="auto">
          {name}
        </span>
        {state.status === 'uploading' && (
          <span className="pm-image-progress">
            <progress
              max={100}
              value={state.percent}
              aria-label={t('payments.image.progress', { name: field.name })}
            />
            <span aria-hidden="true">
              {t('payments.image.uploading', { percent: state.percent })}
            </span>
          </span>
        )}
        {state.status === 'failed' && (
          <span className="pm-image-failed" data-testid="payment-image-failed">
            <span>{t('payments.image.failed')}</span>
            {state.detail && <span className="pm-image-detail">{state.detail}</span>}
          </span>
        )}
        {state.status === 'done' && (
          <span className="pm-image-done">{t('payments.image.done')}</span>
        )}
      </span>
      <span className="pm-image-actions">
        {state.status === 'failed' && (
          <button
            type="button"
            className="text-button"
            disabled={disabled}
            aria-label={t('payments.image.retryLabel', { name: field.name })}
            onClick={onRetry}
          >
            {t('payments.image.retry')}
          </button>
        )}
        <button
          type="button"
          className="text-button pm-danger-text"
          disabled={disabled}
          aria-label={t('payments.image.removeLabel', { name: field.name })}
          onClick={onRemove}
        >
          {t('payments.image.remove')}
        </button>
      </span>
    </div>
  );
}
