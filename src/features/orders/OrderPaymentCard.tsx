import type { OrderDetail } from '@/contract/orders';
import type { OrdersT } from '@/features/orders/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';
import type { OrderPhase } from '@/features/orders/order-state';
import { PaymentDetails } from '@/features/orders/PaymentDetails';

/**
 * How to pay (buyer) or what to expect (seller) while the order runs: the amount to transfer,
 * the method the buyer said they used once paid, and the seller's payment details.
 */
export function OrderPaymentCard({
  id,
  detail,
  phase,
  buyer,
  amount,
  t,
  ltr,
}: {
  /** The island's `useId`, the prefix of this card's ids. */
  id: string;
  detail: OrderDetail;
  phase: OrderPhase;
  buyer: boolean;
  /** The order's fiat total, formatted. */
  amount: string;
  t: OrdersT;
  ltr: (text: string) => string;
}) {
  return (
    <section className="order-card" aria-labelledby={`${id}-payment`}>
      <h2 id={`${id}-payment`} className="order-card-title">
        {t(buyer ? 'orders.payment.titleBuyer' : 'orders.payment.titleSeller')}
      </h2>
      <p className="order-note">
        {t(buyer ? 'orders.payment.introBuyer' : 'orders.payment.introSeller', {
          amount: ltr(amount),
          fiat: detail.fiat,
        })}
      </p>
      {detail.paymentMethod && phase !== 'awaiting_payment' && (
        <p className="order-paid-with">
          {t(buyer ? 'orders.payment.usedByMe' : 'orders.payment.usedByBuyer', {
            method: paymentMethodName(detail.paymentMethod, t),
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
  );
}
