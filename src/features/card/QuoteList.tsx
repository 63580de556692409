import type { RefObject } from 'react';
import { ApproxValue } from '@/components/ApproxValue';
import type { CardOptions, CardQuery } from '@/features/card/card-types';
import { formatCoin, formatFiat } from '@/features/card/format';
import type { CardT } from '@/features/card/messages';
import type { LocaleCode } from '@/i18n/locales';
import {
  reasonText,
  type AvailableQuote,
  type RankedQuotes,
  type UnavailableQuote,
} from '@/features/card/quotes';

/**
 * The providers' offers side by side, best rate first with the best one marked, then the
 * providers that cannot serve this purchase, each saying why. While the offers for the form as
 * it is now are on their way, only the loading state shows: never numbers for another amount.
 */

interface QuoteListProps {
  /** The offers for the query on screen; null while they are loading (or cannot be asked). */
  ranked: RankedQuotes | null;
  /** The query the offers answer (its amount is the canonical one asked). */
  asked: CardQuery | null;
  options: CardOptions;
  loading: boolean;
  failed: boolean;
  /** A supplier whose order is being placed: every Buy button waits. */
  placing: string | null;
  /** Buying is impossible here (Apple Pay outside Safari). */
  buyBlocked: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBuy: (quote: AvailableQuote) => void;
  onRetry: () => void;
  /** The page language (each total's approximate value is isolated in fa). */
  locale: LocaleCode;
  t: CardT;
}

const FACTS = 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm';
const TERM = 'text-xs text-[var(--fg-muted)]';

export function QuoteList(props: QuoteListProps) {
  const { ranked, asked, options, loading, failed, t } = props;
  const status = loading
    ? t('card.quotes.loading')
    : ranked && ranked.offers.length > 0
      ? t('card.quotes.count', { count: ranked.offers.length })
      : '';
  return (
    <section aria-labelledby="card-offers-title" className="flex flex-col gap-3">
      <h2
        id="card-offers-title"
        ref={props.headingRef}
        tabIndex={-1}
        className="text-xl font-semibold"
      >
        {t('card.quotes.title')}
      </h2>
      <p role="status" data-testid="card-quotes-status" className="text-sm text-[var(--fg-muted)]">
        {status}
      </p>

      {!asked && !loading && <p className="text-sm">{t('card.quotes.waiting')}</p>}

      {failed && (
        <p className="flex flex-wrap items-center gap-3 text-sm" data-testid="card-quotes-error">
          {t('card.quotes.error')}
          <button type="button" className="text-button" onClick={props.onRetry}>
            {t('card.quotes.retry')}
          </button>
        </p>
      )}

      {ranked && asked && ranked.offers.length === 0 && (
        <p className="text-sm" data-testid="card-quotes-none">
          {t('card.quotes.none')}
        </p>
      )}

      {ranked && asked && ranked.offers.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="card-offers">
          {ranked.offers.map((quote) => (
            <li key={quote.supplier}>
              <Offer
                quote={quote}
                asked={asked}
                options={options}
                disabled={props.buyBlocked || props.placing !== null}
                placing={props.placing === quote.supplier}
                onBuy={props.onBuy}
                locale={props.locale}
                t={t}
              />
            </li>
          ))}
        </ul>
      )}

      {ranked && asked && ranked.unavailable.length > 0 && (
        <>
          <h3 className="mt-2 font-semibold">{t('card.quotes.unavailable')}</h3>
          <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3" data-testid="card-unavailable">
            {ranked.unavailable.map((quote) => (
              <li key={quote.supplier}>
                <Unavailable quote={quote} asked={asked} options={options} t={t} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Offer(props: {
  quote: AvailableQuote;
  asked: CardQuery;
  options: CardOptions;
  disabled: boolean;
  placing: boolean;
  onBuy: (quote: AvailableQuote) => void;
  locale: LocaleCode;
  t: CardT;
}) {
  const { quote, asked, options, t } = props;
  const titleId = `card-offer-${quote.supplier}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="card-offer"
      data-supplier={quote.supplier}
      data-best={quote.best || undefined}
      className={`flex h-full flex-col gap-3 rounded-lg border p-4 ${
        quote.best ? 'border-[var(--color-brand-strong)]' : 'border-[var(--line)]'
      }`}
    >
      <header className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold" translate="no">
          {quote.name}
        </h3>
        {quote.best && (
          <span className="rounded bg-[var(--color-brand)] px-2 py-0.5 text-xs font-semibold text-[#1e2329]">
            {t('card.quote.best')}
          </span>
        )}
      </header>
      <dl className={FACTS}>
        <div className="col-span-2">
          <dt className={TERM}>{t('card.quote.receive')}</dt>
          <dd className="ltr text-lg font-semibold">
            {`${formatCoin(quote.quantity, asked.coin, options)} ${asked.coin}`}
          </dd>
        </div>
        <div>
          <dt className={TERM}>{t('card.quote.fee')}</dt>
          <dd className="ltr">{`${formatFiat(quote.fee)} ${asked.fiat}`}</dd>
        </div>
        <div>
          <dt className={TERM}>{t('card.quote.total')}</dt>
          <dd className="ltr font-semibold">{`${formatFiat(quote.totalCost)} ${asked.fiat}`}</dd>
          <dd>
            <ApproxValue amount={quote.totalCost} fiat={asked.fiat} locale={props.locale} />
          </dd>
        </div>
        <div>
          <dt className={TERM}>{t('card.quote.price')}</dt>
          <dd className="ltr">
            {t('card.quote.priceValue', {
              coin: asked.coin,
              price: formatFiat(quote.price),
              fiat: asked.fiat,
            })}
          </dd>
        </div>
        <div>
          <dt className={TERM}>{t('card.quote.arrival')}</dt>
          <dd>
            {t('card.quote.arrivalValue', {
              min: quote.arrivalMinutes.min,
              max: quote.arrivalMinutes.max,
            })}
          </dd>
        </div>
        {quote.minAmount !== null && quote.maxAmount !== null && (
          <div className="col-span-2">
            <dt className={TERM}>{t('card.quote.limits')}</dt>
            <dd className="ltr">
              {t('card.quote.limitsValue', {
                min: formatFiat(quote.minAmount),
                max: formatFiat(quote.maxAmount),
                fiat: asked.fiat,
              })}
            </dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className="primary-button mt-auto disabled:cursor-not-allowed disabled:opacity-60"
        disabled={props.disabled}
        aria-busy={props.placing || undefined}
        aria-label={t('card.quote.buyWith', { supplier: quote.name })}
        data-js
        onClick={() => props.onBuy(quote)}
      >
        {t('card.quote.buy')}
      </button>
    </article>
  );
}

function Unavailable(props: {
  quote: UnavailableQuote;
  asked: CardQuery;
  options: CardOptions;
  t: CardT;
}) {
  const { quote, asked, options, t } = props;
  const methodName =
    options.methods.find((m) => m.method === asked.paymentMethod)?.name ?? asked.paymentMethod;
  const reason = reasonText(quote, asked, methodName);
  return (
    <article
      data-testid="card-unavailable-offer"
      data-supplier={quote.supplier}
      data-reason={quote.reason}
      className="rounded-lg border border-dashed border-[var(--line-strong)] p-3 text-sm"
    >
      <h4 className="font-semibold" translate="no">
        {quote.name}
      </h4>
      <p className="mt-1 text-[var(--fg-muted)]">
        {'params' in reason ? t(reason.key, reason.params) : t(reason.key)}
      </p>
    </article>
  );
}
