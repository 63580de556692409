import { use, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { MarketAd } from '@/contract/entities';
import { mainSiteIdentityUrl, mainSiteLoginUrl, routes, type Side } from '@/config/routes';
import { createIslandTranslator } from '@/i18n/island-t';
import { localePath } from '@/i18n/paths';
import { AdTable } from '@/features/market/AdTable';
import {
  isValidAmountFilter,
  readAmountFilter,
  sanitizeAmountInput,
} from '@/features/market/amounts';
import { FilterBar, SideCoinNav } from '@/features/market/MarketFilters';
import { MARKET_LIST_LOOK, marketListTexts } from '@/features/market/market-list';
import { bestWayHref, DEFAULT_AMOUNT } from '@/features/market/best-way/best-way-query';
import {
  adsQuery,
  fiatScale,
  marketFromPath,
  marketHref,
  methodsForFiat,
  parseMarketSearch,
  TRADE_PARAM,
} from '@/features/market/market-query';
import type {
  MarketIslandProps,
  MarketPage,
  MarketQueryState,
} from '@/features/market/market-types';
import { useLiveViewer } from '@/features/market/use-live-viewer';
import { SaveSearch } from '@/features/market/SaveSearch';
import { ListStates } from '@/components/ListStates';
import { OutlineIcon } from '@/components/OutlineIcon';
import { takeOverClick } from '@/components/take-over-click';
import { useFilteredList } from '@/components/use-filtered-list';
import { createRecentPages } from '@/components/recent-pages';
import { Chunk } from '@/components/ChunkNote';
import { islandDataNow, type IslandData } from '@/components/island-data';
import { chunk, reloadKeeping, takeKept, withChunk } from '@/lib/load-chunk';
import type { MarketFilter } from '@/contract/analytics';

/**
 * The P2P market (spec section 2): side and coin, filters, the ads and paging, and the order
 * panel. The server renders it with the first page (so it is HTML before any script); once
 * hydrated it fetches further pages itself through the browser API client, which is loaded on
 * first use together with the contract (zod), like the order panel: the page's first load is
 * React and this file's small world only.
 */

/** The amount applies this long after the last keystroke (typing "1500" asks once, not 4 times). */
const AMOUNT_DEBOUNCE_MS = 300;

const loadMarketApi = chunk('market-api', () => import('@/features/market/market-api'));
const loadOrderPanel = chunk('OrderPanel', () => import('@/features/market/OrderPanel'));
/** Starts loading the market's API code ahead of a change; a failure shows at the change. */
const preloadApi = () => void loadMarketApi().catch(() => {});

/**
 * Analytics: which filter the visitor changed, by name only (never its value). `track` sends only
 * with the visitor's consent; its module loads on the first change, off the page's first load.
 */
const loadAnalytics = chunk('analytics', () => import('@/client/analytics'));
const used = (filter: MarketFilter) =>
  void loadAnalytics().then(
    ({ track }) => track('market_filter', { filter }),
    () => {},
  );

/**
 * The query each fetched page answered: the rows keep their own side, coin and fiat until the
 * next page arrives (a click updates the tabs and filters at once, the rows when their answer is
 * there), and rows that did not change are not drawn again (`AdRow` is memoised).
 */
const answered = new WeakMap<MarketPage, MarketQueryState>();

/**
 * How long a page of ads may be shown again at once (a tab the user just left, one a hand
 * hovered over) while its fresh copy is asked for; how long it is fresh enough to be shown
 * without asking (the visitor's HTML cache keeps a page as long: prices and "last seen" move
 * by at most that much); how many are kept.
 */
const RECENT_PAGE_MS = 30_000;
const REUSE_PAGE_MS = 1_000;
const RECENT_PAGES = 24;
const pageKey = (state: MarketQueryState) => JSON.stringify(adsQuery(state));

/** What a reload for a new version keeps besides the address: the typed amount, the open ad. */
interface KeptMarket {
  amount: string;
  ad: MarketAd['id'] | null;
}

/**
 * The island as the page mounts it: its data comes after its rows in the HTML
 * (`island-data.ts`), read once when it hydrates (after the document is parsed).
 */
export default function MarketIsland({ data }: { data: IslandData<MarketIslandProps> }) {
  const now = islandDataNow(data);
  return <Market {...(now instanceof Promise ? use(now) : now)} />;
}

function Market(props: MarketIslandProps) {
  const { locale, options, now, defaultFiat } = props;
  const viewer = useLiveViewer(props.viewer);
  const t = useMemo(() => createIslandTranslator(props.messages, locale), [props.messages, locale]);
  const [amountInput, setAmountInput] = useState(props.query.amount ?? props.invalidAmount ?? '');
  const [amountError, setAmountError] = useState<string | null>(
    props.invalidAmount === null
      ? null
      : t('market.filter.amountInvalid', { scale: fiatScale(options, props.query.fiat) }),
  );
  const [trade, setTrade] = useState<MarketAd | null>(null);
  /** The amount the panel opens with: the amount filter, when the address named the ad. */
  const [tradeAmount, setTradeAmount] = useState<string | null>(null);
  // Server time for "last seen": the render's `now`, moved on by the page's own monotonic time
  // when a fetched page arrives (never the device's clock, which may be wrong).
  const [clock, setClock] = useState(now);
  const born = useRef(0);

  const amountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The Trade button that opened the panel: focus goes back to it when the panel closes. */
  const openerRef = useRef<HTMLButtonElement | null>(null);

  // The pages seen moments ago, the server's first among them (issue 16, item 3).
  const [recent] = useState(() => {
    const pages = createRecentPages<MarketPage>({
      freshMs: RECENT_PAGE_MS,
      reuseMs: REUSE_PAGE_MS,
      max: RECENT_PAGES,
    });
    if (props.ads) pages.put(pageKey(props.query), props.ads);
    return pages;
  });
  /** Asks the API for a page of `state`; within the click's task when the code is here. */
  const askPage = (state: MarketQueryState, quiet: boolean) =>
    withChunk(loadMarketApi, (api) => api.fetchMarketAds(state, quiet)).then((page) => {
      answered.set(page, state);
      return page;
    });

  // Side, coin and page are history entries (Back returns); the filters rewrite the address.
  const list = useFilteredList<MarketQueryState, MarketPage>({
    initial: props.query,
    initialData: props.ads,
    href: (state) => marketHref(locale, state, defaultFiat),
    // A page shared with others (a prefetch) is not aborted: an answer that comes too late is
    // dropped by the list and kept here for a change back.
    fetch: async (state, _signal, quiet) => {
      // The refresh of a page shown again asks nothing when it is a second old or less.
      const page = await recent.fetch(pageKey(state), () => askPage(state, quiet), {
        reuse: quiet,
      });
      setClock(now + performance.now() - born.current);
      return page;
    },
    seen: (state) => recent.seen(pageKey(state)),
    title: (state) =>
      `${t(state.side === 'buy' ? 'market.title.buy' : 'market.title.sell', {
        coin: state.coin,
      })} | ${t('site.name')}`,
    pageMove: 'push',
    fromAddress: () => {
      const market = marketFromPath(location.pathname);
      if (!market || !options.coins.some((c) => c.coin === market.coin)) return null;
      const parsed = parseMarketSearch(
        market.side,
        market.coin,
        new URLSearchParams(location.search),
        options,
        defaultFiat,
      );
      setAmountInput(parsed.query.amount ?? '');
      setAmountError(null);
      return parsed.query;
    },
  });
  const { query, loading, hydrated } = list;
  const listWords = marketListTexts(t);

  useEffect(() => {
    born.current = performance.now();
    // Back from a reload for a new version: the amount as typed and the ad that was opened.
    const kept = takeKept<KeptMarket>('market');
    if (kept) {
      onAmount(kept.amount);
      setTrade(props.ads?.items.find((ad) => ad.id === kept.ad) ?? null);
    } else {
      // Sent by the best-way page: the ad it offered opens with the amount (issue 17).
      const named = new URLSearchParams(location.search).get(TRADE_PARAM);
      const ad = props.ads?.items.find((item) => String(item.id) === named);
      if (ad && props.viewer.kind === 'user') {
        setTradeAmount(props.query.amount ?? null);
        setTrade(ad);
      }
    }
    return () => clearTimeout(amountTimer.current);
  }, []);

  /** A hand over a tab (or the focus on it): its page is asked for before the click. */
  const intend = (side: Side, coin: string) => {
    const current = list.current();
    if (side === current.side && coin === current.coin) return;
    const state = { ...current, side, coin, page: 1 };
    recent.prefetch(pageKey(state), () => askPage(state, true));
  };

  const navigate = (side: Side, coin: string, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    const current = list.current();
    if (side === current.side && coin === current.coin) return;
    used(side === current.side ? 'coin' : 'side');
    list.apply({ side, coin }, 'push');
  };

  const applyAmount = (value: string) => {
    const current = list.current();
    const scale = fiatScale(options, current.fiat);
    const read = value.trim() === '' ? null : readAmountFilter(value, scale);
    if (read && !read.ok) {
      // "-5" and "1.2.3" are said as what they are; anything else names the filter's rule.
      if (read.problem === 'negative') setAmountError(t('market.validation.negative'));
      else if (read.problem === 'number') setAmountError(t('market.validation.number'));
      else setAmountError(t('market.filter.amountInvalid', { scale }));
      return;
    }
    setAmountError(null);
    const amount = read ? read.amount : null;
    if (amount === current.amount) return;
    used('amount');
    list.apply({ amount });
  };

  const onAmount = (raw: string) => {
    const value = sanitizeAmountInput(raw);
    setAmountInput(value);
    clearTimeout(amountTimer.current);
    amountTimer.current = setTimeout(() => applyAmount(value), AMOUNT_DEBOUNCE_MS);
  };

  const onClearAmount = () => {
    clearTimeout(amountTimer.current);
    setAmountInput('');
    applyAmount('');
  };

  const changeFiat = (fiat: string) => {
    const current = list.current();
    if (fiat === current.fiat) return;
    const keepMethod = methodsForFiat(options, fiat).some((m) => m.code === current.paymentMethod);
    // The amount was typed for the old fiat: kept only when the new one's scale allows it.
    const scale = fiatScale(options, fiat);
    const amount =
      current.amount && isValidAmountFilter(current.amount, scale) ? current.amount : null;
    clearTimeout(amountTimer.current);
    setAmountInput(amount ?? '');
    setAmountError(null);
    used('fiat');
    list.apply({ fiat, paymentMethod: keepMethod ? current.paymentMethod : null, amount });
  };

  const switchFiat = (fiat: string, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    changeFiat(fiat);
  };

  const hrefFor = list.hrefFor;
  const identityHref = mainSiteIdentityUrl(props.mainSite);
  const coinScale = options.coins.find((c) => c.coin === query.coin)?.scale ?? 8;
  // What the rows on screen answer: the server's first page, then each fetched one.
  const shown = (list.data && answered.get(list.data)) ?? props.query;
  const shownCoinScale = options.coins.find((c) => c.coin === shown.coin)?.scale ?? 8;
  // A visitor's Trade logs in and comes back to the market the rows are from.
  const loginHref = mainSiteLoginUrl(
    props.mainSite,
    `${props.origin}${marketHref(locale, shown, defaultFiat)}`,
  );
  const buy = query.side === 'buy';

  const empty = (
    <div className="market-empty" data-testid="market-empty">
      <OutlineIcon
        size={48}
        rect={{ x: 8, y: 10, width: 32, height: 28, rx: 4 }}
        path="M8 18h32M16 26h16M16 31h10"
      />
      <p>{t(query.online ? 'market.status.emptyOnline' : 'market.status.empty')}</p>
      {query.online && (
        <a
          href={hrefFor({ online: false })}
          className="market-link-button"
          onClick={(event) => takeOverClick(event) && list.apply({ online: false })}
        >
          {t('market.status.showAll')}
        </a>
      )}
    </div>
  );

  return (
    <div ref={list.rootRef} className="market" data-hydrated={hydrated || undefined}>
      <header className="market-head">
        <h1 className="text-2xl font-bold">
          {t(buy ? 'market.title.buy' : 'market.title.sell', { coin: query.coin })}
        </h1>
        <p className="mt-1 text-[var(--fg-muted)]">
          {t(buy ? 'market.intro.buy' : 'market.intro.sell', { coin: query.coin })}
        </p>
        {buy && (
          <p className="mt-1">
            <a
              className="text-[var(--link)]"
              href={bestWayHref(locale, {
                coin: query.coin,
                fiat: query.fiat,
                amount: query.amount ?? DEFAULT_AMOUNT,
                amountType: 'fiat',
                paymentMethod: 'visa',
              })}
              data-testid="market-best-way"
            >
              {t('market.bestWay')}
            </a>
          </p>
        )}
      </header>

      {/* The API code starts loading when a hand or the focus comes near the filters or the tabs,
          so the first change does not wait for it (issue 16, item 3); not at idle, where it
          would weigh on every visit. */}
      <div className="contents" onPointerOver={preloadApi} onFocusCapture={preloadApi}>
        <SideCoinNav
          side={query.side}
          coin={query.coin}
          coins={options.coins}
          href={(side, coin) => hrefFor({ side, coin, page: 1 })}
          onNavigate={navigate}
          onIntent={intend}
          t={t}
        />

        <FilterBar
          action={localePath(locale, routes.market(query.side, query.coin))}
          fiat={query.fiat}
          fiats={options.fiats}
          methods={methodsForFiat(options, query.fiat)}
          paymentMethod={query.paymentMethod}
          sort={query.sort}
          online={query.online}
          amountInput={amountInput}
          amountError={amountError}
          hydrated={hydrated}
          onAmount={onAmount}
          onClearAmount={onClearAmount}
          onFiat={changeFiat}
          onPaymentMethod={(paymentMethod) => {
            used('paymentMethod');
            list.apply({ paymentMethod });
          }}
          onSort={(sort) => {
            used('sort');
            list.apply({ sort });
          }}
          onOnline={(online) => {
            used('online');
            list.apply({ online });
          }}
          t={t}
        />
        {viewer.kind === 'user' && (
          <SaveSearch
            query={query}
            fiatScale={fiatScale(options, query.fiat)}
            locale={locale}
            manageHref={`${localePath(locale, routes.userCenter())}#saved-searches`}
            refusals={props.messages}
            t={t}
          />
        )}
      </div>

      <ListStates list={list} texts={listWords} look={MARKET_LIST_LOOK} empty={empty}>
        {(items) => (
          <AdTable
            ads={items}
            side={shown.side}
            coin={shown.coin}
            fiat={shown.fiat}
            fiatScale={fiatScale(options, shown.fiat)}
            coinScale={shownCoinScale}
            viewer={viewer}
            now={clock}
            t={t}
            locale={locale}
            loginHref={loginHref}
            identityHref={identityHref}
            advertiserHref={(userId) => localePath(locale, routes.adDetail(String(userId)))}
            onTrade={(ad, opener) => {
              openerRef.current = opener;
              setTradeAmount(null);
              setTrade(ad);
            }}
            onTradeIntent={() => void loadOrderPanel().catch(() => {})}
            fiatHref={(fiat) => hrefFor({ fiat, paymentMethod: null, amount: null, page: 1 })}
            onSwitchFiat={switchFiat}
            busy={loading}
          />
        )}
      </ListStates>

      {trade && (
        <Chunk
          load={loadOrderPanel}
          t={t}
          onClose={() => setTrade(null)}
          onReload={() => reloadKeeping('market', { amount: amountInput, ad: trade.id })}
        >
          {({ default: OrderPanel }) => (
            <OrderPanel
              ad={trade}
              side={query.side}
              fiatScale={fiatScale(options, trade.fiat)}
              coinScale={options.coins.find((c) => c.coin === trade.coin)?.scale ?? coinScale}
              locale={locale}
              now={clock}
              identityHref={identityHref}
              refusals={props.messages}
              initialAmount={tradeAmount}
              t={t}
              onClose={() => {
                setTrade(null);
                setTradeAmount(null);
                // The dialog leaves the DOM, so the browser cannot restore focus by itself.
                requestAnimationFrame(() => openerRef.current?.focus());
              }}
            />
          )}
        </Chunk>
      )}
    </div>
  );
}
