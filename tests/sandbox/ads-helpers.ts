import type { AdRequest, MyAd } from '@/contract/ads';
import type { C2cOrder } from '@/contract/entities';
import type { UserPayment } from '@/contract/payments';
import type { Harness } from './harness';

/**
 * Shared steps of the ad HTTP tests, on the demo seed: `merchant` is certified, trades GBP, has
 * saved GBP payment methods and 20000 USDT in P2P (reference price of USDT in GBP: 0.79).
 */

/** A valid GBP USDT sell ad at a fixed 0.80 (1.27 % above the reference), without its methods. */
export const AD_BASE: Omit<AdRequest, 'userPaymentIds'> = {
  type: 'sell',
  coin: 'USDT',
  fiat: 'GBP',
  priceType: 'fixed',
  fixedPrice: '0.80',
  quantity: '1000',
  minLimit: '20',
  maxLimit: '500',
  paymentTimeLimitMinutes: 15,
  remarks: 'Fast release',
  conditions: { minRegisteredDays: null, minCompletedTrades: null },
  launch: 'now',
  riskConfirmed: false,
};

export interface Poster {
  token: string;
  /** The persona's active saved methods serving GBP, newest first. */
  paymentIds: number[];
}

/** Logs in as `persona` and reads its saved GBP payment methods. */
export async function poster(h: Harness, persona: 'merchant' | 'verified' = 'merchant') {
  const token = await h.login(persona);
  const list = await h.get<UserPayment[]>('/c2c/v3/user-payment/list?fiat=GBP', { token });
  if (list.status !== 200) throw new Error(`Payment list failed: ${list.body.msg}`);
  return { token, paymentIds: list.body.data.map((p) => p.id) } satisfies Poster;
}

/** The request body for `who`: the base ad with its first payment method, plus `changes`. */
export function adBody(who: Poster, changes: Record<string, unknown> = {}) {
  return { ...AD_BASE, userPaymentIds: who.paymentIds.slice(0, 1), ...changes };
}

/** Posts an ad and returns it; a refusal fails the test with the server's message. */
export async function postAd(h: Harness, who: Poster, changes: Record<string, unknown> = {}) {
  const res = await h.post<MyAd>('/c2c/v3/ad/create', adBody(who, changes), { token: who.token });
  if (res.status !== 200) throw new Error(`Posting failed: ${res.body.msg}`);
  return res.body.data;
}

/** `POST /c2c/v3/ad/action`. */
export function act(h: Harness, who: Poster, ad: Pick<MyAd, 'id' | 'version'>, action: string) {
  return h.post<MyAd>(
    '/c2c/v3/ad/action',
    { id: ad.id, version: ad.version, action },
    { token: who.token },
  );
}

/** The user's own ad as the edit form loads it. */
export async function detailOf(h: Harness, who: Poster, id: number) {
  return h.get<MyAd>(`/c2c/v3/ad/detail?id=${id}`, { token: who.token });
}

/** `verified` buys `amount` GBP worth from a sell ad at `price` (an order in progress). */
export async function buyFrom(h: Harness, adId: number, price: string, amount: string) {
  const token = await h.login('verified');
  const res = await h.post<C2cOrder>('/c2c/v3/order/proceed', { adId, price, amount }, { token });
  if (res.status !== 200) throw new Error(`Placing failed: ${res.body.msg}`);
  return { token, order: res.body.data };
}
