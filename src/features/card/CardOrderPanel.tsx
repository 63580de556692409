import { ApproxValue } from '@/components/ApproxValue';
import type { CardOptions, OrderView, ThirdPartyOrderDetail } from '@/features/card/card-types';
import { formatCoin, formatFiat } from '@/features/card/format';
import type { CardMessageKey, CardT } from '@/features/card/messages';
import type { LocaleCode } from '@/i18n/locales';

/**
 * The card order after the provider's checkout sent the user back (`?orderNo=`): created
 * (waiting at the checkout), processing (paid, coins on the way), completed (credited to the
 * spot account) or failed (declined, provider error, expired), followed live by the island.
 * A failed purchase offers to try another provider with the same inputs.
 */

interface CardOrderPanelProps {
  view: OrderView;
  options: CardOptions;
  loginHref: string;
  /** False while the socket is down (the island polls meanwhile). */
  live: boolean;
  /** The last refresh failed. */
  stale: boolean;
  onTryAnother: () => void;
  onBuyMore: () => void;
  /** The page language (the total's approximate value is isolated in fa). */
  locale: LocaleCode;
  t: CardT;
}

const FAIL_TEXT: Record<NonNullable<ThirdPartyOrderDetail['failReason']>, CardMessageKey> = {
  declined: 'card.order.failed.declined',
  provider_error: 'card.order.failed.providerError',
  expired: 'card.order.failed.expired',
};

function headline(detail: ThirdPartyOrderDetail, options: CardOptions, t: CardT) {
  switch (detail.status) {
    case 'created':
      return {
        title: t('card.order.created'),
        body: t('card.order.created.body', { supplier: detail.supplierName }),
      };
    case 'processing':
      return {
        title: t('card.order.processing'),
        body: t('card.order.processing.body', { coin: detail.coin }),
      };
    case 'completed':
      return {
        title: t('card.order.completed'),
        body: t('card.order.completed.body', {
          quantity: formatCoin(detail.quantity, detail.coin, options),
          coin: detail.coin,
        }),
      };
    case 'failed':
      return {
        title: t('card.order.failed'),
        body: t(
          detail.failReason ? FAIL_TEXT[detail.failReason] : 'card.order.failed.providerError',
        ),
      };
  }
}

export function CardOrderPanel(props: CardOrderPanelProps) {
  const { view, t } = props;
  return (
    <section
      aria-labelledby="card-order-title"
      data-testid="card-order"
      data-status={view.kind === 'detail' ? view.detail.status : view.kind}
      className="flex flex-col gap-4 rounded-lg border border-[var(--line)] p-5"
    >
      <h2 id="card-order-title" className="text-xl font-semibold">
        {t('card.order.title')}
      </h2>
      {view.kind === 'detail' ? (
        <OrderDetail {...props} detail={view.detail} />
      ) : view.kind === 'login' ? (
        <p className="flex flex-wrap items-center gap-3">
          {t('card.order.login')}
          <a className="primary-button" href={props.loginHref}>
            {t('card.order.loginButton')}
          </a>
        </p>
      ) : view.kind === 'not-found' ? (
        <>
          <p role="alert">{t('card.order.notFound')}</p>
          <button type="button" className="primary-button self-start" onClick={props.onBuyMore}>
            {t('card.order.buyMore')}
          </button>
        </>
      ) : (
        <p role="status">{t('card.order.loading')}</p>
      )}
      {view.kind !== 'detail' && props.stale && <p className="text-sm">{t('card.order.stale')}</p>}
    </section>
  );
}

function OrderDetail(props: CardOrderPanelProps & { detail: ThirdPartyOrderDetail }) {
  const { detail, options, t } = props;
  const { title, body } = headline(detail, options, t);
  const method = options.methods.find((m) => m.method === detail.paymentMethod)?.name;
  const ended = detail.status === 'completed' || detail.status === 'failed';
  return (
    <>
      <div role="status" data-testid="card-order-status" className="flex flex-col gap-1">
        <p
          className={`text-lg font-semibold ${
            detail.status === 'failed'
              ? 'text-[var(--danger-fg)]'
              : detail.status === 'completed'
                ? 'text-[var(--buy-fg)]'
                : ''
          }`}
        >
          {title}
        </p>
        <p>{body}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-[var(--fg-muted)]">{t('card.order.number')}</dt>
          <dd className="ltr" translate="no">
            {detail.orderNo}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-[var(--fg-muted)]">{t('card.order.provider')}</dt>
          <dd translate="no">{detail.supplierName}</dd>
        </div>
        <div>
          <dt className="text-xs text-[var(--fg-muted)]">{t('card.order.quantity')}</dt>
          <dd className="ltr">
            {`${formatCoin(detail.quantity, detail.coin, options)} ${detail.coin}`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-[var(--fg-muted)]">{t('card.order.total')}</dt>
          <dd className="ltr">{`${formatFiat(detail.totalCost)} ${detail.fiat}`}</dd>
          <dd>
            <ApproxValue amount={detail.totalCost} fiat={detail.fiat} locale={props.locale} />
          </dd>
        </div>
        {method && (
          <div>
            <dt className="text-xs text-[var(--fg-muted)]">{t('card.order.method')}</dt>
            <dd translate="no">{method}</dd>
          </div>
        )}
      </dl>
      {!ended && !props.live && (
        <p className="text-sm text-[var(--fg-muted)]" data-testid="card-order-polling">
          {t('card.order.polling')}
        </p>
      )}
      {!ended && props.stale && <p className="text-sm">{t('card.order.stale')}</p>}
      {detail.status === 'failed' && (
        <button type="button" className="primary-button self-start" onClick={props.onTryAnother}>
          {t('card.order.tryAnother')}
        </button>
      )}
      {detail.status === 'completed' && (
        <button type="button" className="secondary-button self-start" onClick={props.onBuyMore}>
          {t('card.order.buyMore')}
        </button>
      )}
    </>
  );
}
