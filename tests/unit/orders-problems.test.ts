import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { formatCoin, formatFiat, formatPrice } from '@/i18n/format';
import { orderProblem, type OrderWords } from '@/features/orders/order-problems';
import { fieldLabel } from '@/features/orders/PaymentDetails';
import { createIslandTranslator } from '@/i18n/island-t';
import { ordersMessages } from '@/features/orders/server/messages';
import { appealMessages } from '@/features/orders/appeal/server/messages';
import { FIELD_CODES, refusalsOf, type EndpointDef } from '@/contract/define';
import { ordersEndpoints } from '@/contract/orders';
import { ordersChatEndpoints } from '@/contract/orders-chat';
import { paymentsEndpoints } from '@/contract/payments';
import { LOCALE_CODES } from '@/i18n/locales';
import { fieldCodeKey, refusalKeys } from '@/i18n/refusal-text';

const refusal = (code: number, msg: string, data: unknown = null, status = 400) =>
  new ApiError({ kind: 'server', code, msg, data, status, traceId: 't' });
const t = createIslandTranslator(ordersMessages('en'));
const words = (locale: 'en' | 'ru' | 'fa'): OrderWords => ({
  t: createIslandTranslator(ordersMessages(locale), locale),
  refusals: ordersMessages(locale),
  locale,
});
const en = words('en');

describe('order action refusals', () => {
  it('word the refusals by their code in the page language', () => {
    expect(orderProblem('release', refusal(ORDER_CODES.codeInvalid, 'x'), en)).toEqual({
      text: 'The verification code is incorrect or has expired. Please request a new one.',
      moved: false,
    });
    expect(orderProblem('cancel', refusal(ORDER_CODES.orderNotFound, 'x', null, 404), en)).toEqual({
      text: 'This order was not found.',
      moved: false,
    });
    const ru = orderProblem('paid', refusal(500, 'Internal error', null, 500), words('ru'));
    expect(ru.text).toBe(ordersMessages('ru')['refusal.unavailable' as never]);
  });

  it('mark the refusals saying the order moved on, for the page to reload it', () => {
    const conflict = orderProblem('paid', refusal(ORDER_CODES.stateConflict, 'x', null, 409), en);
    expect(conflict).toEqual({
      text: 'This is no longer possible: the status has changed. Please reload the page.',
      moved: true,
    });
    expect(orderProblem('paid', refusal(ORDER_CODES.paymentTimedOut, 'x', null, 409), en)).toEqual({
      text: 'Your payment has timed out and your order has been automatically cancelled',
      moved: true,
    });
    expect(
      orderProblem('release', refusal(ORDER_CODES.notYourTurn, 'x', null, 403), en).moved,
    ).toBe(true);
  });

  it("shows the server's own message for a code the page does not know, and a fallback without an answer", () => {
    expect(orderProblem('withdraw', refusal(109999, 'Something new.'), en).text).toBe(
      'The action failed: Something new.',
    );
    expect(orderProblem('paid', new Error('boom'), en)).toEqual({
      text: 'The exchange did not answer. Please try again in a moment.',
      moved: false,
    });
  });

  it('reads the refusal by its code: a reworded server message changes nothing', () => {
    const reworded = refusal(ORDER_CODES.codeInvalid, 'That code did not work (reworded)');
    expect(orderProblem('release', reworded, en)).toEqual(
      orderProblem('release', refusal(ORDER_CODES.codeInvalid, 'x'), en),
    );
  });
});

describe('the refusal messages the order and appeal pages are handed', () => {
  /** The declared refusals of `calls` that `messages` has no wording for, and missing field codes. */
  const unworded = (messages: Readonly<Record<string, string>>, calls: EndpointDef[]) => [
    ...calls.flatMap((call) =>
      Object.entries(refusalsOf(call))
        .filter(([name, def]) => !refusalKeys(name, def.code).some((key) => messages[key]))
        .map(([name]) => `${call.path} ${name}`),
    ),
    ...FIELD_CODES.map(fieldCodeKey).filter((key) => !messages[key]),
  ];

  for (const locale of LOCALE_CODES) {
    it(`${locale}: every refusal of the order actions, the chat's send and the uploads, and every field code`, () => {
      const order = ordersMessages(locale) as unknown as Record<string, string>;
      const orderCalls = [
        ordersEndpoints.c2cOrderPaid,
        ordersEndpoints.c2cOrderRelease,
        ordersEndpoints.c2cOrderCancel,
        ordersAppealEndpoints.c2cOrderAppealWithdraw,
        ordersChatEndpoints.c2cOrderChatSend,
        paymentsEndpoints.c2cUploadImg,
      ];
      expect(unworded(order, orderCalls)).toEqual([]);
      const appeal = appealMessages(locale) as unknown as Record<string, string>;
      const appealCalls = [ordersAppealEndpoints.c2cOrderAppeal, paymentsEndpoints.c2cUploadImg];
      expect(unworded(appeal, appealCalls)).toEqual([]);
    });
  }
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
