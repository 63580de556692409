import type { OrderDetail } from '@/contract/orders';
import type { OrdersT } from '@/features/orders/messages';
import { MethodMark } from '@/features/orders/PaymentDetails';
import { paymentMethodName } from '@/i18n/payment-method-name';
import { sameHolderName } from '@/rules/holder-name';

/**
 * Who paid (issue 14, item 1), on the seller's side beside the release button: the buyer's
 * verified name the money must come from, and once the buyer marked paid the account they
 * declared (method and holder name), with a warning when the holder is not the verified name
 * (compared ignoring case, spacing and diacritics: `rules/holder-name.ts`). Third-party
 * payments are the most common P2P fraud; this is what the seller checks before releasing.
 */
export function OrderPayerCheck({
  id,
  detail,
  t,
}: {
  /** The island's `useId`, the prefix of this card's ids. */
  id: string;
  detail: Pick<OrderDetail, 'buyerName' | 'payerAccount' | 'status'>;
  t: OrdersT;
}) {
  const { buyerName, payerAccount } = detail;
  const paid = detail.status !== 'pending_payment';
  const matches =
    payerAccount !== null &&
    buyerName !== null &&
    sameHolderName(payerAccount.holderName, buyerName);
  return (
    <section
      className="order-card order-payer"
      aria-labelledby={`${id}-payer`}
      data-testid="order-payer"
    >
      <h2 id={`${id}-payer`} className="order-card-title">
        {t('orders.trust.title')}
      </h2>
      {buyerName !== null ? (
        <p className="order-note">
          {t('orders.trust.verifiedName')}{' '}
          <strong dir="auto" data-testid="order-buyer-name">
            {buyerName}
          </strong>
        </p>
      ) : (
        <p className="order-warning">{t('orders.trust.noVerifiedName')}</p>
      )}
      {paid && payerAccount === null && (
        <p className="order-warning" data-testid="order-payer-undeclared">
          {t('orders.trust.notDeclared')}
        </p>
      )}
      {payerAccount !== null && (
        <>
          <p className="order-note">{t('orders.trust.declared')}</p>
          <p className="order-payer-account" data-testid="order-payer-account">
            <MethodMark color={payerAccount.method.color} />
            <span translate="no">{paymentMethodName(payerAccount.method, t)}</span>
            {' · '}
            <strong dir="auto" data-testid="order-payer-holder">
              {payerAccount.holderName}
            </strong>
          </p>
          {buyerName !== null &&
            (matches ? (
              <p className="order-note" data-testid="order-payer-match">
                {t('orders.trust.match')}
              </p>
            ) : (
              <p className="order-warning" data-testid="order-payer-mismatch">
                {t('orders.trust.mismatch')}
              </p>
            ))}
        </>
      )}
    </section>
  );
}
