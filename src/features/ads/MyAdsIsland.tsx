import { useEffect, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import type { AdAction, MyAd } from '@/contract/ads';
import type { TOPICS } from '@/contract/socket';
import { routes } from '@/config/routes';
import { ListStates, listTexts, type ListLook } from '@/components/ListStates';
import { syncShellAddress } from '@/components/shell-address';
import { takeOverClick } from '@/components/take-over-click';
import { useFilteredList } from '@/components/use-filtered-list';
import { useTopicRefresh } from '@/components/use-topic-refresh';
import { chunk, isChunkError, withChunk } from '@/lib/load-chunk';
import { createIslandTranslator } from '@/i18n/island-t';
import { localePath } from '@/i18n/paths';
import { AdActionDialog } from '@/features/ads/AdActionDialog';
import { loadAdsApi } from '@/features/ads/load-ads-api';
import { displayTimeZone } from '@/i18n/time-zone';
import type { MyAdsIslandProps, MyAdsPage } from '@/features/ads/ad-types';
import type { MyAdsT } from '@/features/ads/messages';
import { MyAdsFilterForm } from '@/features/ads/MyAdsFilters';
import { MyAdsTable, type RowAction } from '@/features/ads/MyAdsTable';
import {
  DEFAULT_MY_ADS_FILTERS,
  myAdsApiQuery,
  myAdsHref,
  type MyAdsFilters,
} from '@/features/ads/my-ads-query';

/**
 * My ads (spec sections 2 and 4): filters (status, type, coin, fiat) kept in the address, the
 * ads with their status, and per row edit, delist, relist and delete, each confirmed first
 * (delisting leaves running orders alone). The server renders the first page; once hydrated,
 * filters and pages are fetched through the browser API client, loaded on first use (should
 * its code not load, the list says it could not load, with Retry; a confirmation says so and
 * its button tries again).
 */

/** The topic by value: importing the contract's socket module would bring zod to the island. */
const USER_ORDERS: (typeof TOPICS)['userOrders'] = 'user.orders';
const loadActionRefusal = chunk('action-refusal', () => import('@/features/ads/action-refusal'));

const NOTICE_KEY = {
  created: 'ads.list.notice.created',
  createdOffline: 'ads.list.notice.createdOffline',
  updated: 'ads.list.notice.updated',
  updatedOnline: 'ads.list.notice.updatedOnline',
  updatedOffline: 'ads.list.notice.updatedOffline',
} as const;

const DONE_KEY = {
  delist: 'ads.list.done.delist',
  relist: 'ads.list.done.relist',
  delete: 'ads.list.done.delete',
} as const satisfies Record<AdAction, string>;

const LIST_LOOK: ListLook = {
  status: 'mya-loading',
  // The notice above is the island's status; this line is a polite live region of its own.
  statusLive: 'polite',
  stale: 'mya-stale',
  error: 'mya-panel is-error',
  errorTestId: 'my-ads-error',
  retry: 'primary-button',
  results: 'mya-results',
};

interface Pending {
  ad: MyAd;
  action: RowAction;
}

export default function MyAdsIsland(props: MyAdsIslandProps) {
  const { locale, coins, fiats } = props;
  const t: MyAdsT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const [status, setStatus] = useState(props.notice ? t(NOTICE_KEY[props.notice]) : '');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  // Every change rewrites the address (reload and share keep the view), pages included.
  const list = useFilteredList<MyAdsFilters, MyAdsPage>({
    initial: props.filters,
    initialData: props.ads,
    href: (next) => myAdsHref(locale, next),
    fetch: (next, signal, quiet) =>
      withChunk(loadAdsApi, (api) => api.fetchMyAds(myAdsApiQuery(next), signal, quiet)),
  });
  // An order placed, ended or cancelled on my ad moves its remaining quantity and open orders.
  useTopicRefresh(USER_ORDERS, list.refreshQuietly);
  const { query: filters, hydrated } = list;
  const listWords = listTexts(t, 'ads.list', {
    loading: 'ads.list.loading',
    count: 'ads.list.count',
  });

  useEffect(() => {
    // The notice is said once: a reload or a shared link does not repeat it.
    if (props.notice) {
      const href = myAdsHref(locale, props.filters);
      window.history.replaceState(window.history.state, '', href);
      syncShellAddress(href, list.rootRef.current);
    }
    // Once, on mount: the props are the server's first render.
  }, []);

  const apply = (patch: Partial<MyAdsFilters>) => {
    setStatus('');
    list.apply(patch);
  };

  const reset = (event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    setStatus('');
    void list.load(DEFAULT_MY_ADS_FILTERS);
  };

  const ask = (ad: MyAd, action: RowAction, event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    setDialogError(null);
    setPending({ ad, action });
  };

  const closeDialog = () => {
    if (busy) return;
    setPending(null);
    setDialogError(null);
  };

  const confirm = async () => {
    if (!pending || pending.action === 'edit') return;
    const { ad, action } = pending;
    setBusy(true);
    setDialogError(null);
    try {
      const { actOnAd } = await loadAdsApi();
      await actOnAd(ad.id, action, ad.version);
      setPending(null);
      setStatus(t(DONE_KEY[action], { id: ad.id }));
      await list.load(list.current());
    } catch (error) {
      const refusal = isChunkError(error)
        ? null
        : await loadActionRefusal().then(
            ({ readActionRefusal }) =>
              readActionRefusal(error, ad, t, { refusals: props.messages, locale }),
            () => null,
          );
      // The code did not load (the API's or the wording's): said in the dialog, whose
      // confirmation imports again.
      if (!refusal) setDialogError(t('chunk.failed'));
      else if (refusal.kind === 'conflict') {
        setPending(null);
        setStatus(t('ads.list.versionConflict', { id: ad.id }));
        await list.load(list.current());
      } else {
        setDialogError(refusal.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const editHref = (id: number) => localePath(locale, routes.releaseAdvertising(String(id)));

  const empty = (
    <div className="mya-panel" data-testid="my-ads-empty">
      <p className="font-semibold">{t('ads.list.empty')}</p>
      {props.certified && <p>{t('ads.list.emptyHint')}</p>}
    </div>
  );

  return (
    <div
      ref={list.rootRef}
      className="mya"
      data-testid="my-ads"
      data-hydrated={hydrated || undefined}
    >
      <header className="mya-head">
        <div>
          <h1 className="text-2xl font-bold">{t('ads.list.title')}</h1>
          <p className="mt-1 text-[var(--fg-muted)]">{t('ads.list.intro')}</p>
        </div>
        {props.certified ? (
          <a href={props.postHref} className="primary-button" data-testid="my-ads-post">
            {t('ads.list.post')}
          </a>
        ) : (
          <div className="mya-apply" data-testid="my-ads-apply">
            <p>{t('ads.refusal.notCertified')}</p>
            <a href={props.applyHref} className="primary-button">
              {t('ads.gate.apply')}
            </a>
          </div>
        )}
      </header>

      <MyAdsFilterForm
        action={localePath(locale, routes.myAds())}
        filters={filters}
        coins={coins}
        fiats={fiats}
        hydrated={hydrated}
        resetHref={myAdsHref(locale, DEFAULT_MY_ADS_FILTERS)}
        onChange={apply}
        onReset={reset}
        t={t}
      />

      <p
        className={status ? 'mya-notice' : 'mya-notice is-empty'}
        role="status"
        data-testid="my-ads-status"
      >
        {status}
      </p>
      <ListStates list={list} texts={listWords} look={LIST_LOOK} empty={empty}>
        {(items) => (
          <MyAdsTable
            ads={items}
            coins={coins}
            fiats={fiats}
            locale={locale}
            timeZone={displayTimeZone(props.timeZone ?? null, hydrated)}
            hydrated={hydrated}
            editHref={editHref}
            onAction={ask}
            t={t}
          />
        )}
      </ListStates>

      {pending && (
        <AdActionDialog
          ad={pending.ad}
          action={pending.action}
          editHref={editHref(pending.ad.id)}
          busy={busy}
          error={dialogError}
          onConfirm={() => void confirm()}
          onClose={closeDialog}
          t={t}
        />
      )}
    </div>
  );
}
