import { memo, type MouseEvent } from 'react';
import type { MarketAd } from '@/contract/entities';
import type { Side } from '@/config/routes';
import { ApproxValue } from '@/components/ApproxValue';
import { PositiveFeedback } from '@/features/market/PositiveFeedback';
import { AdvertiserBadges, PaymentMethodList } from '@/features/market/AdParts';
import { AdvertiserActivity } from '@/features/market/AdvertiserActivity';
import { maxOrderAmount } from '@/rules/orders';
import { formatCoin, formatFiat, formatPercent, formatPrice } from '@/i18n/format';
import type { LocaleCode } from '@/i18n/locales';
import type { MarketT } from '@/features/market/messages';
import { whyNot, whyNotText, type WhyNot } from '@/features/market/why-not';
import type { Viewer } from '@/features/market/market-types';

/**
 * The ads as a data table: a real `<table>` on wide screens and, through CSS only, a card per
 * ad on phones (the column names then show inside each card). Rendered on the server as part of
 * the island, so the first page is HTML that crawlers read and people see before any script.
 */

interface AdTableProps {
  ads: MarketAd[];
  side: Side;
  coin: string;
  fiat: string;
  fiatScale: number;
  coinScale: number;
  viewer: Viewer;
  now: number;
  t: MarketT;
  /** The page language (the approximate price in the chosen currency is isolated in fa). */
  locale: LocaleCode;
  /** Where a visitor's Trade goes: the main-site login, coming back to this market. */
  loginHref: string;
  /** Identity verification on the main site ("Verify now" under the reason). */
  identityHref: string;
  /** Links to an advertiser's profile (`/addetail/{userId}`), localized. */
  advertiserHref: (userId: number) => string;
  onTrade: (ad: MarketAd, opener: HTMLButtonElement) => void;
  /** Preloads the order panel when a Trade button is about to be used. */
  onTradeIntent: () => void;
  /** The same market in another fiat (a real link: it works before the script loads). */
  fiatHref: (fiat: string) => string;
  onSwitchFiat: (fiat: string, event: MouseEvent) => void;
  busy: boolean;
}

