import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { TwoFactorRequest } from '@/contract/verification';
import type { OrderDetail } from '@/contract/orders';
import { routes } from '@/config/routes';
import { formatDate } from '@/i18n/format-date';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { CopyButton } from '@/features/orders/CopyButton';
import { Countdown } from '@/features/orders/Countdown';
import { formatCountdown, remainingSeconds } from '@/i18n/format-time';
import { formatCoin, formatFiat } from '@/i18n/format';
import type { OrderScales } from '@/features/orders/format';
import type { OrdersMessages, OrdersT } from '@/features/orders/messages';
import {
  AppealDetails,
  OrderAmounts,
  OrderSteps,
  OrderTimeline,
  type FormatTime,
} from '@/features/orders/OrderParts';
import {
  isEnded,
  orderActions,
  orderPhase,
  orderSteps,
  type OrderPhase,
} from '@/features/orders/order-state';
import { PaymentDetails } from '@/features/orders/PaymentDetails';
import { pageClockBase, serverTimeAt, type ClockBase } from '@/features/orders/server-clock';

/**
 * The order page (spec section 2, order pages for buyer and seller). The server renders it with
 * the order (so the state is HTML before any script); once hydrated it keeps the countdown on
 * server time, follows the order on the socket (polling while the socket is down) and offers the
 * viewer's actions. The API client, the socket and the dialogs load on demand right after
 * hydration (`order-runtime.ts`, `OrderDialogs.tsx`). The second factor of a release is asked by
 * the verification dialog, which the page composes in through `renderTwoFactor` (features do
 * not import each other).
 */

interface OrderIslandProps {
  locale: LocaleCode;
  messages: OrdersMessages;
  detail: OrderDetail;
  scales: OrderScales;
  renderTwoFactor: (request: TwoFactorRequest) => ReactNode;
}

type DialogName = 'paid' | 'cancel' | 'release' | 'twoFactor' | 'withdraw';

const loadRuntime = () => import('@/features/orders/order-runtime');
const loadDialogs = () => import('@/features/orders/OrderDialogs');
const PaidDialog = lazy(() => loadDialogs().then((m) => ({ default: m.PaidDialog })));
const CancelDialog = lazy(() => loadDialogs().then((m) => ({ default: m.CancelDialog })));
const ReleaseDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ReleaseDialog })));
const WithdrawDialog = lazy(() => loadDialogs().then((m) => ({ default: m.WithdrawDialog })));

