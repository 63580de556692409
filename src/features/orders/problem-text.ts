import type { OrdersT } from '@/features/orders/messages';
import type { OrderProblem } from '@/features/orders/order-problems';

/** An order problem as one sentence: a known refusal translated, else the server's words. */
export function problemText(problem: OrderProblem, t: OrdersT): string {
  return 'key' in problem
    ? t(problem.key, problem.params)
    : t('orders.error.action', { reason: problem.text });
}
