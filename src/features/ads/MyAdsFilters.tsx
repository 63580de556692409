import type { MouseEvent, SubmitEvent } from 'react';
import { asSide, codeOptions, sideOptions, FilterSelect } from '@/components/FilterSelect';
import type { CoinOption, FiatOption } from '@/contract/market';
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
      <FilterSelect
        className="mya-field"
        id="mya-status"
        name={MY_ADS_QUERY.status}
        label={t('ads.list.filter.status')}
        value={filters.status}
        options={MY_ADS_STATUSES.map((status) => ({
          value: status,
          label: t(STATUS_LABEL[status]),
        }))}
        onChange={(value) => {
          onChange({ status: MY_ADS_STATUSES.find((s) => s === value) ?? 'all' });
        }}
      />
      <FilterSelect
        className="mya-field"
        id="mya-type"
        name={MY_ADS_QUERY.type}
        label={t('ads.list.filter.type')}
        value={filters.type}
        allLabel={t('ads.list.filter.typeAll')}
        options={sideOptions(t('ads.list.filter.typeBuy'), t('ads.list.filter.typeSell'))}
        onChange={(value) => onChange({ type: asSide(value) })}
      />
      <FilterSelect
        className="mya-field"
        id="mya-coin"
        name={MY_ADS_QUERY.coin}
        label={t('ads.list.filter.coin')}
        value={filters.coin}
        allLabel={t('ads.list.filter.coinAll')}
        options={codeOptions(coinCodes)}
        onChange={(coin) => onChange({ coin })}
      />
      <FilterSelect
        className="mya-field"
        id="mya-fiat"
        name={MY_ADS_QUERY.fiat}
        label={t('ads.list.filter.fiat')}
        value={filters.fiat}
        allLabel={t('ads.list.filter.fiatAll')}
        options={codeOptions(fiatCodes)}
        onChange={(fiat) => onChange({ fiat })}
      />
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
