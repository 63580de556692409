import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import '@/features/orders/feedback/feedback.css';
import {
  FEEDBACK_COMMENT_MAX,
  type FeedbackRating,
  type OrderFeedback,
  type OrderFeedbackView,
} from '@/contract/orders-feedback';
import type { OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import type { FormatTime } from '@/features/orders/OrderParts';
import type { OrdersT } from '@/features/orders/messages';
import {
  commentLength,
  commentTooLong,
  fetchFeedback,
  giveFeedback,
  saveProblem,
} from '@/features/orders/feedback/feedback-runtime';

/**
 * Feedback on a completed order (issue 14, item 2), loaded on demand by `FeedbackSlot`: "Leave
 * feedback" (positive or negative, an optional comment checked by the contract's own rule),
 * then what I gave (changeable until the window closes, its end in the viewer's zone) and what
 * the other party gave me. Comments are text (React escapes them; never HTML). A refused save
 * keeps what was typed and says why in the page's language.
 */
export interface FeedbackPanelProps {
  detail: OrderDetail;
  locale: LocaleCode;
  t: OrdersT;
  refusals: RefusalMessages;
  formatTime: FormatTime;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; view: OrderFeedbackView };

const ltr = (text: string) => `\u2066${text}\u2069`;

export default function FeedbackPanel({
  detail,
  locale,
  t,
  refusals,
  formatTime,
}: FeedbackPanelProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { orderNo } = detail;
  // Isolated, so a Latin nickname keeps its place in a right-to-left sentence.
  const nickname = `\u2068${detail.counterparty.nickname}\u2069`;

  useEffect(() => {
    const controller = new AbortController();
    fetchFeedback(orderNo, controller.signal).then(
      (view) => setLoad({ kind: 'ready', view }),
      () => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [orderNo, attempt]);

  if (load.kind === 'loading') {
    return (
      <p className="order-note" role="status">
        {t('orders.feedback.loading')}
      </p>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="fb-panel">
        <p className="order-form-error" role="alert">
          {t('orders.feedback.unavailable')}
        </p>
        <div className="fb-actions">
          <button
            type="button"
            className="secondary-button order-button"
            onClick={() => {
              setLoad({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('orders.feedback.retry')}
          </button>
        </div>
      </div>
    );
  }

  const { view } = load;
  const until =
    view.editableUntil === null ? '' : ltr(formatTime(view.editableUntil, { zone: true }));
  const showForm = view.editable && (view.mine === null || editing);

  return (
    <div className="fb-panel" data-testid="order-feedback-panel">
      {saved && !showForm && (
        <p className="order-note" role="status" data-testid="order-feedback-saved">
          {t('orders.feedback.saved')}
        </p>
      )}
      {showForm ? (
        <FeedbackForm
          orderNo={orderNo}
          nickname={nickname}
          initial={view.mine}
          until={until}
          locale={locale}
          t={t}
          refusals={refusals}
          onSaved={(next) => {
            setLoad({ kind: 'ready', view: next });
            setEditing(false);
            setSaved(true);
          }}
          onClosed={() => {
            setEditing(false);
            setAttempt((n) => n + 1);
          }}
          onCancel={view.mine === null ? null : () => setEditing(false)}
        />
      ) : view.mine === null ? (
        <p className="order-note" data-testid="order-feedback-closed">
          {t('orders.feedback.closed')}
        </p>
      ) : (
        <div className="fb-entry" data-testid="order-feedback-mine">
          <h3>{t('orders.feedback.mine')}</h3>
          <FeedbackText feedback={view.mine} t={t} />
          {view.editable ? (
            <>
              <p className="order-note">{t('orders.feedback.editableUntil', { time: until })}</p>
              <div className="fb-actions">
                <button
                  type="button"
                  className="secondary-button order-button"
                  data-testid="order-feedback-change"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  {t('orders.feedback.change')}
                </button>
              </div>
            </>
          ) : (
            <p className="order-note">{t('orders.feedback.closed')}</p>
          )}
        </div>
      )}
      <div className="fb-entry" data-testid="order-feedback-theirs">
        <h3>{t('orders.feedback.theirs', { nickname })}</h3>
        {view.theirs === null ? (
          <p className="order-note">{t('orders.feedback.theirsNone', { nickname })}</p>
        ) : (
          <FeedbackText feedback={view.theirs} t={t} />
        )}
      </div>
    </div>
  );
}

/** A rating and its comment, the comment as text in its own direction. */
function FeedbackText({ feedback, t }: { feedback: OrderFeedback; t: OrdersT }) {
  return (
    <>
      <p className={`fb-rating is-${feedback.rating}`} data-rating={feedback.rating}>
        {t(
          feedback.rating === 'positive' ? 'orders.feedback.positive' : 'orders.feedback.negative',
        )}
      </p>
      {feedback.comment === '' ? (
        <p className="order-note">{t('orders.feedback.noComment')}</p>
      ) : (
        <p className="fb-text" dir="auto" data-testid="order-feedback-comment">
          {feedback.comment}
        </p>
      )}
    </>
  );
}

interface FeedbackFormProps {
  orderNo: string;
  nickname: string;
  initial: OrderFeedback | null;
  until: string;
  locale: LocaleCode;
  t: OrdersT;
  refusals: RefusalMessages;
  onSaved: (view: OrderFeedbackView) => void;
  onClosed: () => void;
  onCancel: (() => void) | null;
}

function FeedbackForm(props: FeedbackFormProps) {
  const { orderNo, nickname, initial, until, locale, t, refusals } = props;
  const id = useId();
  const [rating, setRating] = useState<FeedbackRating | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const tooLong = commentTooLong(comment);
  const noRating = rating === null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (rating === null) {
      firstRef.current?.focus();
      return;
    }
    if (tooLong) {
      commentRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      props.onSaved(await giveFeedback(orderNo, rating, comment));
    } catch (error) {
      const found = saveProblem(error, { refusals, locale }, t('orders.feedback.failed'));
      setProblem(found.text);
      if (found.closed) props.onClosed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="fb-panel" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset
        className="order-choices fb-ratings"
        aria-describedby={tried && noRating ? `${id}-rating-error` : undefined}
      >
        <legend>{t('orders.feedback.question', { nickname })}</legend>
        {(['positive', 'negative'] as const).map((value, index) => (
          <label key={value} className="order-choice">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              data-testid={`order-feedback-${value}`}
            />
            <span aria-hidden="true">{value === 'positive' ? '👍' : '👎'}</span>
            <span>
              {t(value === 'positive' ? 'orders.feedback.positive' : 'orders.feedback.negative')}
            </span>
          </label>
        ))}
      </fieldset>
      {tried && noRating && (
        <p id={`${id}-rating-error`} className="order-field-error">
          {t('orders.feedback.chooseRating')}
        </p>
      )}
      <div className="fb-comment">
        <label htmlFor={`${id}-comment`}>{t('orders.feedback.comment')}</label>
        <textarea
          ref={commentRef}
          id={`${id}-comment`}
          dir="auto"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count${tooLong ? ` ${id}-comment-error` : ''}`}
          data-testid="order-feedback-text"
        />
        <span id={`${id}-count`} className="fb-count">
          {t('orders.feedback.count', {
            count: commentLength(comment),
            max: FEEDBACK_COMMENT_MAX,
          })}
        </span>
        {tooLong && (
          <p id={`${id}-comment-error`} className="order-field-error" role="alert">
            {t('orders.feedback.tooLong', { max: FEEDBACK_COMMENT_MAX })}
          </p>
        )}
      </div>
      {until !== '' && (
        <p className="order-note">
          {t(initial ? 'orders.feedback.editableUntil' : 'orders.feedback.leaveUntil', {
            time: until,
          })}
        </p>
      )}
      {problem !== null && (
        <p className="order-form-error" role="alert" data-testid="order-feedback-error">
          {problem}
        </p>
      )}
      <div className="fb-actions">
        <button
          type="submit"
          className="order-button is-primary"
          disabled={busy}
          data-testid="order-feedback-submit"
        >
          {busy
            ? t('orders.feedback.saving')
            : t(initial ? 'orders.feedback.saveChange' : 'orders.feedback.submit')}
        </button>
        {props.onCancel && (
          <button
            type="button"
            className="secondary-button order-button"
            onClick={props.onCancel}
            disabled={busy}
          >
            {t('orders.feedback.cancelChange')}
          </button>
        )}
      </div>
    </form>
  );
}
