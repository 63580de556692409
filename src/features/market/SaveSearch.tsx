import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { ChunkNote } from '@/components/ChunkNote';
import { useChunkFailure } from '@/components/use-chunk-failure';
import { compareDecimal } from '@/lib/decimal';
import { chunk } from '@/lib/load-chunk';
import { priceLimitBound } from '@/rules/market-searches';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import { readAmountFilter } from '@/features/market/amounts';
import type { MarketT } from '@/features/market/messages';
import type { MarketQueryState } from '@/features/market/market-types';

const loadApi = chunk('saved-search-api', () => import('@/features/market/saved-search-api'));

/**
 * "Alert me" on the market (issue 17, item 3): saves the search the filters show (side, coin,
 * fiat, payment method, amount) with an optional price limit, the highest price to buy or the
 * lowest to sell. The exchange then alerts the user about each new ad they could take that
 * matches (bell, system notification and push per their choices). A refusal is said next to
 * the button; at the cap it links to the user centre, where a search is deleted. Its API code
 * loads on the first save; when it does not come, the chunk note offers Retry.
 */
interface SaveSearchProps {
  query: MarketQueryState;
  fiatScale: number;
  locale: LocaleCode;
  /** The user centre's saved searches, in the page's language. */
  manageHref: string;
  refusals: RefusalMessages;
  t: MarketT;
}

type State =
  | { kind: 'closed' }
  | { kind: 'open'; error: string | null; full: boolean }
  | { kind: 'saving' }
  | { kind: 'saved' };

export function SaveSearch(props: SaveSearchProps) {
  const { query, t } = props;
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'closed' });
  const [limit, setLimit] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // "Save search" whose code did not load: the chunk note with Retry, in place of a reason.
  const code = useChunkFailure();
  const bound = priceLimitBound(query.side);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'saving') return;
    const typed = limit.trim();
    const read = typed === '' ? null : readAmountFilter(typed, props.fiatScale);
    if (read && (!read.ok || compareDecimal(read.amount, '0') <= 0)) {
      setState({ kind: 'open', error: t('market.alert.invalid'), full: false });
      return;
    }
    setState({ kind: 'saving' });
    code.clear();
    const fallback = t('market.error.body');
    try {
      const { saveMarketSearch } = await loadApi();
      const outcome = await saveMarketSearch(
        {
          side: query.side,
          coin: query.coin,
          fiat: query.fiat,
          ...(query.paymentMethod ? { paymentMethod: query.paymentMethod } : {}),
          ...(query.amount ? { amount: query.amount } : {}),
          ...(read?.ok ? { priceLimit: read.amount } : {}),
        },
        { refusals: props.refusals, locale: props.locale, fallback },
      );
      if (outcome.ok) {
        setState({ kind: 'saved' });
        setLimit('');
      } else setState({ kind: 'open', error: outcome.reason, full: outcome.full });
    } catch (failure) {
      setState({ kind: 'open', error: code.report(failure) ? null : fallback, full: false });
    }
  };

  if (state.kind === 'closed' || state.kind === 'saved') {
    return (
      <div className="market-alert" data-testid="save-search">
        <button
          type="button"
          className="market-alert-open"
          data-js
          onClick={() => setState({ kind: 'open', error: null, full: false })}
        >
          {t('market.alert.open')}
        </button>
        {state.kind === 'saved' && (
          <p className="market-alert-note" role="status" data-testid="save-search-saved">
            {t('market.alert.saved')} <a href={props.manageHref}>{t('market.alert.manage')}</a>
          </p>
        )}
      </div>
    );
  }

  const error = state.kind === 'open' ? state.error : null;
  return (
    <form
      ref={formRef}
      className="market-alert market-alert-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      data-testid="save-search"
    >
      <p id={`${id}-title`} className="market-alert-title">
        {t('market.alert.title')}
      </p>
      <p className="market-alert-note">{t('market.alert.hint')}</p>
      <label htmlFor={`${id}-limit`}>
        {t(bound === 'max' ? 'market.alert.limit.max' : 'market.alert.limit.min', {
          fiat: query.fiat,
        })}
      </label>
      <div className="market-input" dir="ltr">
        <input
          id={`${id}-limit`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
          value={limit}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setLimit(event.target.value)}
        />
      </div>
      <div className="market-alert-actions">
        <button type="submit" className="market-alert-save" disabled={state.kind === 'saving'}>
          {t('market.alert.save')}
        </button>
        <button
          type="button"
          className="market-alert-cancel"
          onClick={() => setState({ kind: 'closed' })}
        >
          {t('market.alert.cancel')}
        </button>
      </div>
      {code.problem && (
        <ChunkNote problem={code.problem} t={t} onRetry={() => formRef.current?.requestSubmit()} />
      )}
      {error && (
        <p id={`${id}-error`} className="market-alert-error" role="alert">
          {error}{' '}
          {state.kind === 'open' && state.full && (
            <a href={props.manageHref}>{t('market.alert.manage')}</a>
          )}
        </p>
      )}
    </form>
  );
}
