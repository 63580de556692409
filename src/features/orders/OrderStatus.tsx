import type { OrderDetail } from '@/contract/orders';
import type { OrdersT } from '@/features/orders/messages';
import type { OrderPhase } from '@/features/orders/order-state';

/**
 * The status card's words: the headline (also what is announced when the phase changes) and
 * the sentence under it.
 */

/** The status headline of a phase, as the viewer's side reads it. */
export function orderHeadline(phase: OrderPhase, buyer: boolean, t: OrdersT): string {
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
export function StatusHint({
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
