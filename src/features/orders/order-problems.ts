import { isApiError } from '@/client/api-error';
import { ORDER_CODES } from '@/contract/orders-refusals';
import type { OrdersMessageKey } from '@/features/orders/messages';

/**
 * What to say when an order action is refused: a translated message for the refusals the page
 * knows by their code, otherwise the server's own message (spec section 8: the server's msg is
 * shown), or the client's translated network/timeout text when there was no answer.
 */
export type OrderProblem =
  { key: OrdersMessageKey; params?: Record<string, string | number> } | { text: string };

function numberIn(data: unknown, field: string): number | null {
  if (data === null || typeof data !== 'object' || !(field in data)) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function orderProblem(error: unknown, fallback: string): OrderProblem {
  if (!isApiError(error)) return { text: fallback };
  switch (error.code) {
    case ORDER_CODES.paymentTimedOut:
      return { key: 'orders.status.cancelledTimeout' };
    case ORDER_CODES.appealTooEarly: {
      const minutes = numberIn(error.data, 'appealMinMinute');
      return minutes === null
        ? { text: error.msg || fallback }
        : { key: 'orders.appeal.wait', params: { appealMinMinute: minutes } };
    }
    case ORDER_CODES.codeInvalid:
      return { key: 'orders.error.codeInvalid' };
    case ORDER_CODES.codeChannelUnavailable:
      return { key: 'orders.error.channel' };
    default:
      return { text: error.msg || fallback };
  }
}
