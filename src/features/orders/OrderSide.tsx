import type { ReactNode } from 'react';
import type { OrderDetail } from '@/contract/orders';
import type { OrdersT } from '@/features/orders/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';
import { OrderTimeline, type FormatTime } from '@/features/orders/OrderParts';
import { Presence } from '@/components/Presence';
import { TipsCard } from '@/features/orders/TipsCard';

/**
 * The order page's side column: who the other party is (and whether they are online now, as of
 * the detail's server time), the order's terms and times, the buyer's safety tips while the
 * order runs, and the order's history.
 */
export function OrderSide({
  id,
  detail,
  buyer,
  running,
  formatTime,
  partyAction,
  t,
}: {
  /** The island's `useId`, the prefix of the column's ids. */
  id: string;
  detail: OrderDetail;
  buyer: boolean;
  /** The order still waits for payment, release or an appeal's outcome. */
  running: boolean;
  formatTime: FormatTime;
  /** What the page offers about the other party (the user feature's Block button). */
  partyAction?: ReactNode;
  t: OrdersT;
}) {
  return (
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
            <Presence presence={detail.counterpartyPresence} now={detail.now} t={t} />
          </span>
        </p>
        {partyAction}
        <dl className="order-facts">
          <div>
            <dt>{t('orders.info.timeLimit')}</dt>
            <dd>{t('orders.info.minutes', { minutes: detail.paymentTimeLimitMinutes })}</dd>
          </div>
          {detail.paymentMethod && (
            <div>
              <dt>{t('orders.info.paidWith')}</dt>
              <dd translate="no">{paymentMethodName(detail.paymentMethod, t)}</dd>
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
        <TipsCard
          id={`${id}-tips`}
          className="order-card order-tips"
          titleClassName="order-card-title"
          title={t('orders.tips.title')}
          tips={[t('orders.tips.note'), t('orders.tips.ownAccount'), t('orders.tips.onPage')]}
        />
      )}

      <section className="order-card" aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`} className="order-card-title">
          {t('orders.timeline.title')}
        </h2>
        <OrderTimeline events={detail.events} role={detail.role} formatTime={formatTime} t={t} />
      </section>
    </aside>
  );
}

/** One time in the facts list, left out while that moment has not happened. */
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
