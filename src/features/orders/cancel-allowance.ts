import { api } from '@/client/api';
import { marketEndpoints } from '@/contract/market';
import { userEndpoints } from '@/contract/user';

/**
 * How many more orders the user may cancel today (spec: cancellations per day are capped, and
 * reaching the cap blocks placing orders until the daily reset), for the cancel dialog. Read
 * when the dialog opens, from the user's P2P profile (`cancelledToday`) and the P2P config
 * (`dailyCancelCap`, `cancelResetUtc`); both are the server's own counts, never guessed here.
 */
export interface CancelAllowance {
  /** Cancellations left before the cap, never below 0. */
  left: number;
  cap: number;
  /** UTC time of day (`HH:mm`) the count resets. */
  resetUtc: string;
}

/** The allowance from the server's numbers. */
export function cancelAllowance(
  cap: number,
  cancelledToday: number,
  resetUtc: string,
): CancelAllowance {
  return { left: Math.max(0, cap - cancelledToday), cap, resetUtc };
}

/** Both reads, silently: null when either fails (the dialog then keeps its general note). */
export async function fetchCancelAllowance(signal?: AbortSignal): Promise<CancelAllowance | null> {
  const silent = { errors: 'silent', signal } as const;
  try {
    const [info, config] = await Promise.all([
      api.call(userEndpoints.c2cUserInfo, {}, silent),
      api.call(marketEndpoints.c2cBasicsConfig, {}, silent),
    ]);
    return cancelAllowance(config.dailyCancelCap, info.cancelledToday, config.cancelResetUtc);
  } catch {
    return null;
  }
}
