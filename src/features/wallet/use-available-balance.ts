import { useEffect, useState } from 'react';
import type { AccountType, MarginMode } from '@/contract/wallet';
import { fetchBalance } from '@/features/wallet/transfer-api';

/** The source account's balance: being read, read, or not readable (with a way to try again). */
export interface AvailableBalance {
  /** The available balance, a decimal string; null while it loads or when it failed. */
  available: string | null;
  /** The last read failed: the dialog says so and offers `retry` instead of waiting forever. */
  failed: boolean;
  retry: () => void;
}

/**
 * The available balance of the source account for a coin (and pair, when isolated margin),
 * read again whenever one of them changes or `retry` is called. Nothing is read while `skip` (a
 * futures account is not opened) or before an account and a coin are chosen; a late answer for
 * an earlier choice is dropped.
 */
export function useAvailableBalance(
  from: AccountType | null,
  coin: string,
  margin: { marginMode?: MarginMode; pair?: string },
  skip: boolean,
): AvailableBalance {
  const [available, setAvailable] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = `${from}|${coin}|${margin.marginMode ?? ''}|${margin.pair ?? ''}`;
  useEffect(() => {
    if (!from || !coin || skip) return;
    let live = true;
    setAvailable(null);
    setFailed(false);
    fetchBalance(from, coin, margin).then(
      (value) => live && setAvailable(value.available),
      () => {
        if (!live) return;
        setAvailable(null);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for from, coin and the margin fields of the source.
  }, [key, skip, attempt]);
  return { available, failed, retry: () => setAttempt((n) => n + 1) };
}
