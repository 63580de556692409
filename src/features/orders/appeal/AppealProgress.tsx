import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { OrderRole } from '@/contract/entities';
import {
  ordersAppealEndpoints,
  type AppealActionResult,
  type AppealStance,
  type OrderAppeal,
} from '@/contract/orders-appeal';
import { refusalOf } from '@/client/refusal';
import type { LocaleCode } from '@/i18n/locales';
import { refusalReason, type RefusalWords } from '@/i18n/refusal-text';
import { setAppealStance, withdrawAppeal } from '@/features/orders/appeal/appeal-api';
import {
  appealStep,
  canAnswer,
  stancesFor,
  type AppealStep,
} from '@/features/orders/appeal/appeal-progress';
import { AppealTimeline } from '@/features/orders/appeal/AppealTimeline';
import type { AppealT } from '@/features/orders/appeal/messages';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';

const loadAnswerForm = chunk('AnswerForm', () => import('@/features/orders/appeal/AnswerForm'));

/** A step waiting for the viewer's confirmation: a stance, or withdrawing. */
type Pending = AppealStance | 'withdraw';

/**
 * The latest appeal's progress: its state, exactly the next step for this viewer (answer, wait
 * for the answer, withdraw, release on the order page, wait for support), each side's stance
 * with "We have agreed" / "We could not agree" (each confirmed first), the answer form for the
 * respondent, and the timeline. A refused step keeps the page as it is and says why in the
 * page's language by its code; an appeal that closed meanwhile links to the order.
 */
