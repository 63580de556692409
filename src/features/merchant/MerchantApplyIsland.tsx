import { useCallback, useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { isApiError } from '@/client/api-error';
import { ChunkNote } from '@/components/ChunkNote';
import { useChunkFailure } from '@/components/use-chunk-failure';
import { reloadKeeping, takeKept } from '@/lib/load-chunk';
import type { CoinAmount } from '@/contract/asset-codes';
import type { MerchantDetail, MerchantField } from '@/contract/merchant';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { DepositField } from '@/features/merchant/DepositField';
import { DefinedField } from '@/features/merchant/FormParts';
import { loadMerchantApi } from '@/features/merchant/load-merchant-api';
import {
  applyProblems,
  DEPOSIT_KEY,
  initialValues,
  validateMerchantForm,
  withShownErrors,
  type MerchantFormContext,
} from '@/features/merchant/merchant-form';
import type { ApplyMessages, ApplyT } from '@/features/merchant/messages';
import { UploadField } from '@/features/merchant/UploadField';
import { useLiveDetail } from '@/features/merchant/use-live-detail';
import { fileKindOf, uploadValues, useUploads } from '@/features/merchant/use-uploads';

/** Where the note's reload keeps what was typed (`reloadKeeping`). */
const KEEP_KEY = 'merchant-apply';

/**
 * The merchant application form (spec sections 3 and 5), drawn entirely from the field
 * definitions the exchange sends: a field added there appears here. Each field is checked with
 * the contract's rule (messages in the viewer's language), files upload as soon as they are
 * picked (with progress, Retry and Replace, never touching the other fields), and the deposit is
 * checked against the P2P balance before anything is sent. A refusal keeps everything entered
 * and shows the message at its field or next to Submit, and takes the reader there; a submitted application reloads the
 * page, which then shows it under review.
 */
interface MerchantApplyIslandProps {
  locale: LocaleCode;
  messages: ApplyMessages;
  fields: MerchantField[];
  /** The deposit asked for (`requirement.deposit`). */
  deposit: CoinAmount;
  /** The merchant detail the page was rendered with (its balance is kept live). */
  detail: MerchantDetail;
  /** Where a submitted application goes: this page, which then shows the review. */
  doneHref: string;
}

export default function MerchantApplyIsland(props: MerchantApplyIslandProps) {
  const t: ApplyT = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const { detail, watchTransfer } = useLiveDetail(props.detail);
  const context: MerchantFormContext = useMemo(
    () => ({ fields: props.fields, deposit: props.deposit, balance: detail.checklist.balance }),
    [props.fields, props.deposit, detail.checklist.balance],
  );
  const [values, setValues] = useState(() => initialValues(context));
  const uploads = useUploads(props.fields, t);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [clientTop, setClientTop] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverTop, setServerTop] = useState<string | null>(null);
  // Submit's code did not load: the chunk note next to Submit (Retry submits again).
  const code = useChunkFailure();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setHydrated(true);
    // Back from the note's reload: what was typed (files are picked again: they are the
    // browser's, never kept in storage).
    const kept = takeKept<Record<string, string>>(KEEP_KEY);
    if (kept) setValues((all) => ({ ...all, ...kept }));
  }, []);

  const fieldId = useCallback((key: string) => `${id}-${key}`, [id]);

  const check = useCallback(() => {
    const files = uploadValues(uploads.slots);
    return validateMerchantForm({ ...values, ...files.values }, files.states, context, t);
  }, [context, t, uploads.slots, values]);

  // After the first submit, messages follow what is typed, picked and transferred.
  useEffect(() => {
    if (!submitted || submitting) return;
    const result = check();
    setClientErrors(result.ok ? {} : result.errors);
    setClientTop(result.ok ? null : result.top);
  }, [check, submitted, submitting]);

  const errors = { ...serverErrors, ...clientErrors };
  const fields = withShownErrors(props.fields, errors);
  // The exchange's own refusal, else a summary while any field shows a message.
  const hasErrors = Object.keys(errors).length > 0 || clientTop !== null;
  const top = serverTop ?? (hasErrors ? (clientTop ?? t('merchant.form.invalid')) : null);

  const edit = (key: string, value: string) => {
    setValues((all) => ({ ...all, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const topRef = useRef<HTMLParagraphElement>(null);
  /**
   * After any refusal the reader is taken to it: the first field with a message, else the
   * form's message, which sits next to Submit (the form is long: a message at its top was
   * ~1,000 px above the button that was just pressed, and nothing moved).
   */
  const focusFirst = (found: Record<string, string>) => {
    const key = [...props.fields.map((f) => f.fieldKey), DEPOSIT_KEY].find((k) => found[k]);
    requestAnimationFrame(() => {
      const target = (key ? document.getElementById(fieldId(key)) : null) ?? topRef.current;
      target?.focus({ preventScroll: true });
      target?.scrollIntoView?.({ block: 'center' });
    });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const result = check();
    setServerErrors({});
    setServerTop(null);
    code.clear();
    if (!result.ok) {
      setClientErrors(result.errors);
      setClientTop(result.top);
      focusFirst(result.errors);
      return;
    }
    setClientErrors({});
    setClientTop(null);
    setSubmitting(true);
    try {
      const { applyMerchant } = await loadMerchantApi();
      await applyMerchant(result.body);
      location.assign(props.doneHref);
    } catch (error) {
      setSubmitting(false);
      if (code.report(error)) return;
      const problems = isApiError(error)
        ? applyProblems(error, context, t, { refusals: props.messages, locale: props.locale })
        : { errors: {}, top: t('merchant.form.failedGeneric') };
      setServerErrors(problems.errors);
      setServerTop(problems.top);
      focusFirst(problems.errors);
    }
  };

  return (
    <form
      ref={formRef}
      className="surface mc-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="merchant-apply"
      data-hydrated={hydrated || undefined}
    >
      <h2 id={`${id}-title`} className="section-title">
        {t('merchant.form.title')}
      </h2>

      <div className="mc-grid">
        {fields.map((field) =>
          fileKindOf(field) ? (
            <UploadField
              key={field.fieldKey}
              field={field}
              id={fieldId(field.fieldKey)}
              slot={uploads.slots[field.fieldKey] ?? { status: 'idle' }}
              rejection={uploads.rejections[field.fieldKey] || undefined}
              error={errors[field.fieldKey]}
              disabled={submitting}
              onPick={(def, file) => {
                setServerErrors(({ [def.fieldKey]: _dropped, ...rest }) => rest);
                uploads.pick(def, file);
              }}
              onRetry={uploads.retry}
              onClear={uploads.clear}
              t={t}
            />
          ) : (
            <DefinedField
              key={field.fieldKey}
              field={field}
              id={fieldId(field.fieldKey)}
              value={values[field.fieldKey] ?? ''}
              error={errors[field.fieldKey]}
              disabled={submitting}
              onChange={(value) => edit(field.fieldKey, value)}
              t={t}
            />
          ),
        )}
      </div>

      <DepositField
        id={fieldId(DEPOSIT_KEY)}
        required={props.deposit}
        balance={detail.checklist.balance}
        value={values[DEPOSIT_KEY] ?? ''}
        error={errors[DEPOSIT_KEY]}
        disabled={submitting}
        onChange={(value) => edit(DEPOSIT_KEY, value)}
        onTransfer={watchTransfer}
        t={t}
      />

      <p className="sr-only" aria-live="polite">
        {uploads.announcement}
      </p>

      {top && (
        <p
          ref={topRef}
          tabIndex={-1}
          className="mc-form-error"
          role="alert"
          data-testid="merchant-form-error"
        >
          {top}
        </p>
      )}

      {code.problem && (
        <ChunkNote
          problem={code.problem}
          t={t}
          onRetry={() => formRef.current?.requestSubmit()}
          onReload={() => reloadKeeping(KEEP_KEY, values)}
        />
      )}

      <div className="mc-actions">
        <button
          type="submit"
          className="primary-button"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? t('merchant.form.submitting') : t('merchant.form.submit')}
        </button>
      </div>
    </form>
  );
}