export function AdTable(props: AdTableProps) {
  const { ads, side, coin, fiat, t, busy } = props;
  const caption =
    side === 'buy'
      ? t('market.table.captionBuy', { coin, fiat })
      : t('market.table.captionSell', { coin, fiat });
  return (
    <table className="market-table" aria-busy={busy || undefined} data-testid="market-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('market.col.advertiser')}</th>
          <th scope="col">{t('market.col.price')}</th>
          <th scope="col">{t('market.col.availableLimit')}</th>
          <th scope="col">{t('market.col.payment')}</th>
          <th scope="col" className="market-trade-col">
            {t('market.col.trade')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ads.map((ad) => (
          <AdRow key={ad.id} ad={ad} {...props} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * A row is drawn again only when what it shows changed: its ad or a value it reads (side, coin,
 * scales, viewer, time, language, links). Functions are not compared: they act on the island's
 * current state through their own refs, so a new closure draws nothing new. A click on a tab or
 * a filter therefore leaves the rows alone until the new page arrives (issue 16, item 3).
 */
const AdRow = memo(AdRowView, (before, after) => {
  for (const key of Object.keys(after) as (keyof AdRowProps)[]) {
    if (key === 'ads' || key === 'busy') continue;
    if (typeof after[key] === 'function') continue;
    if (!Object.is(before[key], after[key])) return false;
  }
  return true;
});

type AdRowProps = AdTableProps & { ad: MarketAd };

function AdRowView({
  ad,
  side,
  coin,
  fiatScale,
  coinScale,
  viewer,
  now,
  t,
  locale,
  loginHref,
  identityHref,
  advertiserHref,
  onTrade,
  onTradeIntent,
  fiatHref,
  onSwitchFiat,
}: AdRowProps) {
  const { advertiser } = ad;
  const why = whyNot(ad, viewer, now);
  const max = maxOrderAmount(ad, fiatScale);
  return (
    <tr
      data-ad-id={ad.id}
      data-testid="market-row"
      data-fiat={ad.fiat}
      data-min-limit={ad.minLimit}
      data-max-limit={max}
      data-methods={ad.paymentMethods.map((m) => m.code).join(' ')}
    >
      <td className="market-cell-advertiser">
        <div className="market-advertiser">
          <span className="market-avatar" aria-hidden="true">
            {advertiser.nickname.slice(0, 1).toUpperCase()}
          </span>
          <a href={advertiserHref(advertiser.userId)} className="market-nickname">
            {advertiser.nickname}
          </a>
          <AdvertiserBadges advertiser={advertiser} t={t} />
        </div>
        <p className="market-stats">
          <span>{t('market.row.orders30d', { count: advertiser.orders30d })}</span>
          <span aria-hidden="true" className="market-stats-sep">
            |
          </span>
          <span>
            {advertiser.orders30d > 0
              ? t('market.row.completion30d', { rate: formatPercent(advertiser.successRate30d) })
              : t('market.row.completionNone')}
          </span>
          <span aria-hidden="true" className="market-stats-sep">
            |
          </span>
          <PositiveFeedback advertiser={advertiser} t={t} />
        </p>
        <AdvertiserActivity advertiser={advertiser} now={now} t={t} />
      </td>
      <td className="market-cell-price">
        <span className="market-label">{t('market.col.price')}</span>
        <span className="market-price" dir="ltr" translate="no">
          <span className="market-price-value">{formatPrice(ad.price, fiatScale)}</span>{' '}
          <span className="market-price-fiat">{ad.fiat}</span>
        </span>
        <ApproxValue amount={ad.price} fiat={ad.fiat} locale={locale} className="block" />
      </td>
      <td className="market-cell-limits">
        <div className="market-pair">
          <span className="market-label">{t('market.col.available')}</span>
          <span dir="ltr" translate="no" data-field="available">
            {formatCoin(ad.remainingQuantity, coinScale)} {ad.coin}
          </span>
        </div>
        <div className="market-pair">
          <span className="market-label">{t('market.col.limit')}</span>
          <span dir="ltr" translate="no" data-field="limit">
            {formatFiat(ad.minLimit, fiatScale)} – {formatFiat(max, fiatScale)} {ad.fiat}
          </span>
        </div>
      </td>
      <td className="market-cell-payment">
        <PaymentMethodList methods={ad.paymentMethods} label={t('market.col.payment')} t={t} />
      </td>
      <td className="market-cell-trade">
        <TradeAction
          ad={ad}
          side={side}
          coin={coin}
          why={why}
          t={t}
          locale={locale}
          loginHref={loginHref}
          identityHref={identityHref}
          onTrade={onTrade}
          onTradeIntent={onTradeIntent}
          fiatHref={fiatHref}
          onSwitchFiat={onSwitchFiat}
        />
      </td>
    </tr>
  );
}

function TradeAction({
  ad,
  side,
  coin,
  why,
  t,
  locale,
  loginHref,
  identityHref,
  onTrade,
  onTradeIntent,
  fiatHref,
  onSwitchFiat,
}: {
  ad: MarketAd;
  side: Side;
  coin: string;
  why: WhyNot | null;
  t: MarketT;
  locale: LocaleCode;
  loginHref: string;
  identityHref: string;
  onTrade: AdTableProps['onTrade'];
  onTradeIntent: () => void;
  fiatHref: AdTableProps['fiatHref'];
  onSwitchFiat: AdTableProps['onSwitchFiat'];
}) {
  const label = side === 'buy' ? t('market.trade.buy', { coin }) : t('market.trade.sell', { coin });
  const className = `market-trade-button ${side === 'buy' ? 'is-buy' : 'is-sell'}`;
  if (why?.reason === 'login') {
    return (
      <a href={loginHref} className={className} data-trade="login">
        {label}
      </a>
    );
  }
  if (why) {
    const reasonId = `why-${ad.id}`;
    return (
      <>
        <button
          type="button"
          className={className}
          disabled
          aria-describedby={reasonId}
          data-trade="blocked"
          data-why={why.reason}
        >
          {label}
        </button>
        <p id={reasonId} className="market-why" data-why-text={why.reason}>
          {whyNotText(why, t, locale)}
        </p>
        {why.reason === 'unverified' && (
          <a href={identityHref} className="market-link-button" data-testid="verify-link">
            {t('market.why.verify')}
          </a>
        )}
        {why.reason === 'fiat' && (
          <a
            href={fiatHref(why.homeFiat)}
            className="market-link-button"
            onClick={(event) => onSwitchFiat(why.homeFiat, event)}
          >
            {t('market.why.switchFiat', { fiat: why.homeFiat })}
          </a>
        )}
      </>
    );
  }
  return (
    <button
      type="button"
      className={className}
      data-trade="open"
      data-js
      onClick={(event) => onTrade(ad, event.currentTarget)}
      onPointerEnter={onTradeIntent}
      onFocus={onTradeIntent}
    >
      {label}
    </button>
  );
}
