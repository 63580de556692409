import type { MarketAd } from '@/contract/entities';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { AdvertiserBadges, PaymentMethodList } from '@/features/market/AdParts';
import { PositiveFeedback } from '@/features/market/PositiveFeedback';
import { AdvertiserActivity } from '@/features/market/AdvertiserActivity';
import type { MarketT } from '@/features/market/messages';
import { maxOrderAmount } from '@/rules/orders';

interface OrderAdSummaryProps {
  ad: MarketAd;
  fiatScale: number;
  coinScale: number;
  /** The page's server time (the advertiser's "last seen"). */
  now: number;
  t: MarketT;
}

/**
 * The ad as the order panel recalls it above the form: the advertiser (with whether they are
 * online and how fast they release), the price, the limits (the upper one as far as the
 * remaining quantity allows), what is left, the time to pay, the methods, and the advertiser's
 * conditions and remarks when there are any.
 */
export function OrderAdSummary({ ad, fiatScale, coinScale, now, t }: OrderAdSummaryProps) {
  const { minRegisteredDays, minCompletedTrades } = ad.conditions;
  return (
    <section className="market-dialog-ad">
      <p className="market-advertiser">
        <span className="market-avatar" aria-hidden="true">
          {ad.advertiser.nickname.slice(0, 1).toUpperCase()}
        </span>
        <span className="font-semibold">{ad.advertiser.nickname}</span>
        <AdvertiserBadges advertiser={ad.advertiser} t={t} />
      </p>
      <p className="market-stats">
        <PositiveFeedback advertiser={ad.advertiser} t={t} />
      </p>
      <AdvertiserActivity advertiser={ad.advertiser} now={now} t={t} />
      <dl className="market-facts">
        <div>
          <dt>{t('market.panel.price')}</dt>
          <dd className="market-price" data-field="price">
            <span dir="ltr" translate="no">
              {formatPrice(ad.price, fiatScale)} {ad.fiat}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('market.panel.limit')}</dt>
          <dd>
            <span dir="ltr" translate="no">
              {formatFiat(ad.minLimit, fiatScale)} –{' '}
              {formatFiat(maxOrderAmount(ad, fiatScale), fiatScale)} {ad.fiat}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('market.panel.available')}</dt>
          <dd>
            <span dir="ltr" translate="no">
              {formatCoin(ad.remainingQuantity, coinScale)} {ad.coin}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('market.panel.timeLimit')}</dt>
          <dd>{t('market.panel.minutes', { minutes: ad.paymentTimeLimitMinutes })}</dd>
        </div>
        <div className="market-facts-wide">
          <dt>{t('market.panel.methods')}</dt>
          <dd>
            <PaymentMethodList
              methods={ad.paymentMethods}
              label={t('market.panel.methods')}
              t={t}
            />
          </dd>
        </div>
        {(minRegisteredDays !== null || minCompletedTrades !== null) && (
          <div className="market-facts-wide">
            <dt>{t('market.panel.conditions')}</dt>
            <dd>
              <ul className="market-conditions">
                {minRegisteredDays !== null && (
                  <li>{t('market.panel.conditionDays', { days: minRegisteredDays })}</li>
                )}
                {minCompletedTrades !== null && (
                  <li>{t('market.panel.conditionTrades', { count: minCompletedTrades })}</li>
                )}
              </ul>
            </dd>
          </div>
        )}
        {ad.remarks.trim() !== '' && (
          <div className="market-facts-wide">
            <dt>{t('market.panel.remarks')}</dt>
            <dd className="market-remarks" dir="auto">
              {ad.remarks}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
