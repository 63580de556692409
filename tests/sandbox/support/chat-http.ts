import type { C2cOrder } from '@/contract/entities';
import type { ChatMessage, ChatPage } from '@/contract/orders-chat';
import type { Harness } from '../harness';
import type { Party, tradingSetup } from './order-http';

/** The order chat's HTTP calls for the sandbox tests (`orders-chat*.test.ts`). */

export type Setup = ReturnType<typeof tradingSetup>;

let keySeq = 0;
/** A fresh idempotency key, as the page makes one per message. */
export const key = () => `key-${String((keySeq += 1)).padStart(6, '0')}`;

/**
 * The buyer places an order of 100 XTS on the seller's sell ad (or, with `side` "sell", sells
 * into the seller's buy ad, paid to the buyer's saved method); answers its number.
 */
export async function placeChatOrder(h: Harness, s: Setup, side: 'buy' | 'sell' = 'buy') {
  const body =
    side === 'buy'
      ? { adId: s.sellAd, price: '2.00', amount: '100' }
      : { adId: s.buyAd, price: '2.00', amount: '100', userPaymentIds: [s.buyerMethod] };
  const placed = await h.post<C2cOrder>('/c2c/v3/order/proceed', body, { token: s.buyer.token });
  if (placed.status !== 200) throw new Error(`Placing failed: ${placed.body.msg}`);
  return placed.body.data.orderNo;
}

/** The chat calls of one order, as a party makes them. */
export function chatCalls(h: Harness, orderNo: string) {
  const send = (party: Party, body: Record<string, unknown>, headers?: Record<string, string>) =>
    h.post<ChatMessage>(
      '/c2c/v3/order/chat/send',
      { orderNo, clientId: key(), ...body },
      { token: party.token, headers },
    );
  const say = async (party: Party, text: string) => {
    const res = await send(party, { text });
    if (res.status !== 200) throw new Error(`Sending failed: ${res.body.msg}`);
    return res.body.data;
  };
  const list = (party: Party, query = '') =>
    h.get<ChatPage>(`/c2c/v3/order/chat/list?orderNo=${orderNo}${query}`, { token: party.token });
  const page = async (party: Party, query = '') => (await list(party, query)).body.data;
  const read = (party: Party, upToId: number) =>
    h.post<{ unread: number }>(
      '/c2c/v3/order/chat/read',
      { orderNo, upToId },
      { token: party.token },
    );
  return { send, say, list, page, read };
}
