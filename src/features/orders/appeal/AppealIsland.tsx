import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import { ordersEndpoints, type AppealRequest } from '@/contract/orders';
import { formatAmount, formatPrice } from '@/i18n/format';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import { formatDate } from '@/i18n/format-date';
import { createIslandTranslator } from '@/i18n/island-t';
import { submitAppeal, uploadEvidence } from '@/features/orders/appeal/appeal-api';
import {
  APPEAL_LIMITS,
  APPEAL_REASONS,
  EMPTY_APPEAL_FORM,
  appealFormSchema,
  type AppealFormValues,
  type EvidenceSlot,
} from '@/features/orders/appeal/appeal-form';
import {
  appealGate,
  showsForm,
  type AppealGate,
  type GateInput,
} from '@/features/orders/appeal/appeal-gate';
import type { AppealIslandProps, AppealOrderSummary } from '@/features/orders/appeal/appeal-types';
import {
  EVIDENCE_MAX_FILES,
  EVIDENCE_MAX_MB,
  sortPickedFiles,
} from '@/features/orders/appeal/evidence';
import { EvidenceField, type EvidenceItem } from '@/features/orders/appeal/EvidenceField';
import type { AppealT } from '@/features/orders/appeal/messages';

/**
 * The appeal (complaint) page: the order's summary, whether an appeal is possible now ('You
 * cannot appeal within {appealMinMinute} minutes' while the wait after payment runs), the form
 * (reason, description, contact person and information, optional evidence images uploaded with
 * progress) and what happens next. One zod schema checks the form and builds the request; a
 * refused request keeps everything typed and shows the server's message. Filed: back to the
 * order page, which shows the appeal.
 */
