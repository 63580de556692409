import type { MouseEvent } from 'react';
import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { OutlineIcon } from '@/components/OutlineIcon';
import type { OrderListT } from '@/features/orders/list/messages';
import { RANGE_LABEL } from '@/features/orders/list/OrderFilters';
import { hasActiveFilters, type OrderListFilters } from '@/features/orders/list/order-list-query';

interface OrderListEmptyProps {
  locale: LocaleCode;
  filters: OrderListFilters;
  /** The same tab without filters (a real link: it works before the script loads). */
  resetHref: string;
  onReset: (event: MouseEvent) => void;
  t: OrderListT;
}

/** One active filter as the reader sees it: its label and its value. */
interface ActiveFilter {
  key: string;
  label: string;
  value: string;
  /** Codes and days are isolated, so they read left-to-right inside a right-to-left line. */
  isolate: boolean;
}

/** The filters that differ from the default (the tab is not one: Reset keeps it). */
export function activeFilters(filters: OrderListFilters, t: OrderListT): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (filters.coin !== null) {
    list.push({
      key: 'coin',
      label: t('orderList.filter.coin'),
      value: filters.coin,
      isolate: true,
    });
  }
  if (filters.fiat !== null) {
    list.push({
      key: 'fiat',
      label: t('orderList.filter.fiat'),
      value: filters.fiat,
      isolate: true,
    });
  }
  if (filters.type !== null) {
    const value = t(
      filters.type === 'buy' ? 'orderList.filter.typeBuy' : 'orderList.filter.typeSell',
    );
    list.push({ key: 'type', label: t('orderList.filter.type'), value, isolate: false });
  }
  if (filters.range === 'custom') {
    const value = `${filters.from || '…'} – ${filters.to || '…'}`;
    list.push({ key: 'range', label: t('orderList.filter.date'), value, isolate: true });
  } else if (filters.range !== 'all') {
    const value = t(RANGE_LABEL[filters.range]);
    list.push({ key: 'range', label: t('orderList.filter.date'), value, isolate: false });
  }
  return list;
}

/**
 * "No records found". With filters on, it says which ones hide the orders and offers Reset
 * (keeping the tab), instead of the text for someone who has no order at all.
 */
export function OrderListEmpty({ locale, filters, resetHref, onReset, t }: OrderListEmptyProps) {
  const filtered = hasActiveFilters(filters);
  return (
    <div className="ol-panel" data-testid="order-list-empty">
      <OutlineIcon
        size={56}
        rect={{ x: 12, y: 8, width: 32, height: 40, rx: 4 }}
        path="M19 18h18M19 25h18M19 32h11"
      />
      {filtered ? (
        <>
          <p className="font-semibold text-[var(--fg)]">{t('orderList.state.emptyFiltered')}</p>
          <p>{t('orderList.state.activeFilters')}</p>
          <ul className="ol-active-filters" data-testid="order-list-active-filters">
            {activeFilters(filters, t).map((item) => (
              <li key={item.key}>
                {t('orderList.state.filterItem', {
                  label: item.label,
                  value: item.isolate ? `\u2068${item.value}\u2069` : item.value,
                })}
              </li>
            ))}
          </ul>
          <a
            href={resetHref}
            className="primary-button"
            data-testid="order-list-empty-reset"
            onClick={onReset}
          >
            {t('orderList.state.resetFilters')}
          </a>
        </>
      ) : (
        <>
          <p className="font-semibold text-[var(--fg)]">{t('orderList.state.empty')}</p>
          <p>{t('orderList.state.emptyHint')}</p>
          <a href={localePath(locale, routes.market())} className="text-button">
            {t('orderList.goToMarket')}
          </a>
        </>
      )}
    </div>
  );
}
