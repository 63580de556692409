import type { OrderDetail } from '@/contract/orders';
import { CopyButton } from '@/features/orders/CopyButton';
import type { OrdersT } from '@/features/orders/messages';
import type { FormatTime } from '@/features/orders/OrderParts';

/** The order page's title (side, coin, other party) and the order number (with copy) and date. */
export function OrderHead({
  detail,
  buyer,
  formatTime,
  t,
}: {
  detail: OrderDetail;
  buyer: boolean;
  formatTime: FormatTime;
  t: OrdersT;
}) {
  const { orderNo } = detail;
  return (
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
          {formatTime(detail.createdAt, { zone: true })}
        </time>
      </p>
    </header>
  );
}
