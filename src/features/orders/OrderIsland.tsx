import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { TwoFactorRequest } from '@/contract/verification';
import type { OrderDetail } from '@/contract/orders';
import { routes } from '@/config/routes';
import { formatDate } from '@/i18n/format-date';
import { displayTimeZone } from '@/i18n/time-zone';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { Countdown } from '@/features/orders/Countdown';
import { formatCoin, formatFiat } from '@/i18n/format';
import type { OrderScales } from '@/features/orders/format';
import type { OrdersMessages } from '@/features/orders/messages';
import { OrderAppealCard } from '@/features/orders/OrderAppealCard';
import { ChatSlot } from '@/features/orders/chat/ChatSlot';
import { FeedbackSlot } from '@/features/orders/feedback/FeedbackSlot';
import { OrderHead } from '@/features/orders/OrderHead';
import { OrderAmounts, OrderSteps, type FormatTime } from '@/features/orders/OrderParts';
import { OrderSide } from '@/features/orders/OrderSide';
import { orderHeadline, StatusHint } from '@/features/orders/OrderStatus';
import { isEnded, orderActions, orderPhase, orderSteps } from '@/features/orders/order-state';
import { OrderPaymentCard } from '@/features/orders/OrderPaymentCard';
import { OrderPayerCheck } from '@/features/orders/OrderPayerCheck';
import { useOrderDialogs } from '@/features/orders/use-order-dialogs';
import { useOrderLive } from '@/features/orders/use-order-live';
import { Chunk } from '@/components/ChunkNote';
import { chunk, isChunkError, reloadKeeping, takeKept } from '@/lib/load-chunk';

/**
 * The order page (spec section 2, order pages for buyer and seller). The server renders it with
 * the order (so the state is HTML before any script); once hydrated it keeps the countdown on
 * server time, follows the order on the socket (polling while the socket is down) and offers the
 * viewer's actions. The API client, the socket and the dialogs load on demand right after
 * hydration (`order-runtime.ts`, `OrderDialogs.tsx`). The second factor of a release is asked by
 * the verification dialog, which the page composes in through `renderTwoFactor` (features do
 * not import each other). Keeping the order current is `use-order-live.ts`, the dialogs and
 * focus around them `use-order-dialogs.ts`; the head, status words, payment and appeal cards and
 * the side column are their own components.
 */

interface OrderIslandProps {
  locale: LocaleCode;
  messages: OrdersMessages;
  detail: OrderDetail;
  scales: OrderScales;
  renderTwoFactor: (request: TwoFactorRequest) => ReactNode;
  /** Shown under the status while the order runs (the page's "get notified" button). */
  notify?: ReactNode;
  /** Beside the other party's name: the user feature's Block button, composed in by the page. */
  partyAction?: ReactNode;
  /** The zone the server rendered times in (`locals.timeZone`; null: UTC, a first visit). */
  timeZone?: string | null;
}

const loadRuntime = chunk('order-runtime', () => import('@/features/orders/order-runtime'));
const loadProblems = chunk('order-problems', () => import('@/features/orders/order-problems'));
const loadDialogs = chunk('OrderDialogs', () => import('@/features/orders/OrderDialogs'));
const loadPaidDialog = chunk('PaidDialog', () => import('@/features/orders/PaidDialog'));