export default function AppealIsland(props: AppealIslandProps) {
  const { locale, order, scales, waitMinutes } = props;
  const t: AppealT = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [gateInput, setGateInput] = useState<GateInput>(props.gate);
  /** Exchange time minus browser time, so the countdown follows the exchange's clock. */
  const offsetRef = useRef(0);
  const [now, setNow] = useState(props.serverNow);
  const gate = appealGate(gateInput, now);
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = useMemo(
    () => appealFormSchema(order.orderNo, (key, params) => t(key, params)),
    [order.orderNo, t],
  );
  const {
    register,
    handleSubmit,
    setValue,
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

  const uploads = useEvidenceUploads(t);
  useEffect(() => {
    setValue('evidence', uploads.items.map(toSlot), { shouldValidate: isSubmitted });
  }, [uploads.items, setValue, isSubmitted]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await submitAppeal(body);
      location.assign(props.orderHref);
    } catch (error) {
      const refusal = refusalOf(ordersEndpoints.c2cOrderAppeal, error);
      if (refusal?.name === 'appealTooEarly') {
        const at = refusal.params.appealAvailableAt;
        if (at !== undefined)
          setGateInput((g) => ({ ...g, status: 'paid', appealAvailableAt: at }));
      }
      const reason = isApiError(error) && error.msg ? error.msg : t('appeal.error.body');
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
        <h1 className="text-2xl font-bold">{t('appeal.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('appeal.intro')}</p>
      </header>

      <div className="ap-layout">
        <div className="ap-main">
          <OrderSummary
            order={order}
            scales={scales}
            locale={locale}
            timeZone={hydrated ? 'local' : 'utc'}
            t={t}
          />

          <GateNotice
            gate={gate}
            waitMinutes={waitMinutes}
            withdrawn={gateInput.appeal?.status === 'withdrawn'}
            now={now}
            locale={locale}
            timeZone={hydrated ? 'local' : 'utc'}
            orderHref={props.orderHref}
            t={t}
          />

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
                  {APPEAL_REASONS.map((reason) => (
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
        </div>

        <aside className="surface ap-tips" aria-labelledby={`${id}-tips`}>
          <h2 id={`${id}-tips`} className="section-title">
            {t('appeal.tips.title')}
          </h2>
          <ul>
            <li>{t('appeal.tips.handling')}</li>
            <li>{t('appeal.tips.escrow')}</li>
            <li>{t('appeal.tips.release')}</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

function toSlot(item: EvidenceItem): EvidenceSlot {
  if (item.status === 'done') return { status: 'done', fileId: item.fileId };
  return { status: item.status };
}

/** `data.appealAvailableAt` of an appealTooEarly refusal, when present. */
/**
 * The evidence uploads: each accepted image starts uploading at once; a failure keeps the image
 * with Retry; Remove cancels a running upload. The files themselves stay in a ref (not state).
 */
function useEvidenceUploads(t: AppealT) {
  const [items, setItems] = useState<EvidenceItem[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const countRef = useRef(0);
  countRef.current = items.length;

  const update = useCallback((key: string, patch: (item: EvidenceItem) => EvidenceItem) => {
    setItems((list) => list.map((item) => (item.key === key ? patch(item) : item)));
  }, []);

  const upload = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, (item) => ({ ...base(item), status: 'uploading', percent: 0 }));
      try {
        const stored = await uploadEvidence(
          file,
          (loaded, total) => {
            // The last percent waits for the server's answer.
            const percent = Math.min(99, Math.floor((loaded / Math.max(1, total)) * 100));
            update(key, (item) => (item.status === 'uploading' ? { ...item, percent } : item));
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        update(key, (item) => ({ ...base(item), status: 'done', fileId: stored.fileId }));
        setAnnouncement(`${file.name}: ${t('appeal.evidence.uploaded')}`);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Shown as it is: 'Upload failed, try again later', with the server's own reason.
        const detail = isApiError(error) && error.msg ? error.msg : null;
        update(key, (item) => ({ ...base(item), status: 'failed', detail }));
        setAnnouncement(`${file.name}: ${t('appeal.evidence.failed')}`);
      } finally {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      }
    },
    [t, update],
  );

  const pick = useCallback(
    (picked: File[]) => {
      const outcomes = sortPickedFiles(picked, countRef.current);
      const refused: string[] = [];
      let tooMany = false;
      const added: EvidenceItem[] = [];
      for (const outcome of outcomes) {
        if (!outcome.accepted) {
          if (outcome.problem === 'tooMany') tooMany = true;
          else
            refused.push(
              t('appeal.evidence.rejected', {
                name: outcome.file.name,
                reason:
                  outcome.problem === 'size'
                    ? t('appeal.evidence.size', { size: EVIDENCE_MAX_MB })
                    : t('appeal.evidence.type'),
              }),
            );
          continue;
        }
        const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
        files.current.set(key, outcome.file);
        added.push({
          key,
          name: outcome.file.name,
          size: outcome.file.size,
          preview: null,
          status: 'uploading',
          percent: 0,
        });
      }
      if (tooMany) refused.push(t('appeal.evidence.tooMany', { max: EVIDENCE_MAX_FILES }));
      setRejections(refused);
      if (added.length === 0) return;
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        const file = files.current.get(item.key);
        if (file) readPreview(file, (preview) => update(item.key, (i) => ({ ...i, preview })));
        void upload(item.key);
      }
    },
    [t, update, upload],
  );

  const retry = useCallback((key: string) => void upload(key), [upload]);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    files.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
    setRejections([]);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { items, rejections, announcement, pick, retry, remove };
}

/** The fields every state of an evidence item shares. */
function base(item: EvidenceItem) {
  return { key: item.key, name: item.name, size: item.size, preview: item.preview };
}

/** Reads a picked image as a data: URL for its preview (the CSP allows data: images). */
function readPreview(file: File, done: (preview: string) => void) {
  const reader = new FileReader();
  reader.addEventListener('load', () => {
    if (typeof reader.result === 'string') done(reader.result);
  });
  reader.readAsDataURL(file);
}

/** Amounts and numbers: left-to-right, isolated, inside text of either direction. */
function Ltr({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="ltr" dir="ltr" translate="no" data-testid={testId}>
      {children}
    </span>
  );
}

function RequiredMark({ t }: { t: AppealT }) {
  return (
    <span className="ap-required" title={t('appeal.field.required')} aria-hidden="true">
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="ap-field-error" role="alert">
      {message}
    </p>
  );
}

function TextField({
  id,
  label,
  placeholder,
  error,
  note,
  registration,
  maxLength,
  multiline = false,
  autoComplete,
  t,
}: {
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  note?: string;
  registration: UseFormRegisterReturn;
  maxLength: number;
  multiline?: boolean;
  autoComplete?: string;
  t: AppealT;
}) {
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    placeholder,
    maxLength,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...registration,
  } as const;
  return (
    <div className="form-field ap-field">
      <label htmlFor={id} className="ap-label">
        {label} <RequiredMark t={t} />
      </label>
      {multiline ? (
        <textarea rows={5} dir="auto" {...shared} />
      ) : (
        <input type="text" dir="auto" autoComplete={autoComplete} {...shared} />
      )}
      {note && (
        <p id={noteId} className="ap-note">
          {note}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function OrderSummary({
  order,
  scales,
  locale,
  timeZone,
  t,
}: {
  order: AppealOrderSummary;
  scales: { fiat: number; coin: number };
  locale: AppealIslandProps['locale'];
  timeZone: 'utc' | 'local';
  t: AppealT;
}) {
  const buy = order.type === 'buy';
  return (
    <section className="surface ap-card ap-summary" aria-labelledby="ap-summary-title">
      <div className="ap-summary-head">
        <h2 id="ap-summary-title" className="section-title">
          {t('appeal.summary.title')}
        </h2>
        <span className={`status-pill is-${order.status}`} data-testid="appeal-order-status">
          {t(`appeal.status.${order.status}`)}
        </span>
      </div>
      <dl className="ap-facts">
        <div>
          <dt>{t('appeal.summary.type')}</dt>
          <dd className={`ap-type ${buy ? 'is-buy' : 'is-sell'}`}>
            {t(buy ? 'appeal.summary.buy' : 'appeal.summary.sell', { coin: order.coin })}
          </dd>
        </div>
        <div>
          <dt>{t('appeal.summary.total')}</dt>
          <dd className="ap-total">
            <Ltr>
              {formatAmount(order.totalPrice, scales.fiat)} {order.fiat}
            </Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('appeal.summary.price')}</dt>
          <dd>
            <Ltr>
              {formatPrice(order.price, scales.fiat)} {order.fiat}
            </Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('appeal.summary.quantity')}</dt>
          <dd>
            <Ltr>
              {formatAmount(order.quantity, scales.coin)} {order.coin}
            </Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('appeal.summary.counterparty')}</dt>
          <dd>
            <bdi>{order.counterparty}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('appeal.summary.createdAt')}</dt>
          <dd>
            <time dateTime={new Date(order.createdAt).toISOString()} className="ltr" dir="ltr">
              {formatDate(order.createdAt, locale, { timeZone })}
            </time>
          </dd>
        </div>
        <div className="ap-fact-wide">
          <dt>{t('appeal.summary.orderNo')}</dt>
          <dd>
            <Ltr testId="appeal-order-no">{order.orderNo}</Ltr>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function GateNotice({
  gate,
  waitMinutes,
  withdrawn,
  now,
  locale,
  timeZone,
  orderHref,
  t,
}: {
  gate: AppealGate;
  waitMinutes: number;
  withdrawn: boolean;
  now: number;
  locale: AppealIslandProps['locale'];
  timeZone: 'utc' | 'local';
  orderHref: string;
  t: AppealT;
}) {
  // The live region holds the sentence only: the countdown beside it ticks silently.
  const sentence =
    gate.kind === 'too_early'
      ? t('appeal.gate.tooEarly', { appealMinMinute: waitMinutes })
      : gate.kind === 'not_paid'
        ? t('appeal.gate.notPaid')
        : gate.kind === 'appealing'
          ? t(gate.mine ? 'appeal.gate.appealingMine' : 'appeal.gate.appealingOther')
          : gate.kind === 'ended'
            ? t('appeal.gate.ended')
            : withdrawn
              ? t('appeal.gate.withdrawn')
              : '';
  const tone = gate.kind === 'open' ? 'is-info' : gate.kind === 'too_early' ? 'is-wait' : 'is-stop';
  return (
    <div className={sentence ? `ap-gate ${tone}` : 'ap-gate is-empty'} data-testid="appeal-gate">
      <p role="status" className="ap-gate-text">
        {sentence}
      </p>
      {gate.kind === 'too_early' && (
        <p className="ap-gate-detail">
          {t('appeal.gate.opensAt', {
            // Isolated left-to-right: a date and a time stay in order inside Persian text.
            time: `\u2066${formatDate(gate.availableAt, locale, { timeZone })}\u2069`,
          })}{' '}
          <span className="ap-countdown">
            {t('appeal.gate.countdown', {
              countdown: formatCountdown(remainingSeconds(gate.availableAt, now)),
            })}
          </span>
        </p>
      )}
      {!showsForm(gate) && (
        <a href={orderHref} className="primary-button ap-gate-link">
          {t('appeal.backToOrder')}
        </a>
      )}
    </div>
  );
}
