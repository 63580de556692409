import { isApiError } from '@/client/api-error';
import { refusalOfAny } from '@/client/refusal';
import { ordersEndpoints } from '@/contract/orders';
import type { OrdersMessageKey } from '@/features/orders/messages';

/**
 * What to say when an order action is refused: a translated message for the refusals the page
 * knows by their name in the contract, otherwise the server's own message (spec section 8: the
 * server's msg is shown), or the client's translated network/timeout text when there was no
 * answer.
 */
export type OrderProblem =
  { key: OrdersMessageKey; params?: Record<string, string | number> } | { text: string };

/** The actions on an order whose refusals the order page reads. */
const ACTIONS = [
  ordersEndpoints.c2cOrderPaid,
  ordersEndpoints.c2cOrderRelease,
  ordersEndpoints.c2cOrderCancel,
  ordersEndpoints.c2cOrderAppeal,
  ordersEndpoints.c2cOrderAppealWithdraw,
] as const;

export function orderProblem(error: unknown, fallback: string): OrderProblem {
  if (!isApiError(error)) return { text: fallback };
  const refusal = refusalOfAny(ACTIONS, error);
  switch (refusal?.name) {
    case 'paymentTimedOut':
      return { key: 'orders.status.cancelledTimeout' };
    case 'appealTooEarly': {
      const minutes = refusal.params.appealMinMinute;
      return minutes === undefined
        ? { text: error.msg || fallback }
        : { key: 'orders.appeal.wait', params: { appealMinMinute: minutes } };
    }
    case 'codeInvalid':
      return { key: 'orders.error.codeInvalid' };
    case 'codeChannelUnavailable':
      return { key: 'orders.error.channel' };
    default:
      return { text: error.msg || fallback };
  }
}
