import type { C2cOrder } from '@/contract/entities';
import type { LocaleCode } from '@/i18n/locales';
import { formatDate } from '@/i18n/format-date';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { formatPlural } from '@/i18n/plural';
import { scalesFor } from '@/features/orders/list/format';
import type { OrderListT } from '@/features/orders/list/messages';
import type { OrderListOptions } from '@/features/orders/list/order-list-types';

/**
 * The orders as a data table: a real `<table>` on wide screens and, through CSS only, one card
 * per order on phones (each cell then shows its column name). Amounts, order numbers and times
 * stay left-to-right inside right-to-left text.
 */
interface OrderTableProps {
  orders: C2cOrder[];
  options: OrderListOptions | null;
  locale: LocaleCode;
  /** IANA zone of the times: the server's while hydrating, the viewer's after (the same one). */
  timeZone: string;
  orderHref: (orderNo: string) => string;
  /** Unread chat counts pushed live since the page loaded, by order number. */
  chatUnread: Readonly<Record<string, number>>;
  busy: boolean;
  t: OrderListT;
}

export function OrderTable({ orders, busy, t, ...rest }: OrderTableProps) {
  return (
    <table className="ol-table" aria-busy={busy || undefined} data-testid="order-table">
      <caption className="sr-only">{t('orderList.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderList.col.type')}</th>
          <th scope="col">{t('orderList.col.orderNo')}</th>
          <th scope="col" className="ol-num">
            {t('orderList.col.price')}
          </th>
          <th scope="col" className="ol-num">
            {t('orderList.col.quantity')}
          </th>
          <th scope="col" className="ol-num">
            {t('orderList.col.total')}
          </th>
          <th scope="col">{t('orderList.col.counterparty')}</th>
          <th scope="col">{t('orderList.col.status')}</th>
          <th scope="col">{t('orderList.col.createdAt')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <OrderRow key={order.orderNo} order={order} t={t} {...rest} />
        ))}
      </tbody>
    </table>
  );
}

function OrderRow({
  order,
  options,
  locale,
  timeZone,
  orderHref,
  chatUnread,
  t,
}: Omit<OrderTableProps, 'orders' | 'busy'> & { order: C2cOrder }) {
  const scales = scalesFor(options, order.coin, order.fiat);
  const unread = chatUnread[order.orderNo] ?? order.chatUnread;
  const buy = order.type === 'buy';
  return (
    <tr data-testid="order-row" data-order-no={order.orderNo} data-status={order.status}>
      <td className="ol-cell-type">
        <span className={`ol-type ${buy ? 'is-buy' : 'is-sell'}`} data-field="type">
          {t(buy ? 'orderList.type.buy' : 'orderList.type.sell', { coin: order.coin })}
        </span>
      </td>
      <td className="ol-cell-no">
        <span className="ol-label">{t('orderList.col.orderNo')}</span>
        <a
          href={orderHref(order.orderNo)}
          className="ol-order-link ltr"
          dir="ltr"
          translate="no"
          data-field="orderNo"
        >
          {order.orderNo}
        </a>
        {unread > 0 && (
          <span className="count-badge ol-chat-unread" data-testid="order-chat-unread">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="sr-only">
              {formatPlural(t('orderList.chatUnread'), { count: unread }, locale)}
            </span>
          </span>
        )}
      </td>
      <td className="ol-num">
        <span className="ol-label">{t('orderList.col.price')}</span>
        <span className="ltr" dir="ltr" translate="no" data-field="price">
          {formatPrice(order.price, scales.fiat)} {order.fiat}
        </span>
      </td>
      <td className="ol-num">
        <span className="ol-label">{t('orderList.col.quantity')}</span>
        <span className="ltr" dir="ltr" translate="no" data-field="quantity">
          {formatCoin(order.quantity, scales.coin)} {order.coin}
        </span>
      </td>
      <td className="ol-num ol-cell-total">
        <span className="ol-label">{t('orderList.col.total')}</span>
        <span className="ltr ol-total" dir="ltr" translate="no" data-field="total">
          {formatFiat(order.totalPrice, scales.fiat)} {order.fiat}
        </span>
      </td>
      <td>
        <span className="ol-label">{t('orderList.col.counterparty')}</span>
        <span dir="auto" data-field="counterparty">
          {order.counterparty.nickname}
        </span>
      </td>
      <td className="ol-cell-status">
        <span className={`status-pill is-${order.status}`} data-field="status">
          {t(`orderList.status.${order.status}`)}
        </span>
      </td>
      <td>
        <span className="ol-label">{t('orderList.col.createdAt')}</span>
        <time
          dateTime={new Date(order.createdAt).toISOString()}
          className="ltr ol-time"
          dir="ltr"
          data-field="createdAt"
        >
          {formatDate(order.createdAt, locale, { timeZone })}
        </time>
      </td>
    </tr>
  );
}
