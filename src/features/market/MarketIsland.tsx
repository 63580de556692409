import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { MarketAd } from '@/contract/entities';
import { mainSiteLoginUrl, routes, type Side } from '@/config/routes';
import { createIslandTranslator } from '@/i18n/island-t';
import { localePath } from '@/i18n/paths';
import { AdTable } from '@/features/market/AdTable';
import { isValidAmountFilter, sanitizeAmountInput } from '@/features/market/amounts';
import { FilterBar, SideCoinNav } from '@/features/market/MarketFilters';
import {
  fiatScale,
  marketFromPath,
  marketHref,
  methodsForFiat,
  parseMarketSearch,
} from '@/features/market/market-query';
import type {
  MarketIslandProps,
  MarketPage,
  MarketQueryState,
} from '@/features/market/market-types';
import { syncPageAddress } from '@/features/market/page-address';
import { useLiveViewer } from '@/features/market/use-live-viewer';
import { Pager } from '@/components/Pager';
import { takeOverClick } from '@/components/take-over-click';
import { useLatestFetch } from '@/components/use-latest-fetch';

/**
 * The P2P market (spec section 2): side and coin, filters, the ads and paging, and the order
 * panel. The server renders it with the first page (so it is HTML before any script); once
 * hydrated it fetches further pages itself through the browser API client, which is loaded on
 * first use together with the contract (zod), like the order panel: the page's first load is
 * React and this file's small world only.
 */

const AMOUNT_DEBOUNCE_MS = 500;

const loadMarketApi = () => import('@/features/market/market-api');
const loadOrderPanel = () => import('@/features/market/OrderPanel');
const OrderPanel = lazy(loadOrderPanel);

type HistoryMode = 'push' | 'replace' | 'none';

