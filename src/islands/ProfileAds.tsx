import { useEffect, useMemo, useRef, useState } from 'react';
import type { MarketAd } from '@/contract/entities';
import { mainSiteIdentityUrl, mainSiteLoginUrl, type Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { createIslandTranslator } from '@/i18n/island-t';
import { Chunk } from '@/components/ChunkNote';
import { ListError } from '@/components/ListStates';
import { chunk } from '@/lib/load-chunk';
import { pageCount } from '@/components/list-page';
import { Pager } from '@/components/Pager';
import { AdTable } from '@/features/market/AdTable';
import { MARKET_LIST_LOOK, marketListTexts } from '@/features/market/market-list';
import { marketHref } from '@/features/market/market-query';
import type { MarketMessages } from '@/features/market/messages';
import { useLiveViewer } from '@/features/market/use-live-viewer';
import type { AdvertiserAdsLoad } from '@/features/market/server/load-advertiser-ads';
import type { ProfileAdsMessages } from '@/features/user/profile/messages';
import { profileHref, type ActivityDays } from '@/features/user/profile/profile-query';

/**
 * The profile page's only island: the advertiser's listed ads with Trade buttons. The market
 * feature's table and order panel, composed here by the page (features never import each other)
 * under the profile's own navigation: the side, then the markets where the advertiser has ads.
 * Every choice is a real link the server renders (the first page is HTML, crawlable and usable
 * without a script); the island adds only the order panel, loaded on first use. The leading
 * underscore keeps this file out of Astro's routes.
 */
const loadOrderPanel = chunk('OrderPanel', () => import('@/features/market/OrderPanel'));

const SIDES: readonly Side[] = ['buy', 'sell'];

export interface ProfileAdsProps {
  locale: LocaleCode;
  messages: MarketMessages;
  texts: ProfileAdsMessages;
  /** The exchange's main site (a visitor's Trade logs in there and comes back). */
  mainSite: string;
  origin: string;
  userId: number;
  nickname: string;
  /** The chart period, kept by every link of this section. */
  days: ActivityDays;
  load: AdvertiserAdsLoad;
  /** Server time of the render, so the server's HTML and the hydrated island agree. */
  now: number;
}

export default function ProfileAds(props: ProfileAdsProps) {
  const { locale, userId, nickname, days, load } = props;
  const t = useMemo(() => createIslandTranslator(props.messages, locale), [props.messages, locale]);
  const pt = useMemo(() => createIslandTranslator(props.texts, locale), [props.texts, locale]);
  const words = marketListTexts(t);
  const [trade, setTrade] = useState<MarketAd | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // The table is shown only for an `ok` load; the hook runs on every render all the same.
  const viewer = useLiveViewer(load.kind === 'ok' ? load.viewer : { kind: 'visitor' });
  /** The Trade button that opened the panel: focus goes back to it when the panel closes. */
  const openerRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => setHydrated(true), []);

  const query = load.kind === 'ok' ? load.query : null;
  const href = (view: { side?: Side; coin?: string; fiat?: string; page?: number }) =>
    profileHref(locale, userId, { days, ...view });
  const currentHref = query
    ? href({ side: query.side, coin: query.coin, fiat: query.fiat, page: query.page })
    : href(load.kind === 'ok' ? { side: load.side } : {});

  return (
    <section
      className="market"
      aria-labelledby="pf-ads-title"
      data-testid="profile-ads"
      data-hydrated={hydrated || undefined}
    >
      <h2 id="pf-ads-title" className="pf-section-title">
        {pt('profile.ads.title', { nickname })}
      </h2>
      {load.kind === 'unavailable' || (query !== null && load.ads === null) ? (
        <ListError texts={words} look={MARKET_LIST_LOOK} href={currentHref} />
      ) : load.markets.length === 0 ? (
        <p className="market-empty" data-testid="market-empty">
          {pt('profile.ads.none', { nickname })}
        </p>
      ) : (
        <>
          <div className="market-nav">
            <nav aria-label={t('market.side.label')} className="market-sides">
              {SIDES.map((side) => (
                <a
                  key={side}
                  href={href({ side })}
                  aria-current={side === load.side ? 'page' : undefined}
                  className={`market-side is-${side}`}
                >
                  {t(side === 'buy' ? 'market.side.buy' : 'market.side.sell')}
                  <span className="pf-side-count">
                    ({load.markets.filter((m) => m.side === side).reduce((n, m) => n + m.total, 0)})
                  </span>
                </a>
              ))}
            </nav>
            <nav aria-label={pt('profile.ads.markets')} className="market-coins">
              <ul>
                {load.markets
                  .filter((m) => m.side === load.side)
                  .map((m) => (
                    <li key={`${m.coin}/${m.fiat}`}>
                      <a
                        href={href({ side: m.side, coin: m.coin, fiat: m.fiat })}
                        aria-current={
                          m.coin === query?.coin && m.fiat === query.fiat ? 'page' : undefined
                        }
                        className="market-coin"
                        translate="no"
                      >
                        {m.coin}/{m.fiat} ({m.total})
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          </div>
          {query === null || load.ads === null ? (
            <p className="market-empty" data-testid="market-empty">
              {pt('profile.ads.emptySide', { nickname })}
            </p>
          ) : (
            <>
              <AdTable
                ads={load.ads.items}
                side={query.side}
                coin={query.coin}
                fiat={query.fiat}
                fiatScale={load.fiatScale}
                coinScale={load.coinScale}
                viewer={viewer}
                now={props.now}
                t={t}
                locale={locale}
                loginHref={mainSiteLoginUrl(props.mainSite, `${props.origin}${currentHref}`)}
                identityHref={mainSiteIdentityUrl(props.mainSite)}
                advertiserHref={() => href({})}
                onTrade={(ad, opener) => {
                  openerRef.current = opener;
                  setTrade(ad);
                }}
                onTradeIntent={() => void loadOrderPanel().catch(() => {})}
                fiatHref={(fiat) =>
                  load.markets.some(
                    (m) => m.side === query.side && m.coin === query.coin && m.fiat === fiat,
                  )
                    ? href({ side: query.side, coin: query.coin, fiat })
                    : marketHref(locale, { ...query, fiat, page: 1 }, '')
                }
                // The "switch fiat" link is a plain link here: it navigates.
                onSwitchFiat={() => {}}
                busy={false}
              />
              <Pager
                page={load.ads.page}
                pages={pageCount(load.ads)}
                href={(page) =>
                  href({ side: query.side, coin: query.coin, fiat: query.fiat, page })
                }
                // Page links navigate: the server renders every page of the list.
                onPage={() => {}}
                labels={words.paging}
              />
            </>
          )}
        </>
      )}

      {trade && query && load.kind === 'ok' && (
        <Chunk load={loadOrderPanel} t={t} onClose={() => setTrade(null)}>
          {({ default: OrderPanel }) => (
            <OrderPanel
              ad={trade}
              side={query.side}
              fiatScale={load.fiatScale}
              coinScale={load.coinScale}
              locale={locale}
              now={props.now}
              identityHref={mainSiteIdentityUrl(props.mainSite)}
              refusals={props.messages}
              t={t}
              onClose={() => {
                setTrade(null);
                // The dialog leaves the DOM, so the browser cannot restore focus by itself.
                requestAnimationFrame(() => openerRef.current?.focus());
              }}
            />
          )}
        </Chunk>
      )}
    </section>
  );
}
