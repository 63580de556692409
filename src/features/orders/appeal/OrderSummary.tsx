import type { ReactNode } from 'react';
import { formatAmount, formatPrice } from '@/i18n/format';
import { formatDate } from '@/i18n/format-date';
import type { AppealIslandProps, AppealOrderSummary } from '@/features/orders/appeal/appeal-types';
import type { AppealT } from '@/features/orders/appeal/messages';

/** The order the appeal is about: side, amounts, counterparty, date and number, with its status. */
export function OrderSummary({
  order,
  scales,
  locale,
  timeZone,
  t,
}: {
  order: AppealOrderSummary;
  scales: { fiat: number; coin: number };
  locale: AppealIslandProps['locale'];
  /** IANA zone of the times (the server's while hydrating). */
  timeZone: string;
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

/** Amounts and numbers: left-to-right, isolated, inside text of either direction. */
function Ltr({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="ltr" dir="ltr" translate="no" data-testid={testId}>
      {children}
    </span>
  );
}
