import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import type { OrderStatusFilter } from '@/contract/entities';
import type { TOPICS } from '@/contract/socket';
import { routes } from '@/config/routes';
import { createIslandTranslator } from '@/i18n/island-t';
import { localePath } from '@/i18n/paths';
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
import { browserTimeZone, displayTimeZone } from '@/i18n/time-zone';
import type { OrderListIslandProps, OrderPage } from '@/features/orders/list/order-list-types';
import { ListStates, listTexts, type ListLook } from '@/components/ListStates';
import { takeOverClick } from '@/components/take-over-click';
import { useFilteredList } from '@/components/use-filtered-list';
import { useTopicRefresh } from '@/components/use-topic-refresh';
import { OrderListEmpty } from '@/features/orders/list/OrderListEmpty';
import { OrderTable } from '@/features/orders/list/OrderTable';
import { $isWalletUser } from '@/stores/session-flags';
import { chunk, withChunk } from '@/lib/load-chunk';

/**
 * "My orders" (spec section 2): status tabs, filters (crypto, fiat, order type, date range),
 * the orders and paging. The server renders the first page for the filters in the address;
 * once hydrated, every change rewrites the address (history.replaceState, so reload and share
 * keep the view) and fetches through the browser API client, loaded on first use.
 */

const loadChatUnread = chunk('chat-unread', () => import('@/features/orders/list/chat-unread'));
const loadOrderListApi = chunk(
  'order-list-api',
  () => import('@/features/orders/list/order-list-api'),
);
/** The topic by value: importing the contract's socket module would bring zod to the island. */
const USER_ORDERS: (typeof TOPICS)['userOrders'] = 'user.orders';

const LIST_LOOK: ListLook = {
  status: 'ol-status-line',
  statusTestId: 'order-list-status',
  statusLive: 'status',
  stale: 'ol-stale',
  error: 'ol-panel is-error',
  errorTestId: 'order-list-error',
  errorBody: 'text-[var(--fg-muted)]',
  retry: 'primary-button',
  results: 'ol-results',
};

export default function OrderListIsland(props: OrderListIslandProps) {
  const { locale, options } = props;
  const t: OrderListT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const [now, setNow] = useState(props.now);
  const [rangeChoice, setRangeChoice] = useState<DateRange>(props.filters.range);
  const [from, setFrom] = useState(props.filters.from);
  const [to, setTo] = useState(props.filters.to);
  const [rangeProblem, setRangeProblem] = useState(props.rangeProblem);
  // The server's answer renders first; then the session store decides (`$session`).
  const walletUser = useStore($isWalletUser, { ssr: () => props.walletUser });

  // Every change rewrites the address (reload and share keep the view), pages included.
  const list = useFilteredList<OrderListFilters, OrderPage>({
    initial: props.filters,
    initialData: props.orders,
    href: (next) => orderListHref(locale, next),
    // In the browser, days are the viewer's own.
    fetch: (next, signal, quiet) =>
      withChunk(loadOrderListApi, (api) =>
        api.fetchOrders(orderListApiQuery(next, Date.now(), browserTimeZone()), signal, quiet),
      ),
  });
  // Orders placed, paid, released or cancelled show up, move and change without a reload.
  useTopicRefresh(walletUser ? null : USER_ORDERS, list.refreshQuietly);
  const chatUnread = useChatUnread(!walletUser);
  const { query: filters, loading, hydrated } = list;
  const listWords = listTexts(t, 'orderList', {
    loading: 'orderList.state.loading',
    count: 'orderList.state.count',
  });

  useEffect(() => {
    setNow(Date.now());
    // The server counted a custom range in the cookie's zone (UTC on a first visit); the
    // browser's days may differ.
    if (
      props.orders &&
      props.rangeProblem === null &&
      needsLocalRefetch(props.filters, props.renderedBounds, Date.now(), browserTimeZone())
    ) {
      void list.load(props.filters);
    }
    // Once, on mount: the props are the server's first render.
  }, []);

  // On a phone the tabs scroll sideways: keep the current one in view.
  useEffect(() => {
    const tab = list.rootRef.current?.querySelector<HTMLElement>('.ol-tab[aria-current="page"]');
    const strip = tab?.closest<HTMLElement>('.ol-tabs');
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    if (tabBox.left < stripBox.left || tabBox.right > stripBox.right) {
      strip.scrollLeft += tabBox.left - stripBox.left - (stripBox.width - tabBox.width) / 2;
    }
  }, [filters.status]);

  const apply = (patch: Partial<OrderListFilters>) => list.apply(patch);

  const selectTab = (status: OrderStatusFilter, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    if (status !== list.current().status) apply({ status });
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
    const next = resetFilters(list.current());
    setRangeChoice(next.range);
    setFrom('');
    setTo('');
    setRangeProblem(null);
    void list.load(next);
  };

  const rangeErrorField =
    rangeProblem === 'fromRequired' ? 'from' : rangeProblem === 'toRequired' ? 'to' : null;

  const empty = (
    <OrderListEmpty
      locale={locale}
      filters={filters}
      resetHref={orderListHref(locale, resetFilters(filters))}
      onReset={reset}
      t={t}
    />
  );

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
      ref={list.rootRef}
      className="ol"
      data-testid="order-list"
      data-hydrated={hydrated || undefined}
    >
      <Heading t={t} />

      <StatusTabs
        status={filters.status}
        href={(status) => list.hrefFor({ status, page: 1 })}
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
        maxDay={todayIso(now, displayTimeZone(props.timeZone ?? null, hydrated))}
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

      <ListStates list={list} texts={listWords} look={LIST_LOOK} empty={empty}>
        {(items) => (
          <OrderTable
            orders={items}
            options={options}
            locale={locale}
            timeZone={displayTimeZone(props.timeZone ?? null, hydrated)}
            orderHref={(orderNo) => localePath(locale, routes.order('detail', orderNo))}
            chatUnread={chatUnread}
            busy={loading}
            t={t}
          />
        )}
      </ListStates>
    </div>
  );
}

/**
 * The orders' unread chat counts pushed on `user.chat` since the page loaded (newer than the
 * rows' own `chatUnread`); the watcher loads on demand.
 */
function useChatUnread(follow: boolean): Readonly<Record<string, number>> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!follow) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadChatUnread()
      .then(({ watchChatUnread }) => {
        if (cancelled) return;
        stop = watchChatUnread((orderNo, unread) =>
          setCounts((now) => ({ ...now, [orderNo]: unread })),
        );
      })
      // Without the socket code the badges keep the rows' counts (refreshed with the rows).
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [follow]);
  return counts;
}

function Heading({ t }: { t: OrderListT }) {
  return (
    <header className="ol-head">
      <h1 className="text-2xl font-bold">{t('orderList.title')}</h1>
      <p className="mt-1 text-[var(--fg-muted)]">{t('orderList.intro')}</p>
    </header>
  );
}
