import { z } from 'zod';
import { recordId } from '@/contract/entities';
import {
  checkOrder,
  typedDecimal,
  type OrderMode,
  type OrderProblem,
  type OrderRules,
} from '@/features/market/amounts';
import { orderProceedRequest } from '@/contract/orders';

/**
 * The order panel's form and the order request in one schema (react-hook-form + zod resolver):
 * the form's values are checked against the ad (a number, the asset's scale, the limits and
 * the remaining quantity), then turned into the `order/proceed` body and checked by the
 * contract's own request schema, so what the form accepts is exactly what the request may carry.
 * Loaded with the panel only (it brings zod).
 */

export interface OrderFormValues {
  /** The field typed into last: its value is sent, the other one is only shown. */
  mode: OrderMode;
  /** Fiat amount, as typed. */
  amount: string;
  /** Coin quantity, as typed. */
  quantity: string;
  /** A seller's saved payment methods the buyer may pay to (up to 3). */
  userPaymentIds: number[];
}

interface OrderFormContext {
  adId: number;
  rules: OrderRules;
  /** True when the viewer sells: the request must then name their payment methods. */
  requirePaymentIds: boolean;
}

export type OrderFormProblem = OrderProblem | { key: 'market.validation.paymentIds' };

/** Builds the schema for one ad; `message` translates a problem into the viewer's language. */
export function orderFormSchema(
  { adId, rules, requirePaymentIds }: OrderFormContext,
  message: (problem: OrderFormProblem) => string,
) {
  return z
    .object({
      mode: z.enum(['amount', 'quantity']),
      amount: z.string(),
      quantity: z.string(),
      userPaymentIds: z.array(recordId),
    })
    .superRefine((values, ctx) => {
      const problem = checkOrder(values.mode, values[values.mode], rules);
      if (problem) ctx.addIssue({ code: 'custom', path: [values.mode], message: message(problem) });
      const count = values.userPaymentIds.length;
      if ((requirePaymentIds && count === 0) || count > 3) {
        ctx.addIssue({
          code: 'custom',
          path: ['userPaymentIds'],
          message: message({ key: 'market.validation.paymentIds' }),
        });
      }
    })
    .transform((values): z.input<typeof orderProceedRequest> => {
      const body: z.input<typeof orderProceedRequest> = {
        adId,
        // The price the viewer saw: the server refuses the order if it moved meanwhile.
        price: rules.price,
      };
      // What was typed, read by the shared parser ("1,000" → "1000"), as the wire wants it.
      if (values.mode === 'amount') {
        body.amount = typedDecimal(values.amount, rules.fiatScale) ?? values.amount.trim();
      } else
        body.quantity = typedDecimal(values.quantity, rules.coinScale) ?? values.quantity.trim();
      if (values.userPaymentIds.length > 0) body.userPaymentIds = values.userPaymentIds;
      return body;
    })
    .pipe(orderProceedRequest);
}
