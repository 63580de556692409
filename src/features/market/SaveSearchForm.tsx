import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { ChunkNote } from '@/components/ChunkNote';
import { useChunkFailure } from '@/components/use-chunk-failure';
import { compareDecimal } from '@/lib/decimal';
import { chunk } from '@/lib/load-chunk';
import { priceLimitBound } from '@/rules/market-searches';
import { readAmountFilter } from '@/features/market/amounts';
import type { SaveSearchProps } from '@/features/market/SaveSearch';

const loadApi = chunk('saved-search-api', () => import('@/features/market/saved-search-api'));

type State = { kind: 'open'; error: string | null; full: boolean } | { kind: 'saving' };

interface SaveSearchFormProps extends SaveSearchProps {
  /** The search was saved: the market says so in place of the form. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The form of "Alert me" (`SaveSearch`), loaded when the user opens it: the optional price
 * limit, Save and Cancel. Its API code loads on the first save; when it does not come, the
 * chunk note offers Retry. The price limit takes the focus as it opens, in place of the button
 * that opened it.
 */
export default function SaveSearchForm(props: SaveSearchFormProps) {
  const { query, t } = props;
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'open', error: null, full: false });
  const [limit, setLimit] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const limitRef = useRef<HTMLInputElement>(null);
  // "Save search" whose code did not load: the chunk note with Retry, in place of a reason.
  const code = useChunkFailure();
  const bound = priceLimitBound(query.side);

  useEffect(() => limitRef.current?.focus(), []);

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
      if (outcome.ok) props.onSaved();
      else setState({ kind: 'open', error: outcome.reason, full: outcome.full });
    } catch (failure) {
      setState({ kind: 'open', error: code.report(failure) ? null : fallback, full: false });
    }
  };

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
          ref={limitRef}
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
        <button type="button" className="market-alert-cancel" onClick={props.onCancel}>
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
