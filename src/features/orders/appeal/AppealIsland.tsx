import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { refusalOf } from '@/client/refusal';
import { type AppealRequest, ordersAppealEndpoints } from '@/contract/orders-appeal';
import { createIslandTranslator } from '@/i18n/island-t';
import { fieldCodeText, refusalReason } from '@/i18n/refusal-text';
import { submitAppeal } from '@/features/orders/appeal/appeal-api';
import { appealReasonsFor } from '@/rules/appeal-reasons';
import {
  APPEAL_LIMITS,
  EMPTY_APPEAL_FORM,
  appealFormSchema,
  type AppealFormValues,
} from '@/features/orders/appeal/appeal-form';
import { appealGate, showsForm, type GateInput } from '@/features/orders/appeal/appeal-gate';
import { AppealProgress } from '@/features/orders/appeal/AppealProgress';
import { EarlierAppeals } from '@/features/orders/appeal/AppealTimeline';
import { useAppealLive } from '@/features/orders/appeal/use-appeal-live';
import { displayTimeZone } from '@/i18n/time-zone';
import type { AppealIslandProps } from '@/features/orders/appeal/appeal-types';
import { FieldError, RequiredMark, TextField } from '@/features/orders/appeal/AppealFields';
import { EvidenceField } from '@/features/orders/appeal/EvidenceField';
import { GateNotice } from '@/features/orders/appeal/GateNotice';
import type { AppealT } from '@/features/orders/appeal/messages';
import { OrderSummary } from '@/features/orders/appeal/OrderSummary';
import { toSlot, useEvidenceUploads } from '@/features/orders/appeal/use-evidence-uploads';
import { TipsCard } from '@/features/orders/TipsCard';

/** The form's fields a refusal's field error may name (its `path`). */
const FORM_FIELDS = ['reason', 'description', 'contactPerson', 'contactInfo', 'evidence'] as const;

/**
 * The appeal (complaint) page: the order's summary, whether an appeal is possible now ('You
 * cannot appeal within {appealMinMinute} minutes' while the wait after payment runs), the form
 * (reason, description, contact person and information, optional evidence images uploaded with
 * progress) and what happens next. One zod schema checks the form and builds the request; a
 * refused request keeps everything typed and says why in the page's language (the refusal by
 * its code, a field's error on the field, the server's `msg` only for a code the page does not
 * know; an order that moved on links back to it). Filed: back to the
 * order page, which shows the appeal. The evidence uploads are `use-evidence-uploads.ts`; the
 * order summary, the gate notice and the field pieces are their own components.
 */