export default function OrderIsland(props: OrderIslandProps) {
  const { locale, scales, renderTwoFactor } = props;
  const t = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const [detail, setDetail] = useState(props.detail);
  const [base, setBase] = useState<ClockBase | null>(null);
  const [now, setNow] = useState(props.detail.now);
  const [hydrated, setHydrated] = useState(false);
  const [live, setLive] = useState(true);
  const [stale, setStale] = useState(false);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [spokenStatus, setSpokenStatus] = useState('');

  const { orderNo, role } = detail;
  const buyer = role === 'buyer';
  const phase = orderPhase(detail);
  const ended = isEnded(detail.status);
  const actions = orderActions(detail, now);

  const statusRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const inflight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const focusStatusNext = useRef(false);
  const previousPhase = useRef<OrderPhase>(phase);
  const expiryAsked = useRef(false);
  const id = useId();

  /**
   * Loads the order again. A call made while a load runs is folded into one more load by the
   * same loop, and gets the loop's promise: it resolves once data at least as new as the call
   * has arrived.
   */
  const refresh = useCallback((): Promise<void> => {
    if (inflight.current) {
      again.current = true;
      return inflight.current;
    }
    const loop = (async () => {
      try {
        const { fetchOrderDetail } = await loadRuntime();
        do {
          again.current = false;
          const sent = performance.now();
          const next = await fetchOrderDetail(orderNo);
          // The server read its clock about halfway through the round trip.
          setBase({ server: next.now, perf: (sent + performance.now()) / 2 });
          setDetail(next);
          setStale(false);
        } while (again.current);
      } catch {
        setStale(true);
      } finally {
        inflight.current = null;
      }
    })();
    inflight.current = loop;
    return loop;
  }, [orderNo]);

  useEffect(() => {
    setHydrated(true);
    setBase(pageClockBase(props.detail.now));
    // Only on mount (the server-rendered order): later bases come from refreshes.
  }, [props.detail.now]);

  // Server time, every second.
  useEffect(() => {
    if (!base) return;
    const tick = () => setNow(serverTimeAt(base, performance.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [base]);

  // Live updates until the order ends.
  useEffect(() => {
    if (ended) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadRuntime()
      .then(({ followOrder }) => {
        if (!cancelled) stop = followOrder(orderNo, () => void refresh(), setLive);
      })
      .catch(() => setLive(false));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [orderNo, ended, refresh]);

  // The payment time ran out on screen: ask the server, which cancels the order.
  const paymentLeft = remainingSeconds(detail.paymentDeadline, now);
  useEffect(() => {
    if (phase !== 'awaiting_payment' || paymentLeft > 0 || !hydrated || expiryAsked.current) return;
    expiryAsked.current = true;
    void refresh();
  }, [phase, paymentLeft, hydrated, refresh]);

  const headline = headlineOf(phase, buyer, t);

  // A change the viewer caused moves focus to the new status; one from the other party (or the
  // clock, or support) is announced politely instead.
  useEffect(() => {
    if (previousPhase.current === phase) return;
    previousPhase.current = phase;
    if (focusStatusNext.current) {
      focusStatusNext.current = false;
      statusRef.current?.focus();
    } else {
      // A timed-out order says why, which the headline alone ("Order cancelled") does not.
      setSpokenStatus(
        phase === 'timed_out'
          ? t(buyer ? 'orders.status.cancelledTimeout' : 'orders.status.cancelledTimeoutSeller')
          : headline,
      );
    }
  }, [phase, headline, buyer, t]);

  const open = (name: DialogName, opener: HTMLElement | null) => {
    openerRef.current = opener;
    setDialog(name);
  };
  const close = () => {
    setDialog(null);
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  /**
   * An action succeeded: close its dialog, load the new state and put focus on it. The phase
   * effect moves focus when the phase changes; a repeated action that changed nothing gets it
   * here, once React has committed (and the modal dialog, which makes the page inert, is gone).
   */
  const done = async () => {
    setDialog(null);
    focusStatusNext.current = true;
    await refresh();
    setTimeout(() => {
      if (!focusStatusNext.current) return;
      focusStatusNext.current = false;
      statusRef.current?.focus();
    }, 50);
  };

  const formatTime: FormatTime = useCallback(
    (time) => formatDate(time, locale, { timeZone: hydrated ? 'local' : 'utc' }),
    [locale, hydrated],
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
    onSubmit: async (factor) => {
      const { releaseOrder, orderProblem } = await loadRuntime();
      const { problemText } = await import('@/features/orders/problem-text');
      try {
        await releaseOrder(orderNo, factor);
      } catch (failure) {
        return problemText(orderProblem(failure, t('orders.unavailable.body')), t);
      }
      void done();
      return null;
    },
    onClose: close,
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
      <header className="order-head">
        <h1 className="text-2xl font-bold">
          {t(buyer ? 'orders.title.buy' : 'orders.title.sell', {
            coin: detail.coin,
            name: detail.counterparty.nickname,
          })}
        </h1>
        <p className="order-head-meta">
          <span>{t('orders.info.orderNo')}</span>
          <span dir="ltr" translate="no" className="order-number" data-testid="order-number">
            {orderNo}
          </span>
          <CopyButton
            value={orderNo}
            label={t('orders.copy.orderNo')}
            copiedText={t('orders.copy.done')}
            failedText={t('orders.copy.failed')}
            testId="order-copy-number"
          />
          <span className="order-head-sep" aria-hidden="true">
            ·
          </span>
          <span>{t('orders.info.created')}</span>
          <time dateTime={new Date(detail.createdAt).toISOString()} dir="ltr">
            {formatTime(detail.createdAt)}
          </time>
        </p>
      </header>

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
            </div>
            {phase === 'awaiting_payment' && (
              <Countdown
                deadline={detail.paymentDeadline}
                now={now}
                label={t(buyer ? 'orders.countdown.buyer' : 'orders.countdown.seller')}
                t={t}
              />
            )}
          </section>

          <section className="order-card" aria-labelledby={`${id}-amounts`}>
            <h2 id={`${id}-amounts`} className="order-card-title">
              {t('orders.amount.title')}
            </h2>
            <OrderAmounts order={detail} scales={scales} t={t} />
          </section>

          {running && (
            <section className="order-card" aria-labelledby={`${id}-payment`}>
              <h2 id={`${id}-payment`} className="order-card-title">
                {t(buyer ? 'orders.payment.titleBuyer' : 'orders.payment.titleSeller')}
              </h2>
              <p className="order-note">
                {t(buyer ? 'orders.payment.introBuyer' : 'orders.payment.introSeller', {
                  amount: ltr(fiatAmount),
                  fiat: detail.fiat,
                })}
              </p>
              {detail.paymentMethod && phase !== 'awaiting_payment' && (
                <p className="order-paid-with">
                  {t(buyer ? 'orders.payment.usedByMe' : 'orders.payment.usedByBuyer', {
                    method: detail.paymentMethod.name,
                  })}
                </p>
              )}
              <PaymentDetails
                key={detail.paymentMethod?.code ?? 'none'}
                payments={detail.sellerPayments}
                highlight={detail.paymentMethod?.code ?? null}
                t={t}
              />
            </section>
          )}

          {(actions.markPaid || actions.cancel || actions.release) && (
            <div className="order-actions" data-testid="order-actions">
              {actions.markPaid && (
                <button
                  type="button"
                  className="order-button is-primary"
                  onClick={(event) => open('paid', event.currentTarget)}
                  onPointerEnter={() => void loadDialogs().catch(() => {})}
                >
                  {t('orders.action.paid')}
                </button>
              )}
              {actions.release && (
                <button
                  type="button"
                  className="order-button is-primary"
                  onClick={(event) => open('release', event.currentTarget)}
                  onPointerEnter={() => void loadDialogs().catch(() => {})}
                >
                  {t('orders.action.release', { coin: detail.coin })}
                </button>
              )}
              {actions.cancel && (
                <button
                  type="button"
                  className="secondary-button order-button"
                  onClick={(event) => open('cancel', event.currentTarget)}
                >
                  {t('orders.action.cancel')}
                </button>
              )}
            </div>
          )}

          {(actions.appeal.kind !== 'none' || detail.appeal !== null) && (
            <section
              className="order-card"
              aria-labelledby={`${id}-appeal`}
              data-testid="order-appeal"
            >
              <h2 id={`${id}-appeal`} className="order-card-title">
                {t('orders.appeal.title')}
              </h2>
              {actions.appeal.kind === 'waiting' && (
                <div className="order-appeal-row">
                  <button
                    type="button"
                    className="secondary-button order-button"
                    aria-disabled="true"
                    aria-describedby={`${id}-appeal-wait`}
                    data-testid="order-appeal-button"
                    onClick={(event) => event.preventDefault()}
                  >
                    {t('orders.action.appeal')}
                  </button>
                  <p id={`${id}-appeal-wait`} className="order-note order-appeal-wait">
                    <span className="order-appeal-rule" data-testid="order-appeal-wait">
                      {t('orders.appeal.wait', { appealMinMinute: detail.appealMinWaitMinutes })}
                    </span>
                    <span>
                      {t('orders.appeal.opensAt', {
                        time: ltr(formatTime(actions.appeal.availableAt)),
                      })}{' '}
                      <span className="order-appeal-in">
                        (
                        {t('orders.appeal.opensIn', {
                          time: ltr(
                            formatCountdown(remainingSeconds(actions.appeal.availableAt, now)),
                          ),
                        })}
                        )
                      </span>
                    </span>
                  </p>
                </div>
              )}
              {actions.appeal.kind === 'open' && (
                <div className="order-appeal-row">
                  <a
                    href={localePath(locale, routes.complaint('create', orderNo))}
                    className="secondary-button order-button"
                    data-testid="order-appeal-button"
                  >
                    {t('orders.action.appeal')}
                  </a>
                  <p className="order-note">{t('orders.appeal.available')}</p>
                </div>
              )}
              {detail.status === 'appealing' && detail.appeal && !detail.appeal.raisedByMe && (
                <p className="order-note">{t('orders.appeal.otherParty')}</p>
              )}
              {detail.appeal && (
                <AppealDetails appeal={detail.appeal} formatTime={formatTime} t={t} />
              )}
              {actions.withdrawAppeal && (
                <button
                  type="button"
                  className="secondary-button order-button"
                  onClick={(event) => open('withdraw', event.currentTarget)}
                >
                  {t('orders.action.withdrawAppeal')}
                </button>
              )}
            </section>
          )}

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

        <aside className="order-side">
          <section className="order-card" aria-labelledby={`${id}-info`}>
            <h2 id={`${id}-info`} className="sr-only">
              {t(buyer ? 'orders.info.seller' : 'orders.info.buyer')}
            </h2>
            <p className="order-party">
              <span className="order-avatar" aria-hidden="true">
                {detail.counterparty.nickname.slice(0, 1).toUpperCase()}
              </span>
              <span>
                <span className="order-party-role">
                  {t(buyer ? 'orders.info.seller' : 'orders.info.buyer')}
                </span>
                <span className="order-party-name" dir="auto">
                  {detail.counterparty.nickname}
                </span>
              </span>
            </p>
            <dl className="order-facts">
              <div>
                <dt>{t('orders.info.timeLimit')}</dt>
                <dd>{t('orders.info.minutes', { minutes: detail.paymentTimeLimitMinutes })}</dd>
              </div>
              {detail.paymentMethod && (
                <div>
                  <dt>{t('orders.info.paidWith')}</dt>
                  <dd translate="no">{detail.paymentMethod.name}</dd>
                </div>
              )}
              <TimeFact label={t('orders.info.paidAt')} time={detail.paidAt} format={formatTime} />
              <TimeFact
                label={t('orders.info.completedAt')}
                time={detail.completedAt}
                format={formatTime}
              />
              <TimeFact
                label={t('orders.info.cancelledAt')}
                time={detail.cancelledAt}
                format={formatTime}
              />
            </dl>
          </section>

          {buyer && running && (
            <section className="order-card order-tips" aria-labelledby={`${id}-tips`}>
              <h2 id={`${id}-tips`} className="order-card-title">
                {t('orders.tips.title')}
              </h2>
              <ul>
                <li>{t('orders.tips.note')}</li>
                <li>{t('orders.tips.ownAccount')}</li>
                <li>{t('orders.tips.onPage')}</li>
              </ul>
            </section>
          )}

          <section className="order-card" aria-labelledby={`${id}-history`}>
            <h2 id={`${id}-history`} className="order-card-title">
              {t('orders.timeline.title')}
            </h2>
            <OrderTimeline events={detail.events} role={role} formatTime={formatTime} t={t} />
          </section>
        </aside>
      </div>

      <Suspense fallback={null}>
        {dialog === 'paid' && (
          <PaidDialog
            order={detail}
            scales={scales}
            t={t}
            onClose={close}
            onDone={() => void done()}
          />
        )}
        {dialog === 'cancel' && (
          <CancelDialog
            order={detail}
            scales={scales}
            t={t}
            onClose={close}
            onDone={() => void done()}
          />
        )}
        {dialog === 'release' && (
          <ReleaseDialog
            order={detail}
            scales={scales}
            t={t}
            onClose={close}
            onContinue={() => setDialog('twoFactor')}
          />
        )}
        {dialog === 'withdraw' && (
          <WithdrawDialog
            order={detail}
            scales={scales}
            t={t}
            onClose={close}
            onDone={() => void done()}
          />
        )}
      </Suspense>
      {dialog === 'twoFactor' && renderTwoFactor(releaseRequest)}
    </div>
  );
}

function TimeFact({
  label,
  time,
  format,
}: {
  label: string;
  time: number | null;
  format: FormatTime;
}) {
  if (time === null) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={new Date(time).toISOString()} dir="ltr">
          {format(time)}
        </time>
      </dd>
    </div>
  );
}

function headlineOf(phase: OrderPhase, buyer: boolean, t: OrdersT): string {
  switch (phase) {
    case 'awaiting_payment':
      return t(
        buyer ? 'orders.status.awaitingPayment.buyer' : 'orders.status.awaitingPayment.seller',
      );
    case 'awaiting_release':
      return t(
        buyer ? 'orders.status.awaitingRelease.buyer' : 'orders.status.awaitingRelease.seller',
      );
    case 'appealing':
      return t('orders.status.appealing');
    case 'completed':
      return t('orders.status.completed');
    case 'cancelled':
    case 'timed_out':
      return t('orders.status.cancelled');
  }
}

/** The sentence under the status: what happens now, or how the order ended. */
function StatusHint({
  detail,
  phase,
  buyer,
  quantity,
  amount,
  t,
  ltr,
}: {
  detail: OrderDetail;
  phase: OrderPhase;
  buyer: boolean;
  quantity: string;
  amount: string;
  t: OrdersT;
  ltr: (text: string) => string;
}) {
  const coin = detail.coin;
  const escrow = !buyer && (
    <p className="order-status-hint">
      {t('orders.status.escrowReturned', { quantity: ltr(quantity), coin })}
    </p>
  );
  switch (phase) {
    case 'awaiting_payment':
      return (
        <p className="order-status-hint">
          {buyer
            ? t('orders.status.awaitingPayment.buyerHint')
            : t('orders.status.awaitingPayment.sellerHint', { quantity: ltr(quantity), coin })}
        </p>
      );
    case 'awaiting_release':
      return (
        <p className="order-status-hint">
          {buyer
            ? t('orders.status.awaitingRelease.buyerHint', { minutes: detail.releaseExpectMinutes })
            : t('orders.status.awaitingRelease.sellerHint', {
                amount: ltr(amount),
                fiat: detail.fiat,
              })}
        </p>
      );
    case 'appealing':
      return <p className="order-status-hint">{t('orders.status.appealingHint')}</p>;
    case 'completed':
      return (
        <p className="order-status-hint">
          {buyer
            ? t('orders.status.completedBuyer', { quantity: ltr(quantity), coin })
            : t('orders.status.completedSeller', { quantity: ltr(quantity), coin })}
        </p>
      );
    case 'timed_out':
      return (
        <>
          <p className="order-status-hint order-timeout" data-testid="order-timeout">
            {t(buyer ? 'orders.status.cancelledTimeout' : 'orders.status.cancelledTimeoutSeller')}
          </p>
          {escrow}
        </>
      );
    case 'cancelled':
      return (
        <>
          <p className="order-status-hint">
            {detail.cancelledBy === 'support'
              ? t('orders.status.cancelledBySupport')
              : t(buyer ? 'orders.status.cancelledByMe' : 'orders.status.cancelledByBuyer')}
            {detail.cancelReason && (
              <>
                {' '}
                {t('orders.status.cancelledReason', {
                  reason: t(`orders.cancelReason.${detail.cancelReason}`),
                })}
              </>
            )}
          </p>
          {escrow}
        </>
      );
  }
}
