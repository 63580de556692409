import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { OrderStatusFilter } from '@/contract/entities';
import { routes } from '@/config/routes';
import { createIslandTranslator } from '@/i18n/island-t';
import { localePath, stripLocalePrefix } from '@/i18n/paths';
import { todayIso, validateCustomRange, type DateRange } from '@/features/orders/list/date-range';
import type { OrderListT } from '@/features/orders/list/messages';
import { FilterForm, StatusTabs } from '@/features/orders/list/OrderFilters';
import {
  needsLocalRefetch,
  orderListApiQuery,
  orderListHref,
  resetFilters,
  type OrderListFilters,
} from '@/features/orders/list/order-list-query';
import type { OrderListIslandProps, OrderPage } from '@/features/orders/list/order-list-types';
import { Pager } from '@/components/Pager';
import { takeOverClick } from '@/components/take-over-click';
import { useLatestFetch } from '@/components/use-latest-fetch';
import { OrderTable } from '@/features/orders/list/OrderTable';
import { $isWalletUser } from '@/stores/session';

/**
 * "My orders" (spec section 2): status tabs, filters (crypto, fiat, order type, date range),
 * the orders and paging. The server renders the first page for the filters in the address;
 * once hydrated, every change rewrites the address (history.replaceState, so reload and share
 * keep the view) and fetches through the browser API client, loaded on first use.
 */

const loadOrderListApi = () => import('@/features/orders/list/order-list-api');