export function AppealProgress({
  appeal,
  role,
  locale,
  timeZone,
  orderHref,
  words,
  t,
  onResult,
  onStale,
}: {
  appeal: OrderAppeal;
  role: OrderRole;
  locale: LocaleCode;
  timeZone: string;
  orderHref: string;
  words: RefusalWords;
  t: AppealT;
  onResult: (result: AppealActionResult) => void;
  onStale: () => void;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; toOrder: boolean } | null>(null);
  /** Focus follows the step: the confirmation's button when it opens, the next step once done, the opener on Cancel. */
  const yesRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [moved, setMoved] = useState(0);
  // The answer form loads on demand in the browser only: rendered on the server too, React left
  // the server's copy beside the hydrated one (two forms). The server shows the loading line.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (pending !== null) yesRef.current?.focus();
  }, [pending]);
  useEffect(() => {
    if (moved > 0) nextRef.current?.focus();
  }, [moved]);
  const ask = (what: Pending, opener: HTMLElement) => {
    openerRef.current = opener;
    setPending(what);
  };
  const done = (result: AppealActionResult) => {
    setPending(null);
    onResult(result);
    setMoved((n) => n + 1);
  };
  const step = appealStep(appeal, role);
  const open = appeal.status === 'open';
  const { mine, theirs } = stancesFor(appeal, role);
  const other = role === 'buyer' ? 'seller' : 'buyer';

  const confirm = async (what: Pending) => {
    setBusy(true);
    setError(null);
    const endpoint =
      what === 'withdraw'
        ? ordersAppealEndpoints.c2cOrderAppealWithdraw
        : ordersAppealEndpoints.c2cOrderAppealStance;
    try {
      const result =
        what === 'withdraw'
          ? await withdrawAppeal(appeal.orderNo)
          : await setAppealStance(appeal.orderNo, what);
      done(result);
    } catch (failure) {
      const refusal = refusalOf(endpoint, failure);
      const reason = refusalReason(endpoint, failure, words) || t('appeal.error.body');
      const moved =
        refusal?.name === 'appealNotOpen' ||
        refusal?.name === 'stateConflict' ||
        refusal?.name === 'notYourTurn';
      setError({ text: t('appeal.progress.failed', { reason }), toOrder: moved });
      if (moved) onStale();
    } finally {
      setBusy(false);
    }
  };

  const stanceText = (stance: AppealStance | null) =>
    t(stance === null ? 'appeal.stance.none' : `appeal.stance.${stance}`);

  return (
    <section
      className="surface ap-card ap-progress"
      aria-labelledby="ap-progress-title"
      data-testid="appeal-progress"
    >
      <div className="ap-summary-head">
        <h2 id="ap-progress-title" className="section-title">
          {t('appeal.progress.title')}
        </h2>
        <span className={`status-pill is-appeal-${appeal.status}`} data-testid="appeal-status">
          {t(`appeal.progress.status.${appeal.status}`)}
        </span>
      </div>

      <NextStep
        step={step}
        appeal={appeal}
        other={other}
        orderHref={orderHref}
        focusRef={nextRef}
        t={t}
      >
        {step.kind === 'withdraw' && pending === null && (
          <button
            type="button"
            className="secondary-button"
            onClick={(event) => ask('withdraw', event.currentTarget)}
            data-testid="appeal-withdraw"
          >
            {t('appeal.progress.withdraw')}
          </button>
        )}
      </NextStep>

      {open && (
        <div className="ap-stances" data-testid="appeal-stances">
          <h3 className="ap-label">{t('appeal.stance.title')}</h3>
          <dl className="ap-stance-list">
            <div>
              <dt>{t('appeal.who.me')}</dt>
              <dd data-testid="appeal-stance-mine">{stanceText(mine)}</dd>
            </div>
            <div>
              <dt>{t(`appeal.who.${other}`)}</dt>
              <dd data-testid="appeal-stance-theirs">{stanceText(theirs)}</dd>
            </div>
          </dl>
          {pending === null && (
            <div className="ap-actions ap-stance-actions">
              {(['agreed', 'not_agreed'] as const).map((stance) => (
                <button
                  key={stance}
                  type="button"
                  className="secondary-button"
                  disabled={mine === stance}
                  onClick={(event) => ask(stance, event.currentTarget)}
                  data-testid={`appeal-stance-${stance}`}
                >
                  {t(`appeal.stance.button.${stance}`)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}

      {pending !== null && (
        <div
          className="ap-confirm"
          role="group"
          aria-labelledby="ap-confirm-text"
          data-testid="appeal-confirm"
        >
          <p id="ap-confirm-text">{t(`appeal.confirm.${pending}`)}</p>
          <div className="ap-actions">
            <button
              type="button"
              className="secondary-button"
              disabled={busy}
              onClick={() => {
                setPending(null);
                setError(null);
                // The opener is back once the confirmation has gone.
                setTimeout(() => openerRef.current?.focus(), 0);
              }}
            >
              {t('appeal.confirm.cancel')}
            </button>
            <button
              type="button"
              className="primary-button"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm(pending)}
              ref={yesRef}
              data-testid="appeal-confirm-yes"
            >
              {t(`appeal.confirm.yes.${pending}`)}
            </button>
          </div>
        </div>
      )}

      {error && (
        <p className="ap-form-error" role="alert" data-testid="appeal-progress-error">
          {error.text}
          {error.toOrder && (
            <>
              {' '}
              <a href={orderHref} className="text-button">
                {t('appeal.error.openOrder')}
              </a>
            </>
          )}
        </p>
      )}

      {canAnswer(appeal) && !mounted && <p className="ap-hint">{t('appeal.answer.loading')}</p>}
      {canAnswer(appeal) && mounted && (
        <Chunk load={loadAnswerForm} t={t}>
          {({ default: AnswerForm }) => (
            <AnswerForm
              orderNo={appeal.orderNo}
              orderHref={orderHref}
              words={words}
              t={t}
              onAnswered={done}
              onStale={onStale}
            />
          )}
        </Chunk>
      )}

      <h3 className="ap-label">{t('appeal.timeline.title')}</h3>
      <AppealTimeline appeal={appeal} locale={locale} timeZone={timeZone} t={t} />
    </section>
  );
}

/** Exactly what comes next for this viewer, in one sentence, with its action beside it. */
function NextStep({
  step,
  appeal,
  other,
  orderHref,
  focusRef,
  t,
  children,
}: {
  step: AppealStep;
  appeal: OrderAppeal;
  other: OrderRole;
  orderHref: string;
  t: AppealT;
  children?: ReactNode;
  /** The sentence takes focus after a step (it is not tabbable otherwise). */
  focusRef: Ref<HTMLParagraphElement>;
}) {
  const sentence =
    step.kind === 'withdraw'
      ? t(step.orRelease ? 'appeal.next.withdrawOrRelease' : 'appeal.next.withdraw')
      : step.kind === 'await_answer'
        ? t(`appeal.next.await_answer.${other}`)
        : step.kind === 'await_support'
          ? t(step.asked ? 'appeal.next.supportAsked' : 'appeal.next.supportReviewing')
          : step.kind === 'closed'
            ? t(
                appeal.status === 'withdrawn'
                  ? 'appeal.next.withdrawn'
                  : appeal.resolution === 'seller'
                    ? 'appeal.next.resolvedSeller'
                    : 'appeal.next.resolvedBuyer',
              )
            : t(`appeal.next.${step.kind}`);
  const toRelease = step.kind === 'release' || (step.kind === 'withdraw' && step.orRelease);
  return (
    <div className="ap-next" data-testid="appeal-next" data-step={step.kind}>
      <p role="status" ref={focusRef} tabIndex={-1}>
        {sentence}
      </p>
      {(toRelease || children) && (
        <div className="ap-actions">
          {children}
          {toRelease && (
            <a href={orderHref} className="primary-button" data-testid="appeal-release-link">
              {t('appeal.next.releaseLink')}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
