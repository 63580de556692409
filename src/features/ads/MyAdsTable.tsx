import type { MouseEvent } from 'react';
import type { AdAction, MyAd } from '@/contract/ads';
import type { CoinOption, FiatOption } from '@/contract/market';
import { formatDate } from '@/i18n/format-date';
import type { LocaleCode } from '@/i18n/locales';
import { Ltr } from '@/features/ads/fields';
import { formatExact, formatFiat, formatPrice } from '@/i18n/format';
import { trimDecimal } from '@/lib/decimal';
import { coinScaleOf, fiatScaleOf } from '@/features/ads/format';
import type { MyAdsT } from '@/features/ads/messages';
import { paymentMethodName } from '@/i18n/payment-method-name';

/** What a row offers: edit (a link), then the status changes its status allows. */
export type RowAction = 'edit' | AdAction;

/** The actions an ad's status allows: a restricted ad is support's, a deleted one is gone. */
export function rowActions(ad: Pick<MyAd, 'status'>): RowAction[] {
  if (ad.status === 'listed') return ['edit', 'delist', 'delete'];
  if (ad.status === 'delisted') return ['edit', 'relist', 'delete'];
  return [];
}

const ACTION_LABEL = {
  edit: 'ads.list.action.edit',
  delist: 'ads.list.action.delist',
  relist: 'ads.list.action.relist',
  delete: 'ads.list.action.delete',
} as const satisfies Record<RowAction, string>;

/**
 * The user's ads: a table on wide screens, one card per ad on phones (CSS only). Amounts are
 * left-to-right in every language; times are in `timeZone` (the server's while hydrating).
 */
export function MyAdsTable({
  ads,
  coins,
  fiats,
  locale,
  timeZone,
  hydrated,
  editHref,
  onAction,
  t,
}: {
  ads: readonly MyAd[];
  coins: readonly CoinOption[] | null;
  fiats: readonly FiatOption[] | null;
  locale: LocaleCode;
  /** IANA zone the times are shown in. */
  timeZone: string;
  hydrated: boolean;
  editHref: (id: number) => string;
  onAction: (ad: MyAd, action: RowAction, event: MouseEvent) => void;
  t: MyAdsT;
}) {
  return (
    <table className="mya-table" aria-label={t('ads.list.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('ads.list.col.ad')}</th>
          <th scope="col">{t('ads.list.col.price')}</th>
          <th scope="col">{t('ads.list.col.quantity')}</th>
          <th scope="col">{t('ads.list.col.limits')}</th>
          <th scope="col">{t('ads.list.col.payment')}</th>
          <th scope="col">{t('ads.list.col.status')}</th>
          <th scope="col">{t('ads.list.col.orders')}</th>
          <th scope="col">{t('ads.list.col.created')}</th>
          <th scope="col">{t('ads.list.col.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {ads.map((ad) => {
          const fiatScale = fiatScaleOf(fiats, ad.fiat);
          const coinScale = coinScaleOf(coins, ad.coin);
          return (
            <tr
              key={ad.id}
              data-testid="my-ad-row"
              data-ad-id={ad.id}
              data-status={ad.status}
              data-version={ad.version}
            >
              <td data-label={t('ads.list.col.ad')}>
                <span className={`mya-type is-${ad.type}`}>
                  {t(ad.type === 'buy' ? 'ads.list.typeBuy' : 'ads.list.typeSell', {
                    coin: ad.coin,
                  })}
                </span>{' '}
                <Ltr>{ad.fiat}</Ltr>
                <span className="mya-id">
                  <Ltr>#{ad.id}</Ltr>
                </span>
              </td>
              <td data-label={t('ads.list.col.price')}>
                <span className="mya-price" data-field="price">
                  <Ltr>
                    {formatPrice(ad.price, fiatScale)} {ad.fiat}
                  </Ltr>
                </span>
                <span className="mya-sub" data-field="price-type">
                  {ad.priceType === 'floating'
                    ? t('ads.list.floating', {
                        ratio: `\u2066${trimDecimal(ad.floatingRatio ?? '')}\u2069`,
                      })
                    : t('ads.list.fixed')}
                </span>
              </td>
              <td data-label={t('ads.list.col.quantity')} data-field="quantity">
                <Ltr>
                  {formatExact(ad.quantity, { max: coinScale })} /{' '}
                  {formatExact(ad.remainingQuantity, { max: coinScale })} {ad.coin}
                </Ltr>
              </td>
              <td data-label={t('ads.list.col.limits')} data-field="limits">
                <Ltr>
                  {formatFiat(ad.minLimit, fiatScale)} – {formatFiat(ad.maxLimit, fiatScale)}{' '}
                  {ad.fiat}
                </Ltr>
              </td>
              <td data-label={t('ads.list.col.payment')}>
                <ul className="mya-methods">
                  {ad.paymentMethods.map((method) => (
                    <li key={method.code} className="mya-method">
                      <svg width="3" height="12" aria-hidden="true" focusable="false">
                        <rect width="3" height="12" rx="1" fill={method.color} />
                      </svg>
                      {paymentMethodName(method, t)}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={t('ads.list.col.status')}>
                <span className={`status-pill is-${ad.status}`} data-testid="my-ad-status">
                  {t(`ads.status.${ad.status}`)}
                </span>
              </td>
              <td data-label={t('ads.list.col.orders')} data-field="open-orders">
                <Ltr>{ad.openOrders}</Ltr>
              </td>
              <td data-label={t('ads.list.col.created')}>
                <time dateTime={new Date(ad.createdAt).toISOString()} className="ltr" dir="ltr">
                  {formatDate(ad.createdAt, locale, { timeZone })}
                </time>
              </td>
              <td data-label={t('ads.list.col.actions')}>
                {ad.status === 'restricted' ? (
                  <span className="mya-sub">{t('ads.list.restrictedNote')}</span>
                ) : (
                  <div className="mya-actions">
                    {rowActions(ad).map((action) =>
                      action === 'edit' ? (
                        <a
                          key={action}
                          href={editHref(ad.id)}
                          className="text-button"
                          onClick={(event) => onAction(ad, action, event)}
                        >
                          {t(ACTION_LABEL[action])}
                        </a>
                      ) : (
                        <button
                          key={action}
                          type="button"
                          className={action === 'delete' ? 'text-button is-danger' : 'text-button'}
                          disabled={!hydrated}
                          onClick={(event) => onAction(ad, action, event)}
                        >
                          {t(ACTION_LABEL[action])}
                        </button>
                      ),
                    )}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
