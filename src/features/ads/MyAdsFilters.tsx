import type { MouseEvent, SubmitEvent } from 'react';
import type { TradeSide } from '@/contract/c2c-entities';
import type { CoinOption, FiatOption } from '@/contract/c2c-market';
import type { MyAdsT } from '@/features/ads/messages';
import {
  MY_ADS_QUERY,
  MY_ADS_STATUSES,
  type MyAdsFilters,
  type MyAdsStatus,
} from '@/features/ads/my-ads-query';

/**
 * My ads' filters as a GET form the server understands (it works before the script loads);
 * once the island runs, a change applies at once and the form is never submitted.
 */

const STATUS_LABEL = {
  all: 'ads.list.filter.statusAll',
  listed: 'ads.status.listed',
  delisted: 'ads.status.delisted',
  restricted: 'ads.status.restricted',
  deleted: 'ads.status.deleted',
} as const satisfies Record<MyAdsStatus, string>;

export function MyAdsFilterForm({
  action,
  filters,
  coins,
  fiats,
  hydrated,
  resetHref,
  onChange,
  onReset,
  t,
}: {
  action: string;
  filters: MyAdsFilters;
  coins: readonly CoinOption[] | null;
  fiats: readonly FiatOption[] | null;
  hydrated: boolean;
  resetHref: string;
  onChange: (patch: Partial<MyAdsFilters>) => void;
  onReset: (event: MouseEvent) => void;
  t: MyAdsT;
}) {
  const coinCodes = coins?.map((c) => c.coin) ?? (filters.coin ? [filters.coin] : []);
  const fiatCodes = fiats?.map((f) => f.fiat) ?? (filters.fiat ? [filters.fiat] : []);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (hydrated) event.preventDefault();
  };

  return (
    <form
      method="get"
      action={action}
      className="mya-filters"
      aria-label={t('ads.list.filters.label')}
      onSubmit={submit}
    >
      <div className="mya-field">
        <label htmlFor="mya-status">{t('ads.list.filter.status')}</label>
        <select
          id="mya-status"
          name={MY_ADS_QUERY.status}
          value={filters.status}
          onChange={(event) => {
            const status = MY_ADS_STATUSES.find((s) => s === event.target.value) ?? 'all';
            onChange({ status });
          }}
        >
          {MY_ADS_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </option>
          ))}
        </select>
      </div>
      <div className="mya-field">
        <label htmlFor="mya-type">{t('ads.list.filter.type')}</label>
        <select
          id="mya-type"
          name={MY_ADS_QUERY.type}
          value={filters.type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            const type: TradeSide | null = value === 'buy' || value === 'sell' ? value : null;
            onChange({ type });
          }}
        >
          <option value="">{t('ads.list.filter.typeAll')}</option>
          <option value="buy">{t('ads.list.filter.typeBuy')}</option>
          <option value="sell">{t('ads.list.filter.typeSell')}</option>
        </select>
      </div>
      <div className="mya-field">
        <label htmlFor="mya-coin">{t('ads.list.filter.coin')}</label>
        <select
          id="mya-coin"
          name={MY_ADS_QUERY.coin}
          value={filters.coin ?? ''}
          onChange={(event) => onChange({ coin: event.target.value || null })}
        >
          <option value="">{t('ads.list.filter.coinAll')}</option>
          {coinCodes.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
      </div>
      <div className="mya-field">
        <label htmlFor="mya-fiat">{t('ads.list.filter.fiat')}</label>
        <select
          id="mya-fiat"
          name={MY_ADS_QUERY.fiat}
          value={filters.fiat ?? ''}
          onChange={(event) => onChange({ fiat: event.target.value || null })}
        >
          <option value="">{t('ads.list.filter.fiatAll')}</option>
          {fiatCodes.map((fiat) => (
            <option key={fiat} value={fiat}>
              {fiat}
            </option>
          ))}
        </select>
      </div>
      <div className="mya-filter-actions">
        {!hydrated && (
          <button type="submit" className="secondary-button">
            {t('ads.list.filter.submit')}
          </button>
        )}
        <a href={resetHref} className="text-button" onClick={onReset}>
          {t('ads.list.filter.reset')}
        </a>
      </div>
    </form>
  );
}
