import type { ChangeEvent, MouseEvent, SubmitEvent } from 'react';
import type { Side } from '@/config/routes';
import type { MarketT } from '@/features/market/messages';
import type { MarketOptions, MarketSortParam } from '@/features/market/market-types';
import type { PaymentMethodOption } from '@/contract/market';
import { MARKET_SORTS, QUERY } from '@/features/market/market-query';
import { FilterSelect } from '@/components/FilterSelect';
import { paymentMethodName } from '@/i18n/payment-method-name';

/**
 * Side and coin as links (`/sell_BTC`: crawlable, and they work before the script loads), then
 * the filters as a GET form that the server understands too; once the island runs, it keeps the
 * form from submitting and fetches instead.
 */

export function SideCoinNav({
  side,
  coin,
  coins,
  href,
  onNavigate,
  onIntent,
  t,
}: {
  side: Side;
  coin: string;
  coins: MarketOptions['coins'];
  href: (side: Side, coin: string) => string;
  onNavigate: (side: Side, coin: string, event: MouseEvent) => void;
  /** A hand over a tab or the focus on it: the island may ask for its page ahead of the click. */
  onIntent?: (side: Side, coin: string) => void;
  t: MarketT;
}) {
  return (
    <div className="market-nav">
      <nav aria-label={t('market.side.label')} className="market-sides">
        {(['buy', 'sell'] as const).map((s) => (
          <a
            key={s}
            href={href(s, coin)}
            aria-current={s === side ? 'page' : undefined}
            className={`market-side is-${s}`}
            onClick={(event) => onNavigate(s, coin, event)}
            onPointerEnter={() => onIntent?.(s, coin)}
            onFocus={() => onIntent?.(s, coin)}
          >
            {t(s === 'buy' ? 'market.side.buy' : 'market.side.sell')}
          </a>
        ))}
      </nav>
      <nav aria-label={t('market.coins.label')} className="market-coins">
        <ul>
          {coins.map((c) => (
            <li key={c.coin}>
              <a
                href={href(side, c.coin)}
                aria-current={c.coin === coin ? 'page' : undefined}
                className="market-coin"
                translate="no"
                title={c.name}
                onClick={(event) => onNavigate(side, c.coin, event)}
                onPointerEnter={() => onIntent?.(side, c.coin)}
                onFocus={() => onIntent?.(side, c.coin)}
              >
                {c.coin}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface FilterBarProps {
  action: string;
  fiat: string;
  fiats: MarketOptions['fiats'];
  methods: PaymentMethodOption[];
  paymentMethod: string | null;
  sort: MarketSortParam | null;
  online: boolean;
  amountInput: string;
  amountError: string | null;
  hydrated: boolean;
  onAmount: (value: string) => void;
  onClearAmount: () => void;
  onFiat: (fiat: string) => void;
  onPaymentMethod: (code: string | null) => void;
  onSort: (sort: MarketSortParam | null) => void;
  onOnline: (online: boolean) => void;
  t: MarketT;
}

const SORT_PARAMS = Object.keys(MARKET_SORTS) as MarketSortParam[];

export function FilterBar(props: FilterBarProps) {
  const { fiat, fiats, methods, paymentMethod, amountInput, amountError, hydrated, t } = props;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // Without the script the form is submitted to the server; with it, every change applies at once.
    if (hydrated) event.preventDefault();
  };
  return (
    <form
      method="get"
      action={props.action}
      className="market-filters"
      aria-label={t('market.filters.label')}
      onSubmit={submit}
    >
      <div className="market-field market-field-amount">
        <label htmlFor="market-amount">{t('market.filter.amount')}</label>
        <div className="market-input" dir="ltr">
          <input
            id="market-amount"
            name={QUERY.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            placeholder={t('market.filter.amountPlaceholder')}
            value={amountInput}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'market-amount-error' : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => props.onAmount(event.target.value)}
          />
          {amountInput !== '' && hydrated && (
            <button
              type="button"
              className="market-input-clear"
              aria-label={t('market.filter.clearAmount')}
              onClick={props.onClearAmount}
            >
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          )}
          <span className="market-input-suffix" translate="no">
            {fiat}
          </span>
        </div>
        {amountError && (
          <p id="market-amount-error" className="market-field-error" role="alert">
            {amountError}
          </p>
        )}
      </div>
      <FilterSelect
        className="market-field"
        id="market-fiat"
        name={QUERY.fiat}
        label={t('market.filter.fiat')}
        value={fiat}
        options={fiats.map((f) => ({
          value: f.fiat,
          label: f.symbol !== f.fiat ? `${f.fiat} (${f.symbol})` : f.fiat,
        }))}
        onChange={(value) => {
          if (value) props.onFiat(value);
        }}
      />
      <FilterSelect
        className="market-field"
        id="market-payment"
        name={QUERY.payment}
        label={t('market.filter.payment')}
        value={paymentMethod}
        allLabel={t('market.filter.paymentAll')}
        options={methods.map((m) => ({ value: m.code, label: paymentMethodName(m, t) }))}
        onChange={props.onPaymentMethod}
      />
      {/* Price (best first) is the empty value: the default the address leaves out. */}
      <FilterSelect
        className="market-field"
        id="market-sort"
        name={QUERY.sort}
        label={t('market.filter.sort')}
        value={props.sort}
        allLabel={t('market.sort.price')}
        options={SORT_PARAMS.map((value) => ({ value, label: t(`market.sort.${value}`) }))}
        onChange={(value) => props.onSort(value as MarketSortParam | null)}
      />
      <label className="market-check">
        <input
          type="checkbox"
          name={QUERY.online}
          value="1"
          checked={props.online}
          onChange={(event) => props.onOnline(event.target.checked)}
        />
        {t('market.filter.online')}
      </label>
      {!hydrated && (
        <button type="submit" className="market-submit">
          {t('market.filter.submit')}
        </button>
      )}
    </form>
  );
}
