import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import type { TwoFactorFeedback } from '@/contract/verification';
import { formatDate } from '@/i18n/format-date';
import { createIslandTranslator } from '@/i18n/island-t';
import { browserTimeZone } from '@/i18n/time-zone';
import { $locale } from '@/stores/locale';
import { BehaviorCheck } from '@/features/verification/BehaviorCheck';
import {
  afterRefusal,
  afterSend,
  isVoided,
  lockKeyOf,
  lockOf,
  NO_CODE_LIMITS,
  withLock,
  type CodeLimits,
} from '@/features/verification/code-limits';
import type { VerificationMessages, VerificationT } from '@/features/verification/messages';
import {
  refusalOf2fa,
  sendFailure,
  type VerificationWords,
} from '@/features/verification/send-failure';
import { TwoFactorChannels } from '@/features/verification/TwoFactorChannels';
import { TwoFactorCodeField } from '@/features/verification/TwoFactorCodeField';
import { useSendLimits } from '@/features/verification/use-send-limits';
import {
  availableChannels,
  isSendChannel,
  sanitizeCode,
  twoFactorFormSchema,
  type Binding,
  type ChannelOption,
  type CodeChannel,
  type TwoFactorForm,
} from '@/features/verification/two-factor-form';
import {
  behaviorVerify,
  fetchBinding,
  sendOnlineCode,
} from '@/features/verification/verification-api';

/**
 * The two-factor dialog (spec section 2): which bound channel receives the code (from the
 * binding calls), "Send code" behind the behaviour check with the resend countdown of the limit
 * call, and the 6-digit code. The caller does the sensitive action with `{ channel, code }`:
 * it resolves null when done (and closes the dialog), or a message, which is shown here with
 * the code kept so the user can correct it. Reusable: release an order, save a payment
 * method, anything the API guards with `twoFactor`.
 *
 * Wrong codes are limited (issue 15, item 4): when the page passes on a refusal about the code
 * (`TwoFactorFeedback`), the dialog shows the tries left under the page's message; once the
 * code is void it says so, keeps Confirm off and moves focus to "Send a new code"; while the
 * channel is locked it says until when (the user's zone) and sends nothing on it, pointing to
 * another bound method when there is one.
 */
export interface TwoFactorDialogProps {
  messages: VerificationMessages;
  /** Defaults to "Security verification". */
  title?: string;
  /** What the code confirms ("Enter the code to release 100 USDT"). */
  description?: string;
  /** Defaults to "Confirm". */
  submitLabel?: string;
  onSubmit: (
    factor: { channel: CodeChannel; code: string },
    dialog?: TwoFactorFeedback,
  ) => Promise<string | null>;
  onClose: () => void;
}

type Bindings =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; options: ChannelOption[] };

type SendStage = 'idle' | 'check' | 'verifying';