export default function OrderListIsland(props: OrderListIslandProps) {
  const { locale, options } = props;
  const t: OrderListT = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const [filters, setFilters] = useState<OrderListFilters>(props.filters);
  const { data, loading, stale, run } = useLatestFetch<OrderPage | null>(props.orders);
  const [hydrated, setHydrated] = useState(false);
  const [now, setNow] = useState(props.now);
  const [rangeChoice, setRangeChoice] = useState<DateRange>(props.filters.range);
  const [from, setFrom] = useState(props.filters.from);
  const [to, setTo] = useState(props.filters.to);
  const [rangeProblem, setRangeProblem] = useState(props.rangeProblem);
  // The server's answer renders first; then the session store decides (`$session`).
  const walletUser = useStore($isWalletUser, { ssr: () => props.walletUser });

  const rootRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef(filters);

  /** Shows `next`: rewrites the address, then fetches its orders (the latest call wins). */
  const load = useCallback(
    async (next: OrderListFilters) => {
      filtersRef.current = next;
      setFilters(next);
      const href = orderListHref(locale, next);
      window.history.replaceState(window.history.state, '', href);
      keepLanguageSwitchOn(href);

      await run(async (signal) => {
        const { fetchOrders } = await loadOrderListApi();
        // In the browser, days are the viewer's own.
        return fetchOrders(orderListApiQuery(next, Date.now(), 'local'), signal);
      });
    },
    [locale, run],
  );

  useEffect(() => {
    setHydrated(true);
    setNow(Date.now());
    // The server counted a custom range in UTC days; the viewer's days may differ.
    if (
      props.orders &&
      props.rangeProblem === null &&
      needsLocalRefetch(props.filters, props.renderedBounds, Date.now())
    ) {
      void load(props.filters);
    }
    // Once, on mount: the props are the server's first render.
  }, []);

  // On a phone the tabs scroll sideways: keep the current one in view.
  useEffect(() => {
    const tab = rootRef.current?.querySelector<HTMLElement>('.ol-tab[aria-current="page"]');
    const strip = tab?.closest<HTMLElement>('.ol-tabs');
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    if (tabBox.left < stripBox.left || tabBox.right > stripBox.right) {
      strip.scrollLeft += tabBox.left - stripBox.left - (stripBox.width - tabBox.width) / 2;
    }
  }, [filters.status]);

  const apply = (patch: Partial<OrderListFilters>) =>
    void load({ ...filtersRef.current, ...patch, page: 1 });

  const selectTab = (status: OrderStatusFilter, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    if (status !== filtersRef.current.status) apply({ status });
  };

  const chooseRange = (range: DateRange) => {
    setRangeChoice(range);
    setRangeProblem(null);
    // A custom range applies once both days are chosen (Apply); the others at once.
    if (range !== 'custom') apply({ range, from: '', to: '' });
  };

  const applyCustom = () => {
    const problem = validateCustomRange(from, to);
    setRangeProblem(problem);
    if (problem) return;
    apply({ range: 'custom', from, to });
  };

  const reset = (event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    const next = resetFilters(filtersRef.current);
    setRangeChoice(next.range);
    setFrom('');
    setTo('');
    setRangeProblem(null);
    void load(next);
  };

  const goToPage = (page: number, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    if (page === filtersRef.current.page) return;
    void load({ ...filtersRef.current, page });
    rootRef.current?.querySelector('h1')?.scrollIntoView({ block: 'start' });
  };

  const retry = (event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    void load(filtersRef.current);
  };

  const hrefFor = (patch: Partial<OrderListFilters>) =>
    orderListHref(locale, { ...filters, ...patch });
  const currentHref = hrefFor({});
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const rangeErrorField =
    rangeProblem === 'fromRequired' ? 'from' : rangeProblem === 'toRequired' ? 'to' : null;

  if (walletUser) {
    return (
      <div className="ol" data-testid="order-list">
        <Heading t={t} />
        <p className="ol-notice" role="note">
          {t('session.walletNotice')}
        </p>
      </div>
    );
  }

  return (
    <div
      ref={rootRef}
      className="ol"
      data-testid="order-list"
      data-hydrated={hydrated || undefined}
    >
      <Heading t={t} />

      <StatusTabs
        status={filters.status}
        href={(status) => hrefFor({ status, page: 1 })}
        onSelect={selectTab}
        t={t}
      />

      <FilterForm
        action={localePath(locale, routes.myOrder())}
        filters={filters}
        rangeChoice={rangeChoice}
        from={from}
        to={to}
        rangeError={rangeProblem ? t(`orderList.range.${rangeProblem}`) : null}
        rangeErrorField={rangeErrorField}
        options={options}
        maxDay={todayIso(now, hydrated ? 'local' : 'utc')}
        hydrated={hydrated}
        busy={loading}
        resetHref={orderListHref(locale, resetFilters(filters))}
        onCoin={(coin) => apply({ coin })}
        onFiat={(fiat) => apply({ fiat })}
        onType={(type) => apply({ type })}
        onRange={chooseRange}
        onFrom={(day) => {
          setFrom(day);
          setRangeProblem(null);
        }}
        onTo={(day) => {
          setTo(day);
          setRangeProblem(null);
        }}
        onApplyCustom={applyCustom}
        onReset={reset}
        t={t}
      />

      <p className="ol-status-line" role="status" data-testid="order-list-status">
        {loading
          ? t('orderList.state.loading')
          : data && data.total > 0
            ? t('orderList.state.count', { total: data.total })
            : ''}
      </p>

      {stale && data && (
        <p className="ol-stale">
          {t('orderList.error.stale')}{' '}
          <a href={currentHref} className="text-button" onClick={retry}>
            {t('orderList.error.retry')}
          </a>
        </p>
      )}

      {data === null ? (
        <div className="ol-panel is-error" data-testid="order-list-error">
          <p className="font-semibold">{t('orderList.error.title')}</p>
          <p className="text-[var(--fg-muted)]">{t('orderList.error.body')}</p>
          <a href={currentHref} className="primary-button" onClick={retry}>
            {t('orderList.error.retry')}
          </a>
        </div>
      ) : data.items.length === 0 ? (
        <div className="ol-panel" data-testid="order-list-empty">
          <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
            <rect
              x="12"
              y="8"
              width="32"
              height="40"
              rx="4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M19 18h18M19 25h18M19 32h11" stroke="currentColor" strokeWidth="2" />
          </svg>
          <p className="font-semibold text-[var(--fg)]">{t('orderList.state.empty')}</p>
          <p>{t('orderList.state.emptyHint')}</p>
          <a href={localePath(locale, routes.market())} className="text-button">
            {t('orderList.goToMarket')}
          </a>
        </div>
      ) : (
        <div className={loading ? 'ol-results is-loading' : 'ol-results'}>
          <OrderTable
            orders={data.items}
            options={options}
            locale={locale}
            timeZone={hydrated ? 'local' : 'utc'}
            orderHref={(orderNo) => localePath(locale, routes.order('detail', orderNo))}
            busy={loading}
            t={t}
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
            label: t('orderList.paging.label'),
            previous: t('orderList.paging.previous'),
            next: t('orderList.paging.next'),
            page: (page) => t('orderList.paging.page', { page }),
          }}
        />
      )}
    </div>
  );
}

function Heading({ t }: { t: OrderListT }) {
  return (
    <header className="ol-head">
      <h1 className="text-2xl font-bold">{t('orderList.title')}</h1>
      <p className="mt-1 text-[var(--fg-muted)]">{t('orderList.intro')}</p>
    </header>
  );
}

/**
 * Browser only: the language switch posts the page to come back to (`to`); once the island has
 * moved the address, it must come back to the new one (filters included).
 */
function keepLanguageSwitchOn(localizedHref: string) {
  const url = new URL(localizedHref, location.origin);
  const path = stripLocalePrefix(url.pathname);
  for (const input of document.querySelectorAll<HTMLInputElement>('form input[name="to"]')) {
    if (input.type === 'hidden') input.value = `${path}${url.search}`;
  }
}
