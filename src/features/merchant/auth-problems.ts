import { refusalOf } from '@/client/refusal';
import type { CoinAmount } from '@/contract/asset-codes';
import { merchantEndpoints } from '@/contract/merchant';
import type { EndpointDef } from '@/contract/define';
import type { Params } from '@/i18n/interpolate';
import { refusalReason, type RefusalWords } from '@/i18n/refusal-text';
import type { AuthMessageKey } from '@/features/merchant/messages';

/**
 * What a refused deposit lock or release tells the user on `/authAdvertising`. The UI reacts to
 * the refusal's name in the contract (`MERCHANT_REFUSALS`), not to the wording of `msg`. Pure.
 */

export type AuthText = (key: AuthMessageKey, params?: Params) => string;

/** A failure the page does not name: its refusal in the page's language, else the server's. */
function failed(
  endpoint: EndpointDef,
  error: unknown,
  key: AuthMessageKey,
  text: AuthText,
  words: RefusalWords | undefined,
): string {
  const msg = refusalReason(endpoint, error, words);
  return msg ? text(key, { reason: msg }) : text('merchant.common.genericError');
}

/** What a refused lock says; `balance` when topping up the P2P account is the way out. */
export interface LockProblem {
  message: string;
  balance: boolean;
}

/** A refused lock: the balance message in the form's words, else the server's reason. */
export function lockRefusal(
  error: unknown,
  amount: CoinAmount,
  text: AuthText,
  words?: RefusalWords,
): LockProblem {
  const endpoint = merchantEndpoints.c2cMerchantLockDeposit;
  const refusal = refusalOf(endpoint, error);
  if (refusal?.name === 'balanceTooLow') {
    const message = text('merchant.deposit.balanceTooLow', {
      currency: refusal.params.coin ?? amount.coin,
      num: refusal.params.amount ?? amount.amount,
    });
    return { message, balance: true };
  }
  return {
    message: failed(endpoint, error, 'merchant.auth.lockFailed', text, words),
    balance: false,
  };
}

/** The refusals of a release the page tells apart. */
export type ReleaseRefusal =
  /**
   * A wrong or expired code, a void one or a locked channel: said in the two-factor dialog,
   * which keeps the code; `refusal` is passed on to it (tries left, void, lock).
   */
  | { kind: 'code'; message: string; refusal: { name: string; params: object } }
  /** Ads listed or orders open after all: the dialog closes and the page says why. */
  | { kind: 'blocked'; listedAds: number; openOrders: number; message: string }
  | { kind: 'failed'; message: string };

export function releaseRefusal(
  error: unknown,
  text: AuthText,
  words?: RefusalWords,
): ReleaseRefusal {
  const endpoint = merchantEndpoints.c2cMerchantApplyRefund;
  const refusal = refusalOf(endpoint, error);
  if (refusal?.name === 'codeInvalid') {
    return { kind: 'code', message: text('merchant.auth.codeInvalid'), refusal };
  }
  if (refusal?.name === 'codeVoided' || refusal?.name === 'channelLocked') {
    const message = failed(endpoint, error, 'merchant.auth.releaseFailed', text, words);
    return { kind: 'code', message, refusal };
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
  return {
    kind: 'failed',
    message: failed(endpoint, error, 'merchant.auth.releaseFailed', text, words),
  };
}
