import { isApiError } from '@/client/api-error';
import { refusalOf } from '@/client/refusal';
import type { CoinAmount } from '@/contract/asset-codes';
import { merchantEndpoints } from '@/contract/merchant';
import type { Params } from '@/i18n/interpolate';
import type { AuthMessageKey } from '@/features/merchant/messages';

/**
 * What a refused deposit lock or release tells the user on `/authAdvertising`. The UI reacts to
 * the refusal's name in the contract (`MERCHANT_REFUSALS`), not to the wording of `msg`. Pure.
 */

export type AuthText = (key: AuthMessageKey, params?: Params) => string;

function failed(error: unknown, key: AuthMessageKey, text: AuthText): string {
  const msg = isApiError(error) ? error.msg : '';
  return msg ? text(key, { reason: msg }) : text('merchant.common.genericError');
}

/** What a refused lock says; `balance` when topping up the P2P account is the way out. */
export interface LockProblem {
  message: string;
  balance: boolean;
}

/** A refused lock: the balance message in the form's words, else the server's reason. */
export function lockRefusal(error: unknown, amount: CoinAmount, text: AuthText): LockProblem {
  const refusal = refusalOf(merchantEndpoints.c2cMerchantLockDeposit, error);
  if (refusal?.name === 'balanceTooLow') {
    const message = text('merchant.deposit.balanceTooLow', {
      currency: refusal.params.coin ?? amount.coin,
      num: refusal.params.amount ?? amount.amount,
    });
    return { message, balance: true };
  }
  return { message: failed(error, 'merchant.auth.lockFailed', text), balance: false };
}

/** The refusals of a release the page tells apart. */
export type ReleaseRefusal =
  /** A wrong or expired code: said in the two-factor dialog, which keeps the code. */
  | { kind: 'code'; message: string }
  /** Ads listed or orders open after all: the dialog closes and the page says why. */
  | { kind: 'blocked'; listedAds: number; openOrders: number; message: string }
  | { kind: 'failed'; message: string };

export function releaseRefusal(error: unknown, text: AuthText): ReleaseRefusal {
  const refusal = refusalOf(merchantEndpoints.c2cMerchantApplyRefund, error);
  if (refusal?.name === 'codeInvalid') {
    return { kind: 'code', message: text('merchant.auth.codeInvalid') };
  }
  if (refusal?.name === 'releaseBlocked') {
    const { listedAds = 0, openOrders = 0 } = refusal.params;
    return {
      kind: 'blocked',
      listedAds,
      openOrders,
      message: text('merchant.auth.releaseBlocked', { ads: listedAds, orders: openOrders }),
    };
  }
  return { kind: 'failed', message: failed(error, 'merchant.auth.releaseFailed', text) };
}
