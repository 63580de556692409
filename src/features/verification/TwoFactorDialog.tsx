import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/client/api-error';
import { refusalOfAny } from '@/client/refusal';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import { createIslandTranslator } from '@/i18n/island-t';
import { BehaviorCheck } from '@/features/verification/BehaviorCheck';
import type { VerificationMessages, VerificationT } from '@/features/verification/messages';
import { sendState, type LimitReading } from '@/features/verification/resend';
import {
  availableChannels,
  isSendChannel,
  sanitizeCode,
  twoFactorFormSchema,
  type Binding,
  type ChannelOption,
  type CodeChannel,
  type SendChannel,
  type TwoFactorForm,
} from '@/features/verification/two-factor-form';
import {
  behaviorVerify,
  fetchBinding,
  fetchLimit,
  sendOnlineCode,
} from '@/features/verification/verification-api';
import { verificationEndpoints } from '@/contract/verification';

/**
 * The two-factor dialog (spec section 2): which bound channel receives the code (from the
 * binding calls), "Send code" behind the behaviour check with the resend countdown of the limit
 * call, and the 6-digit code. The caller does the sensitive action with `{ channel, code }`:
 * it resolves null when done (and closes the dialog), or a message, which is shown here with
 * the code kept so the user can correct it. Reusable: release an order, save a payment
 * method, anything the API guards with `twoFactor`.
 */
export interface TwoFactorDialogProps {
  messages: VerificationMessages;
  /** Defaults to "Security verification". */
  title?: string;
  /** What the code confirms ("Enter the code to release 100 USDT"). */
  description?: string;
  /** Defaults to "Confirm". */
  submitLabel?: string;
  onSubmit: (factor: { channel: CodeChannel; code: string }) => Promise<string | null>;
  onClose: () => void;
}

type Bindings =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: ChannelOption[] };

type SendStage = 'idle' | 'check' | 'verifying';

