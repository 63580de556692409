import type { CoinAmount } from '@/contract/asset-codes';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import type { Params } from '@/i18n/interpolate';
import type { AuthMessageKey } from '@/features/merchant/messages';

/**
 * What a refused deposit lock or release tells the user on `/authAdvertising`. The UI reacts to
 * the business code (the contract's `MERCHANT_CODES`), not to the wording of `msg`. Pure.
 */

export interface Refusal {
  code: number;
  msg: string;
  data: unknown;
}

export type AuthText = (key: AuthMessageKey, params?: Params) => string;

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : null;
}

function asText(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function failed(refusal: Refusal, key: AuthMessageKey, text: AuthText): string {
  return refusal.msg ? text(key, { reason: refusal.msg }) : text('merchant.common.genericError');
}

/** What a refused lock says; `balance` when topping up the P2P account is the way out. */
export interface LockProblem {
  message: string;
  balance: boolean;
}

/** A refused lock: the balance message in the form's words, else the server's reason. */
export function lockRefusal(refusal: Refusal, amount: CoinAmount, text: AuthText): LockProblem {
  if (refusal.code === MERCHANT_CODES.balanceTooLow) {
    const message = text('merchant.deposit.balanceTooLow', {
      currency: asText(field(refusal.data, 'coin'), amount.coin),
      num: asText(field(refusal.data, 'amount'), amount.amount),
    });
    return { message, balance: true };
  }
  return { message: failed(refusal, 'merchant.auth.lockFailed', text), balance: false };
}

/** The refusals of a release the page tells apart. */
export type ReleaseRefusal =
  /** A wrong or expired code: said in the two-factor dialog, which keeps the code. */
  | { kind: 'code'; message: string }
  /** Ads listed or orders open after all: the dialog closes and the page says why. */
  | { kind: 'blocked'; listedAds: number; openOrders: number; message: string }
  | { kind: 'failed'; message: string };

export function releaseRefusal(refusal: Refusal, text: AuthText): ReleaseRefusal {
  if (refusal.code === MERCHANT_CODES.codeInvalid) {
    return { kind: 'code', message: text('merchant.auth.codeInvalid') };
  }
  if (refusal.code === MERCHANT_CODES.refundBlocked) {
    const listedAds = count(field(refusal.data, 'listedAds'));
    const openOrders = count(field(refusal.data, 'openOrders'));
    return {
      kind: 'blocked',
      listedAds,
      openOrders,
      message: text('merchant.auth.releaseBlocked', { ads: listedAds, orders: openOrders }),
    };
  }
  return { kind: 'failed', message: failed(refusal, 'merchant.auth.releaseFailed', text) };
}
