import { orderDetail, type OrderDetail } from '@/contract/orders';

/** The clock of the order fixtures (ms), and a minute. */
export const NOW = 1_700_000_000_000;
export const MIN = 60_000;

/**
 * An order page's detail as the API answers it: a buyer's unpaid order of 10.5 USDT for 10.61
 * EUR, placed two minutes before `NOW`, validated by the contract; `patch` sets any field.
 */
export function orderFixture(patch: Partial<OrderDetail> = {}): OrderDetail {
  return orderDetail.parse({
    orderNo: '123456789012345678',
    adId: 7,
    type: 'buy',
    coin: 'USDT',
    fiat: 'EUR',
    price: '1.01',
    quantity: '10.5',
    totalPrice: '10.61',
    status: 'pending_payment',
    paymentMethod: null,
    counterparty: { userId: 2, nickname: 'bob' },
    paymentTimeLimitMinutes: 15,
    paymentDeadline: NOW + 15 * MIN,
    appealAvailableAt: null,
    createdAt: NOW - 2 * MIN,
    chatUnread: 0,
    role: 'buyer',
    isAdvertiser: false,
    sellerPayments: [],
    events: [{ id: 1, type: 'placed', actor: 'buyer', at: NOW - 2 * MIN, detail: null }],
    appeal: null,
    cancelledBy: null,
    cancelReason: null,
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    releaseExpectMinutes: 3,
    appealMinWaitMinutes: 10,
    buyerName: 'Vera Collins',
    payerAccount: null,
    payerSuggestions: [],
    deadlineExtendedMinutes: null,
    deadlineExtensionMinutes: 15,
    now: NOW,
    ...patch,
  });
}