export default function TwoFactorDialog(props: TwoFactorDialogProps) {
  const { onClose, onSubmit } = props;
  const t: VerificationT = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const id = useId();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const [bindings, setBindings] = useState<Bindings>({ status: 'loading' });
  const [limits, setLimits] = useState<Partial<Record<SendChannel, LimitReading>>>({});
  const [nowPerf, setNowPerf] = useState(() =>
    typeof performance === 'undefined' ? 0 : performance.now(),
  );
  const [stage, setStage] = useState<SendStage>('idle');
  const [checkKey, setCheckKey] = useState(0);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<ChannelOption | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorForm>({
    resolver: zodResolver(twoFactorFormSchema),
    defaultValues: { channel: 'sms', code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const channel = watch('channel');
  const busy = isSubmitting || stage === 'verifying';

  const readLimit = useCallback(async (which: SendChannel) => {
    try {
      const limit = await fetchLimit(which);
      const at = performance.now();
      setLimits((all) => ({ ...all, [which]: { ...limit, at } }));
      setNowPerf(at);
    } catch {
      // Unknown limits: sending is offered and the server says if it is too soon.
    }
  }, []);

  const loadBindings = useCallback(async () => {
    setBindings({ status: 'loading' });
    const [sms, email, authenticator] = await Promise.allSettled([
      fetchBinding('sms'),
      fetchBinding('email'),
      fetchBinding('authenticator'),
    ]);
    if ([sms, email, authenticator].every((r) => r.status === 'rejected')) {
      setBindings({ status: 'error' });
      return;
    }
    const value = (r: PromiseSettledResult<Binding>) => (r.status === 'fulfilled' ? r.value : null);
    const options = availableChannels({
      sms: value(sms),
      email: value(email),
      authenticator: value(authenticator),
    });
    setBindings({ status: 'ready', options });
    const first = options[0];
    if (first) {
      setValue('channel', first.channel);
      if (isSendChannel(first.channel)) void readLimit(first.channel);
    }
  }, [readLimit, setValue]);

  useEffect(() => {
    void loadBindings();
  }, [loadBindings]);

  // The resend countdown ticks while one is running.
  const sends = isSendChannel(channel);
  const send = sendState(sends ? limits[channel] : undefined, nowPerf);
  const waiting = send.kind === 'wait';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNowPerf(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const options = bindings.status === 'ready' ? bindings.options : [];
  const current = options.find((o) => o.channel === channel) ?? null;

  const chooseChannel = (next: CodeChannel) => {
    setValue('channel', next);
    setStage('idle');
    setSendError(null);
    setCheckError(null);
    setSentTo(null);
    if (isSendChannel(next) && !limits[next]) void readLimit(next);
  };

  const startSend = () => {
    setSendError(null);
    setCheckError(null);
    setCheckKey((k) => k + 1);
    setStage('check');
  };

  /** The check passed on the widget: verify it with the server, then send the code. */
  const onCheckPassed = async (answer: string) => {
    if (!current || !isSendChannel(current.channel)) return;
    const target = { ...current, channel: current.channel };
    setStage('verifying');
    let token: string;
    try {
      token = (await behaviorVerify(target.channel, answer)).verifyToken;
    } catch (error) {
      const refused = refusalOf2fa(error)?.name === 'verifyFailed';
      setCheckError(refused ? t('verification.check.failed') : sendFailure(error, t));
      setCheckKey((k) => k + 1);
      setStage('check');
      return;
    }
    try {
      const limit = await sendOnlineCode(target.channel, token);
      const at = performance.now();
      setLimits((all) => ({ ...all, [target.channel]: { ...limit, at } }));
      setNowPerf(at);
      setSentTo(target);
      setStage('idle');
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      setSendError(sendFailure(error, t));
      setStage('idle');
      const refusal = refusalOf2fa(error);
      if (refusal?.name === 'resendTooSoon') {
        void readLimit(target.channel);
      }
      if (refusal?.name === 'dailyLimitReached') {
        const at = performance.now();
        setLimits((all) => ({
          ...all,
          [target.channel]: { resendAfter: 0, remainingToday: 0, at },
        }));
      }
    }
  };

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    const problem = await onSubmit(values);
    if (problem) setSubmitError(problem);
  });

  const codeField = register('code', {
    onChange: (event: { target: { value: string } }) => {
      const digits = sanitizeCode(event.target.value);
      if (digits !== event.target.value) setValue('code', digits);
      setSubmitError(null);
    },
  });
  const codeError = errors.code ? t('verification.code.invalid') : null;
  const limit = sends ? limits[channel] : undefined;

  return (
    <ModalDialog
      title={props.title ?? t('verification.title')}
      closeLabel={t('verification.close')}
      onClose={onClose}
      busy={busy}
      described={Boolean(props.description)}
      className="verify-dialog"
      testId="two-factor-dialog"
    >
      {({ descriptionId }) => (
        <form className="modal-dialog-form" noValidate onSubmit={submit}>
          {props.description && <p id={descriptionId}>{props.description}</p>}

          {bindings.status === 'loading' && (
            <p className="verify-note" role="status">
              {t('verification.loading')}
            </p>
          )}
          {bindings.status === 'error' && (
            <div className="verify-error" role="alert">
              <p>{t('verification.loadFailed')}</p>
              <button type="button" className="text-button" onClick={() => void loadBindings()}>
                {t('verification.retry')}
              </button>
            </div>
          )}
          {bindings.status === 'ready' && options.length === 0 && (
            <p className="verify-error" role="alert" data-testid="verify-no-channel">
              {t('verification.noChannel')}
            </p>
          )}

          {options.length > 0 && (
            <>
              <fieldset className="order-choices">
                <legend>{t('verification.channel.label')}</legend>
                {options.map((option) => (
                  <label key={option.channel} className="order-choice">
                    <input
                      type="radio"
                      name="channel"
                      value={option.channel}
                      checked={channel === option.channel}
                      disabled={busy}
                      onChange={() => chooseChannel(option.channel)}
                    />
                    <span>
                      {t(`verification.channel.${option.channel}`, {
                        target: `\u2066${option.target}\u2069`,
                      })}
                    </span>
                  </label>
                ))}
              </fieldset>

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
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ''}`}
                    name={codeField.name}
                    onChange={codeField.onChange}
                    onBlur={codeField.onBlur}
                    ref={(el) => {
                      codeField.ref(el);
                      codeRef.current = el;
                    }}
                    data-testid="verify-code"
                  />
                  {sends && (
                    <button
                      type="button"
                      className="secondary-button verify-send"
                      disabled={busy || stage !== 'idle' || send.kind !== 'ready'}
                      onClick={startSend}
                      data-testid="verify-send"
                    >
                      {send.kind === 'wait'
                        ? t('verification.resendIn', { seconds: send.seconds })
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
                {codeError && (
                  <p id={`${id}-code-error`} className="verify-error" role="alert">
                    {codeError}
                  </p>
                )}
                {send.kind === 'exhausted' && (
                  <p className="verify-error" role="alert">
                    {t('verification.error.dailyLimit')}
                  </p>
                )}
                {sendError && send.kind !== 'exhausted' && (
                  <p className="verify-error" role="alert" data-testid="verify-send-error">
                    {sendError}
                  </p>
                )}
              </div>

              {stage !== 'idle' && (
                <BehaviorCheck
                  key={checkKey}
                  t={t}
                  busy={stage === 'verifying'}
                  error={checkError}
                  onPass={(answer) => void onCheckPassed(answer)}
                />
              )}
            </>
          )}

          {submitError && (
            <p className="order-form-error" role="alert" data-testid="verify-submit-error">
              {submitError}
            </p>
          )}

          <div className="modal-dialog-actions">
            <DialogButtons
              cancelLabel={t('verification.cancel')}
              onCancel={onClose}
              actionLabel={props.submitLabel ?? t('verification.submit')}
              actionClass="order-button is-primary"
              busy={busy}
              working={isSubmitting}
              workingLabel={t('verification.submitting')}
              disabled={options.length === 0}
            />
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

/** The calls of the dialog whose refusals it reads (the online sends share their refusals). */
const CALLS = [
  verificationEndpoints.behaviorVerify,
  verificationEndpoints.validationOnlineSms,
] as const;

/** A refusal of the check or of sending a code, by its name in the contract. */
function refusalOf2fa(error: unknown) {
  return refusalOfAny(CALLS, error);
}

/** Why a code was not sent, in the user's language where the refusal is known. */
function sendFailure(error: unknown, t: VerificationT): string {
  if (!isApiError(error)) return t('verification.error.send', { reason: String(error) });
  switch (refusalOf2fa(error)?.name) {
    case 'verifyTokenInvalid':
      return t('verification.error.tokenInvalid');
    case 'resendTooSoon':
      return t('verification.error.resendTooSoon');
    case 'dailyLimitReached':
      return t('verification.error.dailyLimit');
    case 'notBound':
      return t('verification.error.notBound');
    default:
      return t('verification.error.send', { reason: error.msg });
  }
}
