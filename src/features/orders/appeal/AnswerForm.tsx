import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { refusalOf } from '@/client/refusal';
import {
  ordersAppealEndpoints,
  type AppealActionResult,
  type AppealAnswerRequest,
} from '@/contract/orders-appeal';
import { fieldCodeText, refusalReason, type RefusalWords } from '@/i18n/refusal-text';
import { answerAppeal } from '@/features/orders/appeal/appeal-api';
import {
  EMPTY_ANSWER_FORM,
  STATEMENT_MAX,
  answerFormSchema,
  type AnswerFormValues,
} from '@/features/orders/appeal/answer-form';
import { TextField } from '@/features/orders/appeal/AppealFields';
import { EvidenceField } from '@/features/orders/appeal/EvidenceField';
import type { AppealT } from '@/features/orders/appeal/messages';
import { toSlot, useEvidenceUploads } from '@/features/orders/appeal/use-evidence-uploads';

const endpoint = ordersAppealEndpoints.c2cOrderAppealAnswer;

/**
 * "Answer the appeal": the respondent's statement (required, with a counter) and up to five
 * evidence images, checked by one schema with the contract's request. A refused answer keeps
 * what was typed and says why in the page's language by its code: already answered (the page
 * reloads the appeal, whose timeline then shows the answer), no appeal open any more (a link to
 * the order), a field the server refused on that field with focus. Loaded on demand: only the
 * respondent of an open appeal needs it.
 */
export default function AnswerForm({
  orderNo,
  orderHref,
  words,
  t,
  onAnswered,
  onStale,
}: {
  orderNo: string;
  orderHref: string;
  words: RefusalWords;
  t: AppealT;
  /** The answer was stored: the appeal as it is now. */
  onAnswered: (result: AppealActionResult) => void;
  /** The server says the appeal moved on (answered or closed meanwhile): reload it. */
  onStale: () => void;
}) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [notOpen, setNotOpen] = useState(false);
  const schema = useMemo(
    () => answerFormSchema(orderNo, (key, params) => t(key, params)),
    [orderNo, t],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AnswerFormValues, unknown, AppealAnswerRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_ANSWER_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const statement = useWatch({ control, name: 'statement' }) ?? '';
  const uploads = useEvidenceUploads(t, words);
  useEffect(() => {
    setValue('evidence', uploads.items.map(toSlot), { shouldValidate: isSubmitted });
  }, [uploads.items, setValue, isSubmitted]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    setNotOpen(false);
    try {
      onAnswered(await answerAppeal(body));
    } catch (error) {
      const refusal = refusalOf(endpoint, error);
      let fieldShown = false;
      for (const found of refusal?.name === 'invalid' ? refusal.fieldErrors : []) {
        const message = fieldCodeText(found.code, words.refusals);
        const name = found.path === 'statement' || found.path === 'evidence' ? found.path : null;
        if (!message || !name) continue;
        setError(name, { message }, { shouldFocus: !fieldShown });
        fieldShown = true;
      }
      const reason =
        (fieldShown ? '' : refusalReason(endpoint, error, words)) ||
        t(fieldShown ? 'appeal.error.fields' : 'appeal.error.body');
      setServerError(t('appeal.answer.failed', { reason }));
      setNotOpen(
        refusal?.name === 'appealNotOpen' ||
          refusal?.name === 'stateConflict' ||
          refusal?.name === 'notYourTurn',
      );
      if (refusal?.name === 'appealAlreadyAnswered' || refusal?.name === 'appealNotOpen') {
        onStale();
      }
    }
  });

  return (
    <form
      className="surface ap-form ap-answer"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="appeal-answer-form"
    >
      <h2 id={`${id}-title`} className="section-title">
        {t('appeal.answer.title')}
      </h2>
      <p className="ap-hint">{t('appeal.answer.intro')}</p>
      <TextField
        id={`${id}-statement`}
        multiline
        label={t('appeal.answer.statement')}
        placeholder={t('appeal.answer.placeholder')}
        maxLength={STATEMENT_MAX}
        error={errors.statement?.message}
        registration={register('statement', { onChange: () => setServerError(null) })}
        note={t('appeal.field.descriptionCount', { count: statement.length, max: STATEMENT_MAX })}
        t={t}
      />
      <EvidenceField
        id={`${id}-evidence`}
        items={uploads.items}
        rejections={uploads.rejections}
        error={errors.evidence?.message ?? errors.evidence?.root?.message}
        announcement={uploads.announcement}
        disabled={isSubmitting}
        onPick={uploads.pick}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
        t={t}
      />
      {serverError && (
        <p className="ap-form-error" role="alert" data-testid="appeal-answer-error">
          {serverError}
          {notOpen && (
            <>
              {' '}
              <a href={orderHref} className="text-button">
                {t('appeal.error.openOrder')}
              </a>
            </>
          )}
        </p>
      )}
      <div className="ap-actions">
        <button
          type="submit"
          className="primary-button ap-submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="appeal-answer-submit"
        >
          {isSubmitting ? t('appeal.submitting') : t('appeal.answer.submit')}
        </button>
      </div>
    </form>
  );
}
