import { useEffect, useId, useMemo, useState } from 'react';
import { marketSearchPath } from '@/config/routes';
import type { SavedSearch, SavedSearchList } from '@/contract/market-searches';
import { priceLimitBound } from '@/rules/market-searches';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { paymentMethodName } from '@/i18n/payment-method-name';
import type { SavedSearchesMessages } from '@/features/user/center/messages';
import {
  deleteSavedSearch,
  loadSavedSearches,
  setSavedSearchActive,
} from '@/features/user/center/saved-searches-api';

/**
 * The user centre's saved searches (issue 17, item 3): each search in words (side, coin, fiat,
 * payment method, amount, price limit), how many alerts it gave, a link to it on the market,
 * Pause or Resume and Delete; how many are saved of the most allowed (at the cap the market's
 * "Alert me" links here to delete one). Loaded when scrolled into view; a failure says so with
 * Try again. Amounts and prices stay left-to-right in a right-to-left page.
 */
export default function SavedSearchesIsland({
  messages,
  locale,
}: {
  messages: SavedSearchesMessages;
  locale: LocaleCode;
}) {
  const t = useMemo(() => createIslandTranslator(messages, locale), [messages, locale]);
  const id = useId();
  const [list, setList] = useState<SavedSearchList | null>(null);
  const [state, setState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const fetchList = () => {
    setState('loading');
    loadSavedSearches().then(
      (loaded) => {
        setList(loaded);
        setState('ready');
      },
      () => setState('failed'),
    );
  };
  useEffect(fetchList, []);

  const act = async (search: SavedSearch, action: () => Promise<unknown>) => {
    setBusy(search.id);
    setFailed(null);
    try {
      await action();
      const loaded = await loadSavedSearches();
      setList(loaded);
    } catch {
      setFailed(search.id);
    } finally {
      setBusy(null);
    }
  };

  // Amounts stay left-to-right, counts keep their own direction, in a right-to-left sentence.
  const ltr = (value: string) => `\u2066${value}\u2069`;
  const own = (value: number) => `\u2068${value}\u2069`;
  const describe = (search: SavedSearch) =>
    [
      search.paymentMethod
        ? paymentMethodName(search.paymentMethod, t)
        : t('userCenter.searches.anyMethod'),
      search.amount
        ? t('userCenter.searches.amount', { amount: ltr(`${search.amount} ${search.fiat}`) })
        : null,
      search.priceLimit
        ? t(
            priceLimitBound(search.side) === 'max'
              ? 'userCenter.searches.limit.max'
              : 'userCenter.searches.limit.min',
            { price: ltr(`${search.priceLimit} ${search.fiat}`) },
          )
        : null,
      t('userCenter.searches.alerts', { count: own(search.alerts) }),
    ]
      .filter((part) => part !== null)
      .join(' · ');

  return (
    <section
      className="uc-card uc-wide"
      aria-labelledby={`${id}-title`}
      aria-busy={state === 'loading' || undefined}
      data-testid="uc-saved-searches"
    >
      <h2 id={`${id}-title`} className="uc-card-title">
        {t('userCenter.searches.title')}
      </h2>
      <p className="uc-text">{t('userCenter.searches.intro')}</p>
      {state === 'failed' && (
        <div className="uc-search-actions">
          <p className="uc-error" role="alert">
            {t('userCenter.searches.failed')}
          </p>
          <button type="button" className="secondary-button" onClick={fetchList}>
            {t('userCenter.retry')}
          </button>
        </div>
      )}
      {list && list.items.length === 0 && state !== 'failed' && (
        <p className="uc-hint" data-testid="uc-searches-empty">
          {t('userCenter.searches.empty')}
        </p>
      )}
      {list && list.items.length > 0 && (
        <>
          <p className="uc-hint" data-testid="uc-searches-count">
            {t('userCenter.searches.count', {
              count: own(list.items.length),
              max: own(list.max),
            })}
          </p>
          <ul className="uc-search-rows">
            {list.items.map((search) => (
              <li key={search.id} className="uc-search-row" data-testid="uc-search-row">
                <span className="uc-search-body">
                  <a
                    className="uc-search-title"
                    href={localePath(
                      locale,
                      marketSearchPath({
                        ...search,
                        paymentMethod: search.paymentMethod?.code ?? null,
                      }),
                    )}
                    title={t('userCenter.searches.open')}
                  >
                    {t(
                      search.side === 'buy'
                        ? 'userCenter.searches.buy'
                        : 'userCenter.searches.sell',
                      {
                        coin: search.coin,
                        fiat: search.fiat,
                      },
                    )}
                  </a>
                  {!search.active && (
                    <span className="uc-search-paused">{t('userCenter.searches.paused')}</span>
                  )}
                  <span className="uc-hint">{describe(search)}</span>
                  {failed === search.id && (
                    <span className="uc-error" role="alert">
                      {t('userCenter.searches.failed')}
                    </span>
                  )}
                </span>
                <span className="uc-search-actions">
                  <button
                    type="button"
                    className="secondary-button"
                    disabled={busy === search.id}
                    onClick={() =>
                      void act(search, () => setSavedSearchActive(search.id, !search.active))
                    }
                  >
                    {t(search.active ? 'userCenter.searches.pause' : 'userCenter.searches.resume')}
                  </button>
                  <button
                    type="button"
                    className="secondary-button"
                    disabled={busy === search.id}
                    data-testid="uc-search-delete"
                    onClick={() => void act(search, () => deleteSavedSearch(search.id))}
                  >
                    {t('userCenter.searches.delete')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
