import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { askedQuery } from '@/features/card/amount';
import { quoteKey } from '@/features/card/card-query';
import type { CardOptions, CardQuery, QuoteResult } from '@/features/card/card-types';
import { createLatestRequest } from '@/features/card/latest-request';
import { rankQuotes, visibleQuotes } from '@/features/card/quotes';
import { chunk, isChunkError } from '@/lib/load-chunk';

const loadCardApi = chunk('card-api', () => import('@/features/card/card-api'));

interface CardQuotesInput {
  /** The form as rendered. */
  form: CardQuery;
  /** The form as the latest event left it (answers are checked against this, not a render). */
  formRef: RefObject<CardQuery>;
  /** How long to wait before asking: typing is debounced, a choice applies at once. */
  delayRef: RefObject<number>;
  options: CardOptions;
  /** The offers the server fetched for the first form, if it could. */
  initial: QuoteResult | null;
  /** No offers are asked while true (the order panel is shown). */
  paused: boolean;
}

/**
 * Every provider's offer for the form as it is now. Offers are asked again when the form
 * changes (after `delayRef`); an answer is kept only for the form as it is when it arrives
 * (`latest-request.ts`, `visibleQuotes`), so a late answer for an older amount never shows, and
 * while the current one is on its way `loading` is true. The API client loads on demand.
 */
export function useCardQuotes({
  form,
  formRef,
  delayRef,
  options,
  initial,
  paused,
}: CardQuotesInput) {
  const [result, setResult] = useState<QuoteResult | null>(initial);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  /** The last failure was the API's code not loading (worded as such, with Retry). */
  const [chunkFailed, setChunkFailed] = useState(false);
  const [latest] = useState(createLatestRequest);

  const { check, asked } = useMemo(() => askedQuery(form, options), [form, options]);
  const currentKey = asked ? quoteKey(asked) : null;
  const shown = visibleQuotes(result, currentKey);
  const ranked = useMemo(() => (shown ? rankQuotes(shown) : null), [shown]);
  const failed = currentKey !== null && failedKey === currentKey;
  const loading = currentKey !== null && shown === null && !failed;
  const keyNow = useCallback(() => {
    const now = askedQuery(formRef.current, options).asked;
    return now ? quoteKey(now) : null;
  }, [formRef, options]);

  const requestQuotes = useCallback(
    async (query: CardQuery) => {
      const ticket = latest.begin(quoteKey(query));
      setFailedKey(null);
      try {
        const { fetchQuotes } = await loadCardApi();
        const quotes = await fetchQuotes(query, ticket.signal);
        if (latest.isCurrent(ticket, keyNow())) setResult({ key: ticket.key, quotes });
      } catch (error) {
        if (!latest.isCurrent(ticket, keyNow())) return;
        setFailedKey(ticket.key);
        setChunkFailed(isChunkError(error));
      }
    },
    [latest, keyNow],
  );

  // A request still on its way when the page leaves is aborted.
  useEffect(() => () => latest.cancel(), [latest]);

  useEffect(() => {
    if (paused || !asked) {
      latest.cancel();
      return;
    }
    if (result?.key === quoteKey(asked)) return;
    const timer = setTimeout(() => void requestQuotes(asked), delayRef.current);
    return () => clearTimeout(timer);
    // `currentKey` stands for `asked`; `result` is read only to skip a request already answered.
  }, [currentKey, paused]);

  /** Drops the offers on screen: they no longer say what the providers would do. */
  const forget = useCallback(() => {
    setResult(null);
    setFailedKey(null);
  }, []);

  return { check, asked, ranked, loading, failed, chunkFailed, requestQuotes, forget };
}
