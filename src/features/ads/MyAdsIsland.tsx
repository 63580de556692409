import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { AdAction, MyAd } from '@/contract/ads';
import { routes } from '@/config/routes';
import { Pager } from '@/components/Pager';
import { takeOverClick } from '@/components/take-over-click';
import { useLatestFetch } from '@/components/use-latest-fetch';
import { createIslandTranslator } from '@/i18n/island-t';
import { localePath, stripLocalePrefix } from '@/i18n/paths';
import { AdActionDialog } from '@/features/ads/AdActionDialog';
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
 * filters and pages are fetched through the browser API client, loaded on first use.
 */

const loadAdsApi = () => import('@/features/ads/ads-api');
const loadActionRefusal = () => import('@/features/ads/action-refusal');

const NOTICE_KEY = {
  created: 'ads.list.notice.created',
  createdOffline: 'ads.list.notice.createdOffline',
  updated: 'ads.list.notice.updated',
} as const;

const DONE_KEY = {
  delist: 'ads.list.done.delist',
  relist: 'ads.list.done.relist',
  delete: 'ads.list.done.delete',
} as const satisfies Record<AdAction, string>;

interface Pending {
  ad: MyAd;
  action: RowAction;
}

export default function MyAdsIsland(props: MyAdsIslandProps) {
  const { locale, coins, fiats } = props;
  const t: MyAdsT = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const [filters, setFilters] = useState<MyAdsFilters>(props.filters);
  const { data, loading, stale, run } = useLatestFetch<MyAdsPage | null>(props.ads);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState(props.notice ? t(NOTICE_KEY[props.notice]) : '');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef(filters);

  /** Shows `next`: rewrites the address, then fetches its ads (the latest call wins). */
  const load = useCallback(
    async (next: MyAdsFilters) => {
      filtersRef.current = next;
      setFilters(next);
      const href = myAdsHref(locale, next);
      window.history.replaceState(window.history.state, '', href);
      keepLanguageSwitchOn(href);

      await run(async (signal) => {
        const { fetchMyAds } = await loadAdsApi();
        return fetchMyAds(myAdsApiQuery(next), signal);
      });
    },
    [locale, run],
  );

  useEffect(() => {
    setHydrated(true);
    // The notice is said once: a reload or a shared link does not repeat it.
    if (props.notice) {
      const href = myAdsHref(locale, props.filters);
      window.history.replaceState(window.history.state, '', href);
      keepLanguageSwitchOn(href);
    }
    // Once, on mount: the props are the server's first render.
  }, []);

  const apply = (patch: Partial<MyAdsFilters>) => {
    setStatus('');
    void load({ ...filtersRef.current, ...patch, page: 1 });
  };

  const reset = (event: MouseEvent) => {
    if (!takeOverClick(event)) return;
    setStatus('');
    void load(DEFAULT_MY_ADS_FILTERS);
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
      await load(filtersRef.current);
    } catch (error) {
      const { readActionRefusal } = await loadActionRefusal();
      const refusal = readActionRefusal(error, ad, t);
      if (refusal.kind === 'conflict') {
        setPending(null);
        setStatus(t('ads.list.versionConflict', { id: ad.id }));
        await load(filtersRef.current);
      } else {
        setDialogError(refusal.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const hrefFor = (patch: Partial<MyAdsFilters>) => myAdsHref(locale, { ...filters, ...patch });
  const editHref = (id: number) => localePath(locale, routes.releaseAdvertising(String(id)));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div ref={rootRef} className="mya" data-testid="my-ads" data-hydrated={hydrated || undefined}>
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
      <p className="mya-loading" aria-live="polite">
        {loading
          ? t('ads.list.loading')
          : data && data.total > 0
            ? t('ads.list.count', { total: data.total })
            : ''}
      </p>

      {stale && data && (
        <p className="mya-stale">
          {t('ads.list.error.stale')}{' '}
          <a href={hrefFor({})} className="text-button" onClick={retry}>
            {t('ads.list.error.retry')}
          </a>
        </p>
      )}

      {data === null ? (
        <div className="mya-panel is-error" data-testid="my-ads-error">
          <p className="font-semibold">{t('ads.list.error.title')}</p>
          <p>{t('ads.list.error.body')}</p>
          <a href={hrefFor({})} className="primary-button" onClick={retry}>
            {t('ads.list.error.retry')}
          </a>
        </div>
      ) : data.items.length === 0 ? (
        <div className="mya-panel" data-testid="my-ads-empty">
          <p className="font-semibold">{t('ads.list.empty')}</p>
          {props.certified && <p>{t('ads.list.emptyHint')}</p>}
        </div>
      ) : (
        <div className={loading ? 'mya-results is-loading' : 'mya-results'}>
          <MyAdsTable
            ads={data.items}
            coins={coins}
            fiats={fiats}
            locale={locale}
            timeZone={hydrated ? 'local' : 'utc'}
            hydrated={hydrated}
            editHref={editHref}
            onAction={ask}
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
            label: t('ads.list.paging.label'),
            previous: t('ads.list.paging.previous'),
            next: t('ads.list.paging.next'),
            page: (page) => t('ads.list.paging.page', { page }),
          }}
        />
      )}

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
