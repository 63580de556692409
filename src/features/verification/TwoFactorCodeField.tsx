import type { UseFormRegisterReturn } from 'react-hook-form';
import type { VerificationT } from '@/features/verification/messages';
import type { LimitReading, SendState } from '@/features/verification/resend';
import type { ChannelOption, SendChannel } from '@/features/verification/two-factor-form';

interface TwoFactorCodeFieldProps {
  /** The dialog's id: the input, its hint and its error derive theirs from it. */
  idBase: string;
  field: UseFormRegisterReturn;
  inputRef: (el: HTMLInputElement | null) => void;
  error: string | null;
  /** The chosen channel receives a code (not the authenticator): "Send code" is offered. */
  sends: boolean;
  send: SendState;
  /** The limit call's last answer for the chosen channel, if any. */
  limit: LimitReading | undefined;
  /** "Send code" may be pressed (nothing else is running). */
  canStart: boolean;
  onSend: () => void;
  /** Where the last code went, once one was sent. */
  sentTo: ChannelOption | null;
  sendError: string | null;
  /** The chosen channel's code is void after too many wrong tries: "Send a new code". */
  voided: boolean;
  /** The chosen channel is locked after too many voided codes: nothing can be sent. */
  locked: boolean;
  /** The send button, so the dialog can move focus there once a code is void. */
  sendRef: (el: HTMLButtonElement | null) => void;
  t: VerificationT;
}

/**
 * The 6-digit code with "Send code" (or "Resend in N s", or "Send a new code" once the code is
 * void; disabled while the channel is locked) beside it, the hint saying where the code comes
 * from and how many sends are left today, and the code's, the daily limit's and the send's errors.
 */
export function TwoFactorCodeField(props: TwoFactorCodeFieldProps) {
  const { idBase: id, field, error, sends, send, limit, sentTo, t } = props;
  return (
    <div className="verify-code-field">
      <label htmlFor={`${id}-code`}>{t('verification.code.label')}</label>
      <div className="verify-code-row">
        <input
          id={`${id}-code`}
          className="verify-code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code-hint${error ? ` ${id}-code-error` : ''}`}
          name={field.name}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={props.inputRef}
          data-testid="verify-code"
        />
        {sends && (
          <button
            type="button"
            className="secondary-button verify-send"
            disabled={!props.canStart || send.kind !== 'ready' || props.locked}
            onClick={props.onSend}
            ref={props.sendRef}
            data-testid="verify-send"
          >
            {send.kind === 'wait'
              ? t('verification.resendIn', { seconds: send.seconds })
              : props.voided
                ? t('verification.sendNew')
                : sentTo || (limit && limit.resendAfter > 0)
                  ? t('verification.resend')
                  : t('verification.send')}
          </button>
        )}
      </div>
      <p id={`${id}-code-hint`} className="verify-note">
        {!sends
          ? t('verification.code.authenticatorHint')
          : sentTo
            ? t(`verification.sent.${sentTo.channel as SendChannel}`, {
                target: `\u2066${sentTo.target}\u2069`,
              })
            : t('verification.code.hint')}
        {limit && limit.remainingToday > 0 && (
          <> {t('verification.remaining', { count: limit.remainingToday })}</>
        )}
      </p>
      {error && (
        <p id={`${id}-code-error`} className="verify-error" role="alert">
          {error}
        </p>
      )}
      {send.kind === 'exhausted' && (
        <p className="verify-error" role="alert">
          {t('verification.error.dailyLimit')}
        </p>
      )}
      {props.sendError && send.kind !== 'exhausted' && (
        <p className="verify-error" role="alert" data-testid="verify-send-error">
          {props.sendError}
        </p>
      )}
    </div>
  );
}