export default function OrderIsland(props: OrderIslandProps) {
  const { locale, scales, renderTwoFactor } = props;
  const t = useMemo(() => createIslandTranslator(props.messages, locale), [props.messages, locale]);
  const { detail, now, hydrated, live, stale, refresh } = useOrderLive(props.detail, (other) =>
    t('orders.live.otherOrder', { orderNo: `\u2066${other}\u2069` }),
  );
  const { orderNo, role } = detail;
  const buyer = role === 'buyer';
  const phase = orderPhase(detail);
  const ended = isEnded(detail.status);
  const actions = orderActions(detail, now);
  const id = useId();

  const headline = orderHeadline(phase, buyer, t);
  // A timed-out order says why, which the headline alone ("Order cancelled") does not.
  const announcement =
    phase === 'timed_out'
      ? t(buyer ? 'orders.status.cancelledTimeout' : 'orders.status.cancelledTimeoutSeller')
      : headline;
  const { dialog, setDialog, open, close, done, spokenStatus, statusRef } = useOrderDialogs(
    phase,
    announcement,
    refresh,
  );
  // An action refused because the order moved on (its refusal, worded): the order is reloaded
  // and the page says what it is now; the refusal's own words stay if the reload failed.
  const [moved, setMoved] = useState<string | null>(null);
  const orderMoved = async (text: string) => {
    await done();
    setMoved(text);
  };
  const openDialog: typeof open = (name, opener) => {
    setMoved(null);
    open(name, opener);
  };
  // Back from a reload for a new version: the dialog that was opening opens again.
  const keepKey = `order:${orderNo}`;
  useEffect(() => {
    const kept = takeKept<typeof dialog>(keepKey);
    const allowed = {
      paid: actions.markPaid,
      cancel: actions.cancel,
      release: actions.release,
      extend: actions.extend,
      withdraw: actions.withdrawAppeal,
      twoFactor: false,
    };
    if (kept && allowed[kept]) open(kept, null);
  }, []);
  /** How a dialog that could not load shows it: in its place, closable, reloading with it. */
  const note = {
    t,
    onClose: close,
    onReload: () => reloadKeeping(keepKey, dialog),
  };
  // The messages hold the refusals' wording too (`ordersMessages`), for the lazy dialogs.
  const words = useMemo(
    () => ({ t, refusals: props.messages, locale }),
    [t, props.messages, locale],
  );

  const serverZone = props.timeZone ?? null;
  const formatTime: FormatTime = useCallback(
    (time, options) =>
      formatDate(time, locale, {
        timeZone: displayTimeZone(serverZone, hydrated),
        zoneName: options?.zone,
      }),
    [locale, hydrated, serverZone],
  );
  const fiatAmount = formatFiat(detail.totalPrice, scales.fiat);
  const quantity = formatCoin(detail.quantity, scales.coin);
  const ltr = (text: string) => `\u2066${text}\u2069`;
  const running =
    phase === 'awaiting_payment' || phase === 'awaiting_release' || phase === 'appealing';
  const statusId = `${id}-status`;

  const releaseRequest: TwoFactorRequest = {
    title: t('orders.releaseDialog.verifyTitle'),
    description: t('orders.releaseDialog.verifyBody', {
      quantity: ltr(quantity),
      coin: detail.coin,
    }),
    submitLabel: t('orders.releaseDialog.verifySubmit', { coin: detail.coin }),
    onSubmit: async (factor, dialog) => {
      let code;
      try {
        code = await Promise.all([loadRuntime(), loadProblems()]);
      } catch (failure) {
        // The dialog shows it and keeps Submit, which loads again.
        if (isChunkError(failure)) return t('chunk.failed');
        throw failure;
      }
      const [{ releaseOrder }, { orderProblem, actionRefusal }] = code;
      try {
        await releaseOrder(orderNo, factor);
      } catch (failure) {
        const problem = orderProblem('release', failure, words);
        const refusal = actionRefusal('release', failure);
        // The dialog shows a wrong code's tries left, a void code and a locked channel itself.
        if (refusal) dialog?.refused(refusal);
        if (!problem.moved) return problem.text;
        void orderMoved(problem.text);
        return null;
      }
      void done();
      return null;
    },
    onClose: close,
  };

  /** What every order action's dialog is handed: the order, its words and the way out. */
  const action = {
    order: detail,
    scales,
    t,
    words,
    onClose: close,
    onDone: () => void done(),
    onMoved: (text: string) => void orderMoved(text),
  };

  return (
    <div
      className="order-page"
      data-testid="order-page"
      data-hydrated={hydrated || undefined}
      data-status={detail.status}
      data-phase={phase}
      data-role={role}
    >
      <OrderHead detail={detail} buyer={buyer} formatTime={formatTime} t={t} />

      <OrderSteps steps={orderSteps(detail)} buyer={buyer} t={t} />

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {spokenStatus}
      </p>
      {!live && running && (
        <p className="order-notice" role="status" data-testid="order-polling">
          {t('orders.live.polling')}
        </p>
      )}
      {stale && (
        <p className="order-notice" role="status">
          {t('orders.error.refresh')}
        </p>
      )}

      <div className="order-layout">
        <div className="order-main">
          <section
            className={`order-card order-status is-${phase}`}
            aria-labelledby={statusId}
            data-testid="order-status"
          >
            <div className="order-status-text">
              <h2 id={statusId} ref={statusRef} tabIndex={-1} className="order-status-title">
                {headline}
              </h2>
              <StatusHint
                detail={detail}
                phase={phase}
                buyer={buyer}
                quantity={quantity}
                amount={fiatAmount}
                t={t}
                ltr={ltr}
              />
              {moved !== null && (
                <p className="order-form-error" role="alert" data-testid="order-moved">
                  {stale ? moved : t('orders.error.moved', { status: headline })}
                </p>
              )}
              {running && props.notify}
            </div>
            {phase === 'awaiting_payment' && (
              <Countdown
                deadline={detail.paymentDeadline}
                until={t('orders.countdown.deadline', {
                  time: ltr(formatTime(detail.paymentDeadline, { zone: true })),
                })}
                now={now}
                label={t(buyer ? 'orders.countdown.buyer' : 'orders.countdown.seller')}
                t={t}
              />
            )}
            {phase === 'awaiting_payment' && detail.deadlineExtendedMinutes !== null && (
              <p className="order-note" data-testid="order-extended">
                {t(buyer ? 'orders.extend.doneBuyer' : 'orders.extend.doneSeller', {
                  minutes: detail.deadlineExtendedMinutes,
                })}
              </p>
            )}
          </section>

          <section className="order-card" aria-labelledby={`${id}-amounts`}>
            <h2 id={`${id}-amounts`} className="order-card-title">
              {t('orders.amount.title')}
            </h2>
            <OrderAmounts order={detail} scales={scales} locale={locale} t={t} />
          </section>

          {running && (
            <OrderPaymentCard
              id={id}
              detail={detail}
              phase={phase}
              buyer={buyer}
              amount={fiatAmount}
              t={t}
              ltr={ltr}
            />
          )}

          {!buyer && running && <OrderPayerCheck id={id} detail={detail} t={t} />}

          {(actions.markPaid || actions.cancel || actions.release || actions.extend) && (
            <div className="order-actions" data-testid="order-actions">
              {actions.markPaid && (
                <button
                  type="button"
                  className="order-button is-primary"
                  data-js
                  onClick={(event) => openDialog('paid', event.currentTarget)}
                  onPointerEnter={() => void loadPaidDialog().catch(() => {})}
                >
                  {t('orders.action.paid')}
                </button>
              )}
              {actions.release && (
                <button
                  type="button"
                  className="order-button is-primary"
                  data-js
                  onClick={(event) => openDialog('release', event.currentTarget)}
                  onPointerEnter={() => void loadDialogs().catch(() => {})}
                >
                  {t('orders.action.release', { coin: detail.coin })}
                </button>
              )}
              {actions.extend && (
                <button
                  type="button"
                  className="secondary-button order-button"
                  data-js
                  onClick={(event) => openDialog('extend', event.currentTarget)}
                  onPointerEnter={() => void loadDialogs().catch(() => {})}
                  data-testid="order-extend"
                >
                  {t('orders.extend.button')}
                </button>
              )}
              {actions.cancel && (
                <button
                  type="button"
                  className="secondary-button order-button"
                  data-js
                  onClick={(event) => openDialog('cancel', event.currentTarget)}
                >
                  {t('orders.action.cancel')}
                </button>
              )}
            </div>
          )}

          <OrderAppealCard
            id={id}
            locale={locale}
            detail={detail}
            appeal={actions.appeal}
            withdrawAppeal={actions.withdrawAppeal}
            now={now}
            formatTime={formatTime}
            t={t}
            ltr={ltr}
            onWithdraw={(opener) => openDialog('withdraw', opener)}
          />

          <FeedbackSlot detail={detail} words={words} formatTime={formatTime} hydrated={hydrated} />

          {ended && (
            <nav className="order-actions" aria-label={t('orders.action.myOrders')}>
              <a href={localePath(locale, routes.myOrder())} className="order-button is-primary">
                {t('orders.action.myOrders')}
              </a>
              <a
                href={localePath(locale, routes.market(buyer ? 'buy' : 'sell', detail.coin))}
                className="secondary-button order-button"
              >
                {t('orders.action.market')}
              </a>
            </nav>
          )}
        </div>

        <ChatSlot
          detail={detail}
          locale={locale}
          t={t}
          refusals={props.messages}
          formatTime={formatTime}
          hydrated={hydrated}
        />

        <OrderSide
          id={id}
          detail={detail}
          buyer={buyer}
          running={running}
          formatTime={formatTime}
          partyAction={props.partyAction}
          t={t}
        />
      </div>

      {dialog === 'paid' && (
        <Chunk load={loadPaidDialog} {...note}>
          {({ PaidDialog }) => <PaidDialog {...action} />}
        </Chunk>
      )}
      {dialog !== null && dialog !== 'paid' && dialog !== 'twoFactor' && (
        <Chunk load={loadDialogs} {...note}>
          {({ CancelDialog, ReleaseDialog, ExtendDialog, WithdrawDialog }) => (
            <>
              {dialog === 'cancel' && <CancelDialog {...action} />}
              {dialog === 'release' && (
                <ReleaseDialog
                  order={detail}
                  scales={scales}
                  t={t}
                  onClose={close}
                  onContinue={() => setDialog('twoFactor')}
                />
              )}
              {dialog === 'extend' && <ExtendDialog {...action} />}
              {dialog === 'withdraw' && <WithdrawDialog {...action} />}
            </>
          )}
        </Chunk>
      )}
      {dialog === 'twoFactor' && renderTwoFactor(releaseRequest)}
    </div>
  );
}
