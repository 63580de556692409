import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { orderProblem } from '@/features/orders/order-problems';
import { fieldLabel } from '@/features/orders/PaymentDetails';
import { problemText } from '@/features/orders/problem-text';
import { createIslandTranslator } from '@/i18n/island-t';
import { ordersMessages } from '@/features/orders/server/messages';

const refusal = (code: number, msg: string, data: unknown = null) =>
  new ApiError({ kind: 'server', code, msg, data, status: 400, traceId: 't' });
const t = createIslandTranslator(ordersMessages('en'));

describe('order action refusals', () => {
  it('translates the refusals the page knows by their code', () => {
    expect(orderProblem(refusal(ORDER_CODES.paymentTimedOut, 'x'), 'fallback')).toEqual({
      key: 'orders.status.cancelledTimeout',
    });
    expect(orderProblem(refusal(ORDER_CODES.codeInvalid, 'x'), 'fallback')).toEqual({
      key: 'orders.error.codeInvalid',
    });
    expect(
      problemText(
        orderProblem(
          refusal(ORDER_CODES.appealTooEarly, 'x', { appealMinMinute: 10, appealAvailableAt: 1 }),
          'f',
        ),
        t,
      ),
    ).toBe('You cannot appeal within 10 minutes');
  });

  it("shows the server's own message for any other refusal, and a fallback without one", () => {
    const conflict = refusal(ORDER_CODES.stateConflict, 'The order has been cancelled.');
    expect(problemText(orderProblem(conflict, 'f'), t)).toBe(
      'The action failed: The order has been cancelled.',
    );
    expect(orderProblem(new Error('boom'), 'No answer')).toEqual({ text: 'No answer' });
  });

  it('reads the refusal by its code: a reworded server message changes nothing', () => {
    const reworded = refusal(ORDER_CODES.codeInvalid, 'That code did not work (reworded)');
    expect(problemText(orderProblem(reworded, 'f'), t)).toBe(
      problemText(orderProblem(refusal(ORDER_CODES.codeInvalid, 'x'), 'f'), t),
    );
    // An appeal refusal without its declared wait falls back to the server's words.
    expect(orderProblem(refusal(ORDER_CODES.appealTooEarly, 'Too early'), 'f')).toEqual({
      text: 'Too early',
    });
  });

  it('says the spec sentence when a payment timed out', () => {
    expect(problemText(orderProblem(refusal(ORDER_CODES.paymentTimedOut, 'x'), 'f'), t)).toBe(
      'Your payment has timed out and your order has been automatically cancelled',
    );
  });
});

describe('order amounts and payment details', () => {
  it('shows fiat and coin at their scales with thousands commas, prices with every digit', () => {
    expect(formatFiat('12345.5', 2)).toBe('12,345.50');
    expect(formatCoin('0.123456', 6)).toBe('0.123456');
    expect(formatPrice('0.7912', 2)).toBe('0.7912');
    expect(formatPrice('95000', 2)).toBe('95,000.00');
  });

  it('keeps the value’s own decimals (at least two) when the scales are unknown', () => {
    expect(formatFiat('100', null)).toBe('100.00');
    expect(formatCoin('0.00012345', null)).toBe('0.00012345');
  });

  it('labels known detail keys in the page language and keeps the server label otherwise', () => {
    const fa = createIslandTranslator(ordersMessages('fa'));
    expect(fieldLabel({ key: 'accountNumber', name: 'Account number' }, t)).toBe('Account number');
    expect(fieldLabel({ key: 'accountNumber', name: 'Account number' }, fa)).not.toBe(
      'Account number',
    );
    expect(fieldLabel({ key: 'revtag', name: 'Revtag' }, fa)).toBe('Revtag');
  });
});
