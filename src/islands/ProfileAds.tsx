import type { MarketAd } from '@/contract/entities';
import { mainSiteIdentityUrl, mainSiteLoginUrl, type Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { createIslandTranslator } from '@/i18n/island-t';
import { ListError } from '@/components/ListStates';
import { pageCount } from '@/components/list-page';
import { Pager } from '@/components/Pager';
import { AdTable } from '@/features/market/AdTable';
import { MARKET_LIST_LOOK, marketListTexts } from '@/features/market/market-list';
import { marketHref } from '@/features/market/market-query';
import type { MarketMessages } from '@/features/market/messages';
import { whyNot } from '@/features/market/why-not';
import type { AdvertiserAdsLoad } from '@/features/market/server/load-advertiser-ads';
import type { ProfileAdsMessages } from '@/features/user/profile/messages';
import { profileHref, type ActivityDays } from '@/features/user/profile/profile-query';
import type { ProfileTradeData } from '@/islands/profile-order-panel';

/**
 * The advertiser's listed ads on the profile page, rendered on the server only (issue 16,
 * item 2: no React on profiles). The market feature's table under the profile's own
 * navigation (the side, then the markets where the advertiser has ads), composed here because
 * features never import each other. Every choice is a real link; the Trade buttons are plain
 * HTML that `<p2p-profile>` (`profile-element.ts`) brings to life: React and the order panel
 * load on the first click (`profile-order-panel.tsx`). A visitor's Trade is a login link.
 */

const SIDES: readonly Side[] = ['buy', 'sell'];

export interface ProfileAdsProps {
  locale: LocaleCode;
  messages: MarketMessages;
  texts: ProfileAdsMessages;
  /** The exchange's main site (a visitor's Trade logs in there and comes back; "Verify now"). */
  mainSite: string;
  /** This site's origin, for the login's return address. */
  origin: string;
  userId: number;
  nickname: string;
  /** The chart period, kept by every link of this section. */
  days: ActivityDays;
  load: AdvertiserAdsLoad;
  /** Server time of the render (the rows' "last seen", the order panel's). */
  now: number;
}

/** The link to this profile's ads with `view` chosen (the chart period kept). */
function adsHref(props: ProfileAdsProps, view: Parameters<typeof profileHref>[2]) {
  return profileHref(props.locale, props.userId, { days: props.days, ...view });
}

/**
 * What the order panel needs to open on one of these rows, or null when no row can be taken by
 * this viewer (a visitor, the advertiser, a reason shown on every row): then the page carries
 * no data and the click has nothing to load. Only the rows that can be taken are included.
 */
export function profileTradeData(props: ProfileAdsProps): ProfileTradeData | null {
  const { load } = props;
  if (load.kind !== 'ok' || load.query === null || load.ads === null) return null;
  const viewer = load.viewer;
  const open: MarketAd[] = load.ads.items.filter((ad) => whyNot(ad, viewer, props.now) === null);
  if (open.length === 0) return null;
  return {
    locale: props.locale,
    side: load.query.side,
    fiatScale: load.fiatScale,
    coinScale: load.coinScale,
    now: props.now,
    identityHref: mainSiteIdentityUrl(props.mainSite),
    messages: props.messages,
    ads: open,
  };
}

export default function ProfileAds(props: ProfileAdsProps) {
  const { locale, nickname, load } = props;
  const t = createIslandTranslator(props.messages, locale);
  const pt = createIslandTranslator(props.texts, locale);
  const words = marketListTexts(t);
  const query = load.kind === 'ok' ? load.query : null;
  const href = (view: Parameters<typeof profileHref>[2]) => adsHref(props, view);
  const currentHref = query
    ? href({ side: query.side, coin: query.coin, fiat: query.fiat, page: query.page })
    : href(load.kind === 'ok' ? { side: load.side } : {});

  return (
    <section className="market" aria-labelledby="pf-ads-title" data-testid="profile-ads">
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
                viewer={load.viewer}
                now={props.now}
                t={t}
                locale={locale}
                loginHref={mainSiteLoginUrl(props.mainSite, `${props.origin}${currentHref}`)}
                identityHref={mainSiteIdentityUrl(props.mainSite)}
                advertiserHref={() => href({})}
                // Server HTML only: `<p2p-profile>` handles the Trade buttons in the browser.
                onTrade={() => {}}
                onTradeIntent={() => {}}
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
    </section>
  );
}
