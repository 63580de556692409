import { ApproxValue } from '@/components/ApproxValue';
import type { OrderDetail, OrderEvent } from '@/contract/orders';
import type { OrderAppeal } from '@/contract/orders-appeal';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import type { LocaleCode } from '@/i18n/locales';
import type { OrderScales } from '@/features/orders/format';
import type { OrdersT } from '@/features/orders/messages';
import type { OrderStep } from '@/features/orders/order-state';

/** Presentational pieces of the order page (no state, no requests). */

/**
 * Formats an epoch-ms time for display in the page's zone (see `OrderIsland`: the server's zone
 * while hydrating, then the viewer's); `zone` names the zone too, for times that matter.
 */
export type FormatTime = (time: number, options?: { zone?: boolean }) => string;

export function OrderSteps({
  steps,
  buyer,
  t,
}: {
  steps: OrderStep[];
  buyer: boolean;
  t: OrdersT;
}) {
  const label = (step: OrderStep) => {
    if (step.key === 'placed') return t('orders.steps.placed');
    if (step.key === 'paid')
      return t(buyer ? 'orders.steps.paid.buyer' : 'orders.steps.paid.seller');
    return t(buyer ? 'orders.steps.released.buyer' : 'orders.steps.released.seller');
  };
  return (
    <ol className="order-steps" aria-label={t('orders.steps.label')} data-testid="order-steps">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`order-step is-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-step={step.key}
          data-state={step.state}
        >
          <span className="order-step-mark" aria-hidden="true">
            {step.state === 'done' ? (
              <svg width="12" height="12" viewBox="0 0 12 12" focusable="false">
                <path
                  d="M2 6.5l2.5 2.5L10 3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
            ) : (
              index + 1
            )}
          </span>
          <span className="order-step-label">{label(step)}</span>
          <span className="sr-only">{t(`orders.steps.state.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Amount, price and quantity side by side; numbers stay left-to-right in every language. The
 * total also shows its value in the currency chosen in the header ("≈ $126.58"), unless it is
 * that one.
 */
export function OrderAmounts({
  order,
  scales,
  locale,
  t,
}: {
  order: Pick<OrderDetail, 'role' | 'coin' | 'fiat' | 'totalPrice' | 'price' | 'quantity'>;
  scales: OrderScales;
  locale: LocaleCode;
  t: OrdersT;
}) {
  const buyer = order.role === 'buyer';
  return (
    <dl className="order-amounts" data-testid="order-amounts">
      <div>
        <dt>{t(buyer ? 'orders.amount.fiatBuy' : 'orders.amount.fiatSell')}</dt>
        <dd className={buyer ? 'order-amount-main is-buy' : 'order-amount-main is-sell'}>
          <span dir="ltr" translate="no" data-testid="order-total">
            {formatFiat(order.totalPrice, scales.fiat)} {order.fiat}
          </span>
          <ApproxValue
            amount={order.totalPrice}
            fiat={order.fiat}
            locale={locale}
            className="block"
          />
        </dd>
      </div>
      <div>
        <dt>{t('orders.amount.price')}</dt>
        <dd>
          <span dir="ltr" translate="no">
            {formatPrice(order.price, scales.fiat)} {order.fiat}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t(buyer ? 'orders.amount.quantityBuy' : 'orders.amount.quantitySell')}</dt>
        <dd>
          <span dir="ltr" translate="no" data-testid="order-quantity">
            {formatCoin(order.quantity, scales.coin)} {order.coin}
          </span>
        </dd>
      </div>
    </dl>
  );
}

export function OrderTimeline({
  events,
  role,
  formatTime,
  t,
}: {
  events: readonly OrderEvent[];
  role: OrderDetail['role'];
  formatTime: FormatTime;
  t: OrdersT;
}) {
  const actor = (event: OrderEvent) =>
    event.actor === role ? t('orders.actor.you') : t(`orders.actor.${event.actor}`);
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {[...events].reverse().map((event) => (
        <li key={event.id}>
          <span className="order-timeline-what">{t(`orders.event.${event.type}`)}</span>
          <span className="order-timeline-meta">
            {actor(event)} ·{' '}
            <time dateTime={new Date(event.at).toISOString()} dir="ltr">
              {formatTime(event.at)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The latest appeal of the order, as either party sees it. */
export function AppealDetails({
  appeal,
  formatTime,
  t,
}: {
  appeal: OrderAppeal;
  formatTime: FormatTime;
  t: OrdersT;
}) {
  const who = appeal.raisedByMe
    ? t('orders.appeal.raisedByMe')
    : t(
        appeal.raisedBy === 'buyer'
          ? 'orders.appeal.raisedByBuyer'
          : 'orders.appeal.raisedBySeller',
      );
  return (
    <div className="order-appeal-details" data-testid="order-appeal-details">
      <p className="font-semibold">{who}</p>
      <dl className="order-facts">
        <div>
          <dt>{t('orders.appeal.status')}</dt>
          <dd data-testid="order-appeal-status">{t(`orders.appealStatus.${appeal.status}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.appeal.createdAt')}</dt>
          <dd>
            <time dateTime={new Date(appeal.createdAt).toISOString()} dir="ltr">
              {formatTime(appeal.createdAt)}
            </time>
          </dd>
        </div>
        {appeal.closedAt !== null && (
          <div>
            <dt>{t('orders.appeal.closedAt')}</dt>
            <dd>
              <time dateTime={new Date(appeal.closedAt).toISOString()} dir="ltr">
                {formatTime(appeal.closedAt)}
              </time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.appeal.reason')}</dt>
          <dd>{t(`orders.appealReason.${appeal.reason}`)}</dd>
        </div>
        <div className="order-facts-wide">
          <dt>{t('orders.appeal.description')}</dt>
          <dd className="order-prewrap" dir="auto">
            {appeal.description}
          </dd>
        </div>
        {/* The contact details are the raiser's for support: null for the counterparty. */}
        {appeal.contactPerson !== null && (
          <div>
            <dt>{t('orders.appeal.contactPerson')}</dt>
            <dd dir="auto">{appeal.contactPerson}</dd>
          </div>
        )}
        {appeal.contactInfo !== null && (
          <div>
            <dt>{t('orders.appeal.contactInfo')}</dt>
            <dd dir="auto">{appeal.contactInfo}</dd>
          </div>
        )}
        {appeal.evidence.length > 0 && (
          <div>
            <dt>{t('orders.appeal.evidence')}</dt>
            <dd>{t('orders.appeal.evidenceCount', { count: appeal.evidence.length })}</dd>
          </div>
        )}
      </dl>
      {appeal.status === 'withdrawn' && (
        <p className="order-note">{t('orders.appeal.withdrawnNote')}</p>
      )}
      {appeal.status === 'resolved' && appeal.resolution && (
        <p className="order-note">
          {t(
            appeal.resolution === 'buyer'
              ? 'orders.appeal.resolvedBuyer'
              : 'orders.appeal.resolvedSeller',
          )}
        </p>
      )}
    </div>
  );
}
