import { useEffect, useState } from 'react';
import type { AccountType, MarginMode } from '@/contract/wallet';
import { fetchBalance } from '@/features/wallet/transfer-api';

/**
 * The available balance of the source account for a coin (and pair, when isolated margin),
 * read again whenever one of them changes; null while it loads or when it could not be read.
 * Nothing is read while `skip` (a futures account is not opened) or before an account and a
 * coin are chosen; a late answer for an earlier choice is dropped.
 */
export function useAvailableBalance(
  from: AccountType | null,
  coin: string,
  margin: { marginMode?: MarginMode; pair?: string },
  skip: boolean,
): string | null {
  const [available, setAvailable] = useState<string | null>(null);
  const key = `${from}|${coin}|${margin.marginMode ?? ''}|${margin.pair ?? ''}`;
  useEffect(() => {
    if (!from || !coin || skip) return;
    let live = true;
    setAvailable(null);
    fetchBalance(from, coin, margin).then(
      (value) => live && setAvailable(value.available),
      () => live && setAvailable(null),
    );
    return () => {
      live = false;
    };
    // `key` stands for from, coin and the margin fields of the source.
  }, [key, skip]);
  return available;
}