export default function TwoFactorDialog(props: TwoFactorDialogProps) {
  const { onClose, onSubmit } = props;
  // With the page's language: the tries left are a plural.
  const t: VerificationT = useMemo(
    () => createIslandTranslator(props.messages, $locale.get()),
    [props.messages],
  );
  // The messages carry the refusal texts of the dialog's calls too (`verificationMessages`).
  const words: VerificationWords = { refusals: props.messages, locale: $locale.get() };
  const id = useId();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const sendRef = useRef<HTMLButtonElement | null>(null);
  /** Focus goes to "Send a new code" as soon as it can be pressed (after a void). */
  const focusSend = useRef(false);
  const [limits, setLimits] = useState<CodeLimits>(NO_CODE_LIMITS);
  const [bindings, setBindings] = useState<Bindings>({ status: 'loading' });
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
  const { sends, limit, send, knows, noteLimit, readLimit, markExhausted } = useSendLimits(channel);

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

  const options = bindings.status === 'ready' ? bindings.options : [];
  const current = options.find((o) => o.channel === channel) ?? null;

  const chooseChannel = (next: CodeChannel) => {
    setValue('channel', next);
    focusSend.current = false;
    setLimits((now) => ({ ...now, attemptsLeft: null }));
    setStage('idle');
    setSendError(null);
    setCheckError(null);
    setSentTo(null);
    if (isSendChannel(next) && !knows(next)) void readLimit(next);
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
      setCheckError(
        refused ? t('verification.check.failed') : await sendFailure(error, t, words, 'check'),
      );
      setCheckKey((k) => k + 1);
      setStage('check');
      return;
    }
    try {
      noteLimit(target.channel, await sendOnlineCode(target.channel, token));
      setLimits((now) => afterSend(now, target.channel));
      setSentTo(target);
      setStage('idle');
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      const refusal = refusalOf2fa(error);
      const unlockAt = refusal?.name === 'channelLocked' ? refusal.params.unlockAt : undefined;
      if (unlockAt !== undefined) {
        // Said by the lock's own line, with its end in the user's zone.
        setLimits((now) => withLock(now, target.channel, unlockAt));
        setStage('idle');
        return;
      }
      setSendError(await sendFailure(error, t, words));
      setStage('idle');
      if (refusal?.name === 'resendTooSoon') {
        void readLimit(target.channel);
      }
      if (refusal?.name === 'dailyLimitReached') markExhausted(target.channel);
    }
  };

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    const seen: { refusal: { name: string; params: object } | null } = { refusal: null };
    const problem = await onSubmit(values, { refused: (refusal) => (seen.refusal = refusal) });
    // An app's void round ends with the next try; a sent code stays void until a new one.
    const before =
      values.channel === 'authenticator'
        ? { ...limits, voided: limits.voided.filter((c) => c !== 'authenticator') }
        : limits;
    const next = seen.refusal
      ? afterRefusal(before, values.channel, seen.refusal)
      : { ...before, attemptsLeft: null };
    setLimits(next);
    if (!problem) return;
    const saidHere =
      isVoided(next, values.channel) && !isVoided(before, values.channel)
        ? 'voided'
        : lockOf(next, values.channel) !== null && seen.refusal?.name === 'channelLocked'
          ? 'locked'
          : null;
    if (saidHere === 'voided' && isSendChannel(values.channel)) {
      focusSend.current = true;
      // The server's countdown, which may have run out while the wrong codes were typed.
      void readLimit(values.channel);
    }
    // The void and the lock have the dialog's own lines; anything else is the page's message.
    if (saidHere === null) setSubmitError(problem);
  });

  const lockEnd = lockOf(limits, channel) ?? limit?.unlockAt ?? null;
  // The dialog opens only on a click, in the browser: its zone is the user's.
  const lockZone = { timeZone: browserTimeZone(), zoneName: true };
  const voided = isVoided(limits, channel);
  const blocked = lockEnd !== null || (voided && isSendChannel(channel));
  const otherOpen = options.some(
    (o) => lockKeyOf(o.channel) !== lockKeyOf(channel) && lockOf(limits, o.channel) === null,
  );

  // After a void, focus lands on "Send a new code" once it can be pressed (the resend countdown
  // may still run); every render checks, the flag makes it happen once.
  useEffect(() => {
    if (!focusSend.current || busy || send.kind !== 'ready' || lockEnd !== null) return;
    if (!sendRef.current || sendRef.current.disabled) return;
    focusSend.current = false;
    sendRef.current.focus();
  });

  const codeField = register('code', {
    onChange: (event: { target: { value: string } }) => {
      const digits = sanitizeCode(event.target.value);
      if (digits !== event.target.value) setValue('code', digits);
      setSubmitError(null);
    },
  });
  const codeError = errors.code ? t('verification.code.invalid') : null;

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
              <TwoFactorChannels
                options={options}
                channel={channel}
                disabled={busy}
                onChoose={chooseChannel}
                t={t}
              />

              <TwoFactorCodeField
                idBase={id}
                field={codeField}
                inputRef={(el) => {
                  codeField.ref(el);
                  codeRef.current = el;
                }}
                error={codeError}
                sends={sends}
                send={send}
                limit={limit}
                canStart={!busy && stage === 'idle'}
                onSend={startSend}
                sentTo={sentTo}
                sendError={sendError}
                voided={voided}
                locked={lockEnd !== null}
                sendRef={(el) => {
                  sendRef.current = el;
                }}
                t={t}
              />

              {voided && (
                <p className="verify-error" role="alert" data-testid="verify-voided">
                  {t(
                    isSendChannel(channel)
                      ? 'verification.voided'
                      : 'verification.voided.authenticator',
                  )}
                </p>
              )}
              {lockEnd !== null && (
                <div className="verify-error" role="alert" data-testid="verify-locked">
                  <p>
                    {t('verification.locked', {
                      time: `\u2066${formatDate(lockEnd, words.locale, lockZone)}\u2069`,
                    })}
                  </p>
                  <p>{t(otherOpen ? 'verification.locked.other' : 'verification.locked.wait')}</p>
                </div>
              )}

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
            <div className="order-form-error" role="alert">
              <p data-testid="verify-submit-error">{submitError}</p>
              {limits.attemptsLeft !== null && (
                <p data-testid="verify-attempts">
                  {t('verification.attemptsLeft', { count: limits.attemptsLeft })}
                </p>
              )}
            </div>
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
              disabled={options.length === 0 || blocked}
            />
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