export default function AppealIsland(props: AppealIslandProps) {
  const { locale, order, scales, waitMinutes } = props;
  const t: AppealT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const live = useAppealLive(order.orderNo, {
    status: props.gate.status,
    appealAvailableAt: props.gate.appealAvailableAt,
    appeal: props.appeal ?? null,
    history: props.history ?? [],
  });
  const { appeal, history } = live.state;
  const gateInput: GateInput = {
    status: live.state.status,
    appealAvailableAt: live.state.appealAvailableAt,
    appeal: appeal ? { status: appeal.status, raisedByMe: appeal.raisedByMe } : props.gate.appeal,
  };
  const reasons = useMemo(() => appealReasonsFor(order.role), [order.role]);
  /** Exchange time minus browser time, so the countdown follows the exchange's clock. */
  const offsetRef = useRef(0);
  const [now, setNow] = useState(props.serverNow);
  const gate = appealGate(gateInput, now);
  const [serverError, setServerError] = useState<string | null>(null);
  /** The refusal said the order moved on: the order page is the next step. */
  const [orderMoved, setOrderMoved] = useState(false);
  // The messages hold the refusals' wording too (`appealMessages`).
  const words = useMemo(() => ({ refusals: props.messages, locale }), [props.messages, locale]);

  const schema = useMemo(
    () => appealFormSchema(order.orderNo, (key, params) => t(key, params), order.role),
    [order.orderNo, t, order.role],
  );
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AppealFormValues, unknown, AppealRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_APPEAL_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  useEffect(() => {
    offsetRef.current = props.serverNow - Date.now();
    setHydrated(true);
    setNow(props.serverNow);
  }, [props.serverNow]);

  // While the wait runs, a one-second tick moves the countdown and opens the form on time.
  const waiting = gate.kind === 'too_early';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now() + offsetRef.current), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const uploads = useEvidenceUploads(t, words);
  useEffect(() => {
    setValue('evidence', uploads.items.map(toSlot), { shouldValidate: isSubmitted });
  }, [uploads.items, setValue, isSubmitted]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    setOrderMoved(false);
    try {
      live.apply(await submitAppeal(body));
      location.assign(props.orderHref);
    } catch (error) {
      const refusal = refusalOf(ordersAppealEndpoints.c2cOrderAppeal, error);
      if (refusal?.name === 'appealTooEarly') {
        const at = refusal.params.appealAvailableAt;
        if (at !== undefined) live.patch({ status: 'paid', appealAvailableAt: at });
      }
      setOrderMoved(
        refusal?.name === 'stateConflict' ||
          refusal?.name === 'paymentTimedOut' ||
          refusal?.name === 'notYourTurn',
      );
      // Bad input: each field the server named says what is wrong with it, in its place.
      let fieldShown = false;
      for (const found of refusal?.name === 'invalid' ? refusal.fieldErrors : []) {
        const message = fieldCodeText(found.code, words.refusals);
        const name = FORM_FIELDS.find((field) => field === found.path);
        if (!message || !name) continue;
        setError(name, { message }, { shouldFocus: !fieldShown });
        fieldShown = true;
      }
      const reason =
        (fieldShown ? '' : refusalReason(ordersAppealEndpoints.c2cOrderAppeal, error, words)) ||
        t(fieldShown ? 'appeal.error.fields' : 'appeal.error.body');
      setServerError(t('appeal.failed', { reason }));
    }
  });

  const field = (name: 'description' | 'contactPerson' | 'contactInfo') => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    registration: register(name, { onChange: () => setServerError(null) }),
  });
  const reasonId = `${id}-reason`;
  const reasonError = errors.reason?.message;
  const formDisabled = gate.kind !== 'open';
  const timeZone = displayTimeZone(props.timeZone ?? null, hydrated);

  return (
    <div className="ap" data-testid="appeal" data-hydrated={hydrated || undefined}>
      <header className="ap-head">
        <nav className="crumbs" aria-label={t('appeal.breadcrumb')}>
          <a href={props.myOrdersHref} className="text-button">
            {t('appeal.myOrders')}
          </a>
          <span aria-hidden="true">/</span>
          <a href={props.orderHref} className="text-button ltr" dir="ltr" translate="no">
            {order.orderNo}
          </a>
        </nav>
        <h1 className="text-2xl font-bold">
          {t(appeal && !showsForm(gate) ? 'appeal.progress.title' : 'appeal.title')}
        </h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('appeal.intro')}</p>
      </header>

      <div className="ap-layout">
        <div className="ap-main">
          <OrderSummary order={order} scales={scales} locale={locale} timeZone={timeZone} t={t} />

          <GateNotice
            gate={gate}
            waitMinutes={waitMinutes}
            withdrawn={appeal?.status === 'withdrawn'}
            now={now}
            locale={locale}
            timeZone={timeZone}
            orderHref={props.orderHref}
            t={t}
          />

          {appeal && (
            <AppealProgress
              appeal={appeal}
              role={order.role}
              locale={locale}
              timeZone={timeZone}
              orderHref={props.orderHref}
              words={words}
              t={t}
              onResult={live.apply}
              onStale={() => void live.refresh()}
            />
          )}

          {showsForm(gate) && (
            <form
              className="surface ap-form"
              noValidate
              onSubmit={submit}
              aria-labelledby={`${id}-form-title`}
              data-testid="appeal-form"
            >
              <h2 id={`${id}-form-title`} className="section-title">
                {t('appeal.form.title')}
              </h2>

              <div className="form-field ap-field">
                <label htmlFor={reasonId} className="ap-label">
                  {t('appeal.field.reason')} <RequiredMark t={t} />
                </label>
                <select
                  id={reasonId}
                  aria-required="true"
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                  {...register('reason', { onChange: () => setServerError(null) })}
                >
                  <option value="">{t('appeal.field.reasonPlaceholder')}</option>
                  {reasons.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`appeal.reason.${reason}`)}
                    </option>
                  ))}
                </select>
                <FieldError id={`${reasonId}-error`} message={reasonError} />
              </div>

              <TextField
                {...field('description')}
                multiline
                label={t('appeal.field.description')}
                placeholder={t('appeal.field.descriptionPlaceholder')}
                maxLength={APPEAL_LIMITS.description}
                note={t('appeal.field.descriptionCount', {
                  count: description.length,
                  max: APPEAL_LIMITS.description,
                })}
                t={t}
              />
              <div className="ap-row">
                <TextField
                  {...field('contactPerson')}
                  label={t('appeal.field.contactPerson')}
                  placeholder={t('appeal.field.contactPersonPlaceholder')}
                  maxLength={APPEAL_LIMITS.contactPerson}
                  autoComplete="name"
                  t={t}
                />
                <TextField
                  {...field('contactInfo')}
                  label={t('appeal.field.contactInfo')}
                  placeholder={t('appeal.field.contactInfoPlaceholder')}
                  maxLength={APPEAL_LIMITS.contactInfo}
                  autoComplete="email"
                  t={t}
                />
              </div>

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
                <p className="ap-form-error" role="alert" data-testid="appeal-error">
                  {serverError}
                  {orderMoved && (
                    <>
                      {' '}
                      <a href={props.orderHref} className="text-button">
                        {t('appeal.error.openOrder')}
                      </a>
                    </>
                  )}
                </p>
              )}

              <div className="ap-actions">
                <a href={props.orderHref} className="secondary-button">
                  {t('appeal.backToOrder')}
                </a>
                <button
                  type="submit"
                  className="primary-button ap-submit"
                  disabled={formDisabled || isSubmitting}
                  aria-busy={isSubmitting || undefined}
                >
                  {isSubmitting ? t('appeal.submitting') : t('appeal.submit')}
                </button>
              </div>
            </form>
          )}

          <EarlierAppeals history={history} locale={locale} timeZone={timeZone} t={t} />
        </div>

        <TipsCard
          as="aside"
          id={`${id}-tips`}
          className="surface ap-tips"
          titleClassName="section-title"
          title={t('appeal.tips.title')}
          tips={[t('appeal.tips.handling'), t('appeal.tips.escrow'), t('appeal.tips.release')]}
        />
      </div>
    </div>
  );
}
