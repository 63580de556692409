import type { MouseEvent, SubmitEvent } from 'react';
import type { OrderStatusFilter } from '@/contract/entities';
import { asSide, codeOptions, sideOptions, FilterSelect } from '@/components/FilterSelect';
import { DATE_RANGES, type DateRange } from '@/features/orders/list/date-range';
import type { OrderListT } from '@/features/orders/list/messages';
import {
  DEFAULT_TAB,
  ORDER_TABS,
  QUERY,
  type OrderListFilters,
} from '@/features/orders/list/order-list-query';
import type { OrderListOptions } from '@/features/orders/list/order-list-types';

/**
 * The status tabs as links (they work before the script loads, and a reload keeps them), then
 * the filters as a GET form the server understands too; once the island runs, a change applies
 * at once and the form is never submitted.
 */

export function StatusTabs({
  status,
  href,
  onSelect,
  t,
}: {
  status: OrderStatusFilter;
  href: (status: OrderStatusFilter) => string;
  onSelect: (status: OrderStatusFilter, event: MouseEvent) => void;
  t: OrderListT;
}) {
  return (
    <nav aria-label={t('orderList.tabs.label')} className="ol-tabs">
      <ul>
        {ORDER_TABS.map((tab) => (
          <li key={tab}>
            <a
              href={href(tab)}
              aria-current={tab === status ? 'page' : undefined}
              className="ol-tab"
              data-status={tab}
              onClick={(event) => onSelect(tab, event)}
            >
              {t(`orderList.tab.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The words of each date choice (the filter and the empty state's list of active filters). */
export const RANGE_LABEL = {
  all: 'orderList.filter.dateAll',
  '1w': 'orderList.filter.date1w',
  '1m': 'orderList.filter.date1m',
  '3m': 'orderList.filter.date3m',
  custom: 'orderList.filter.dateCustom',
} as const satisfies Record<DateRange, string>;

interface FilterFormProps {
  action: string;
  filters: OrderListFilters;
  /** The date choice on screen: `custom` may be chosen before its days are applied. */
  rangeChoice: DateRange;
  from: string;
  to: string;
  rangeError: string | null;
  /** Which custom-range field the error is about (it gets aria-invalid). */
  rangeErrorField: 'from' | 'to' | null;
  options: OrderListOptions | null;
  /** Latest day the date pickers offer (today). */
  maxDay: string;
  hydrated: boolean;
  busy: boolean;
  resetHref: string;
  onCoin: (coin: string | null) => void;
  onFiat: (fiat: string | null) => void;
  onType: (type: 'buy' | 'sell' | null) => void;
  onRange: (range: DateRange) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onApplyCustom: () => void;
  onReset: (event: MouseEvent) => void;
  t: OrderListT;
}

export function FilterForm(props: FilterFormProps) {
  const { filters, options, rangeChoice, hydrated, t } = props;
  const coins = options?.coins.map((c) => c.coin) ?? (filters.coin ? [filters.coin] : []);
  const fiats = options?.fiats.map((f) => f.fiat) ?? (filters.fiat ? [filters.fiat] : []);
  const showCustom = rangeChoice === 'custom' || !hydrated;
  const errorId = 'ol-range-error';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // Without the script the form goes to the server; with it, Enter in a date field applies.
    if (!hydrated) return;
    event.preventDefault();
    if (rangeChoice === 'custom') props.onApplyCustom();
  };

  return (
    <form
      method="get"
      action={props.action}
      className="ol-filters"
      aria-label={t('orderList.filters.label')}
      onSubmit={submit}
    >
      {filters.status !== DEFAULT_TAB && (
        <input type="hidden" name={QUERY.status} value={filters.status} />
      )}
      <FilterSelect
        className="ol-field"
        id="ol-coin"
        name={QUERY.coin}
        label={t('orderList.filter.coin')}
        value={filters.coin}
        allLabel={t('orderList.filter.coinAll')}
        options={codeOptions(coins)}
        onChange={props.onCoin}
      />
      <FilterSelect
        className="ol-field"
        id="ol-fiat"
        name={QUERY.fiat}
        label={t('orderList.filter.fiat')}
        value={filters.fiat}
        allLabel={t('orderList.filter.fiatAll')}
        options={codeOptions(fiats)}
        onChange={props.onFiat}
      />
      <FilterSelect
        className="ol-field"
        id="ol-type"
        name={QUERY.type}
        label={t('orderList.filter.type')}
        value={filters.type}
        allLabel={t('orderList.filter.typeAll')}
        options={sideOptions(t('orderList.filter.typeBuy'), t('orderList.filter.typeSell'))}
        onChange={(value) => props.onType(asSide(value))}
      />

      <div className="ol-dates">
        <span id="ol-date-label" className="ol-field-label">
          {t('orderList.filter.date')}
        </span>
        <div role="radiogroup" aria-labelledby="ol-date-label" className="ol-ranges">
          {DATE_RANGES.map((range) => (
            <label key={range} className="ol-range">
              <input
                type="radio"
                name={QUERY.range}
                value={range}
                checked={rangeChoice === range}
                onChange={() => props.onRange(range)}
              />
              <span>{t(RANGE_LABEL[range])}</span>
            </label>
          ))}
        </div>
        {showCustom && (
          <div className="ol-custom">
            <div className="ol-field">
              <label htmlFor="ol-from">{t('orderList.filter.from')}</label>
              <input
                id="ol-from"
                type="date"
                name={QUERY.from}
                value={props.from}
                max={props.maxDay}
                min="1970-01-01"
                dir="ltr"
                aria-invalid={props.rangeErrorField === 'from' || undefined}
                aria-describedby={props.rangeError ? errorId : undefined}
                onChange={(event) => props.onFrom(event.target.value)}
              />
            </div>
            <span className="ol-custom-sep" aria-hidden="true">
              –
            </span>
            <div className="ol-field">
              <label htmlFor="ol-to">{t('orderList.filter.to')}</label>
              <input
                id="ol-to"
                type="date"
                name={QUERY.to}
                value={props.to}
                max={props.maxDay}
                min="1970-01-01"
                dir="ltr"
                aria-invalid={props.rangeErrorField === 'to' || undefined}
                aria-describedby={props.rangeError ? errorId : undefined}
                onChange={(event) => props.onTo(event.target.value)}
              />
            </div>
            {hydrated && (
              <button type="submit" className="ol-apply" disabled={props.busy}>
                {t('orderList.filter.apply')}
              </button>
            )}
          </div>
        )}
        {props.rangeError && (
          <p id={errorId} className="ol-field-error" role="alert">
            {props.rangeError}
          </p>
        )}
      </div>

      <div className="ol-actions">
        {!hydrated && (
          <button type="submit" className="ol-submit">
            {t('orderList.filter.submit')}
          </button>
        )}
        <a href={props.resetHref} className="ol-reset" onClick={props.onReset}>
          {t('orderList.filter.reset')}
        </a>
      </div>
    </form>
  );
}