export default function MarketIsland(props: MarketIslandProps) {
  const { locale, options, now, defaultFiat } = props;
  const viewer = useLiveViewer(props.viewer);
  const t = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const [query, setQuery] = useState<MarketQueryState>(props.query);
  const { data, loading, stale, run } = useLatestFetch<MarketPage | null>(props.ads);
  const [hydrated, setHydrated] = useState(false);
  const [amountInput, setAmountInput] = useState(props.query.amount ?? props.invalidAmount ?? '');
  const [amountError, setAmountError] = useState<string | null>(
    props.invalidAmount === null
      ? null
      : t('market.filter.amountInvalid', { scale: fiatScale(options, props.query.fiat) }),
  );
  const [trade, setTrade] = useState<MarketAd | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const queryRef = useRef(query);
  const amountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The Trade button that opened the panel: focus goes back to it when the panel closes. */
  const openerRef = useRef<HTMLButtonElement | null>(null);

  const titleOf = useCallback(
    (state: MarketQueryState) =>
      `${t(state.side === 'buy' ? 'market.title.buy' : 'market.title.sell', {
        coin: state.coin,
      })} | ${t('site.name')}`,
    [t],
  );

  /** Shows `next`: moves the address bar as asked, then fetches its ads (the latest call wins). */
  const load = useCallback(
    async (next: MarketQueryState, history: HistoryMode) => {
      queryRef.current = next;
      setQuery(next);
      const href = marketHref(locale, next, defaultFiat);
      if (history === 'push') window.history.pushState(null, '', href);
      if (history === 'replace') window.history.replaceState(null, '', href);
      syncPageAddress(href, titleOf(next), rootRef.current);

      await run(async (signal) => {
        const { fetchMarketAds } = await loadMarketApi();
        return fetchMarketAds(next, signal);
      });
    },
    [locale, defaultFiat, titleOf, run],
  );

  useEffect(() => {
    setHydrated(true);
    // Back and forward: the address says what to show.
    const onPopState = () => {
      const market = marketFromPath(location.pathname);
      if (!market || !options.coins.some((c) => c.coin === market.coin)) {
        location.reload();
        return;
      }
      const parsed = parseMarketSearch(
        market.side,
        market.coin,
        new URLSearchParams(location.search),
        options,
        defaultFiat,
      );
      setAmountInput(parsed.query.amount ?? '');
      setAmountError(null);
      void load(parsed.query, 'none');
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      clearTimeout(amountTimer.current);
    };
  }, [load, options, defaultFiat]);

  const navigate = (side: Side, coin: string, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    const current = queryRef.current;
    if (side === current.side && coin === current.coin) return;
    void load({ ...current, side, coin, page: 1 }, 'push');
  };

  const goToPage = (page: number, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    if (page === queryRef.current.page) return;
    void load({ ...queryRef.current, page }, 'push');
    rootRef.current?.querySelector('h1')?.scrollIntoView({ block: 'start' });
  };

  const applyAmount = (value: string) => {
    const current = queryRef.current;
    const scale = fiatScale(options, current.fiat);
    if (value !== '' && !isValidAmountFilter(value, scale)) {
      setAmountError(t('market.filter.amountInvalid', { scale }));
      return;
    }
    setAmountError(null);
    const amount = value === '' ? null : value;
    if (amount !== current.amount) void load({ ...current, amount, page: 1 }, 'replace');
  };

  const onAmount = (raw: string) => {
    const value = sanitizeAmountInput(raw, fiatScale(options, queryRef.current.fiat));
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
    const current = queryRef.current;
    if (fiat === current.fiat) return;
    const keepMethod = methodsForFiat(options, fiat).some((m) => m.code === current.paymentMethod);
    // The amount was typed for the old fiat: kept only when the new one's scale allows it.
    const scale = fiatScale(options, fiat);
    const amount =
      current.amount && isValidAmountFilter(current.amount, scale) ? current.amount : null;
    clearTimeout(amountTimer.current);
    setAmountInput(amount ?? '');
    setAmountError(null);
    void load(
      {
        ...current,
        fiat,
        paymentMethod: keepMethod ? current.paymentMethod : null,
        amount,
        page: 1,
      },
      'replace',
    );
  };

  const switchFiat = (fiat: string, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    changeFiat(fiat);
  };

  const retry = (event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    void load(queryRef.current, 'none');
  };

  const hrefFor = (patch: Partial<MarketQueryState>) =>
    marketHref(locale, { ...query, ...patch }, defaultFiat);
  const currentHref = hrefFor({});
  const loginHref = mainSiteLoginUrl(props.mainSite, `${props.origin}${currentHref}`);
  const coinScale = options.coins.find((c) => c.coin === query.coin)?.scale ?? 8;
  const scale = fiatScale(options, query.fiat);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const buy = query.side === 'buy';

  return (
    <div ref={rootRef} className="market" data-hydrated={hydrated || undefined}>
      <header className="market-head">
        <h1 className="text-2xl font-bold">
          {t(buy ? 'market.title.buy' : 'market.title.sell', { coin: query.coin })}
        </h1>
        <p className="mt-1 text-[var(--fg-muted)]">
          {t(buy ? 'market.intro.buy' : 'market.intro.sell', { coin: query.coin })}
        </p>
      </header>

      <SideCoinNav
        side={query.side}
        coin={query.coin}
        coins={options.coins}
        href={(side, coin) => hrefFor({ side, coin, page: 1 })}
        onNavigate={navigate}
        t={t}
      />

      <FilterBar
        action={localePath(locale, routes.market(query.side, query.coin))}
        fiat={query.fiat}
        fiats={options.fiats}
        methods={methodsForFiat(options, query.fiat)}
        paymentMethod={query.paymentMethod}
        amountInput={amountInput}
        amountError={amountError}
        hydrated={hydrated}
        onAmount={onAmount}
        onClearAmount={onClearAmount}
        onFiat={changeFiat}
        onPaymentMethod={(paymentMethod) =>
          void load({ ...queryRef.current, paymentMethod, page: 1 }, 'replace')
        }
        t={t}
      />

      <p className="market-status" role="status" data-testid="market-status">
        {loading
          ? t('market.status.loading')
          : data && data.total > 0
            ? t('market.status.count', { total: data.total })
            : ''}
      </p>

      {stale && data && (
        <p className="market-stale">
          {t('market.error.stale')}{' '}
          <a href={currentHref} className="text-button" onClick={retry}>
            {t('market.error.retry')}
          </a>
        </p>
      )}

      {data === null ? (
        <div className="market-error" data-testid="market-error">
          <p className="font-semibold">{t('market.error.title')}</p>
          <p className="mt-1 text-[var(--fg-muted)]">{t('market.error.body')}</p>
          <a href={currentHref} className="market-retry" onClick={retry}>
            {t('market.error.retry')}
          </a>
        </div>
      ) : data.items.length === 0 ? (
        <div className="market-empty" data-testid="market-empty">
          <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <rect
              x="8"
              y="10"
              width="32"
              height="28"
              rx="4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M8 18h32M16 26h16M16 31h10" stroke="currentColor" strokeWidth="2" />
          </svg>
          <p>{t('market.status.empty')}</p>
        </div>
      ) : (
        <div className={loading ? 'market-results is-loading' : 'market-results'}>
          <AdTable
            ads={data.items}
            side={query.side}
            coin={query.coin}
            fiat={query.fiat}
            fiatScale={scale}
            coinScale={coinScale}
            viewer={viewer}
            now={now}
            t={t}
            loginHref={loginHref}
            advertiserHref={(userId) => localePath(locale, routes.adDetail(String(userId)))}
            onTrade={(ad, opener) => {
              openerRef.current = opener;
              setTrade(ad);
            }}
            onTradeIntent={() => void loadOrderPanel().catch(() => {})}
            fiatHref={(fiat) => hrefFor({ fiat, paymentMethod: null, amount: null, page: 1 })}
            onSwitchFiat={switchFiat}
            busy={loading}
          />
        </div>
      )}

      {data && (
        <Pager
          page={data.page}
          pages={pages}
          href={(page) => hrefFor({ page })}
          onPage={goToPage}
          labels={{
            label: t('market.paging.label'),
            previous: t('market.paging.previous'),
            next: t('market.paging.next'),
            page: (page) => t('market.paging.page', { page }),
          }}
        />
      )}

      {trade && (
        <Suspense fallback={null}>
          <OrderPanel
            ad={trade}
            side={query.side}
            fiatScale={fiatScale(options, trade.fiat)}
            coinScale={options.coins.find((c) => c.coin === trade.coin)?.scale ?? coinScale}
            locale={locale}
            t={t}
            onClose={() => {
              setTrade(null);
              // The dialog leaves the DOM, so the browser cannot restore focus by itself.
              requestAnimationFrame(() => openerRef.current?.focus());
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
