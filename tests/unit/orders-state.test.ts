import { describe, expect, it } from 'vitest';
import {
  isEnded,
  orderActions,
  orderPhase,
  orderSteps,
  type ActionInput,
} from '@/features/orders/order-state';

const NOW = 1_700_000_000_000;
const MIN = 60_000;

function order(patch: Partial<ActionInput> = {}): ActionInput {
  return {
    role: 'buyer',
    status: 'pending_payment',
    paymentDeadline: NOW + 15 * MIN,
    appealAvailableAt: null,
    appeal: null,
    ...patch,
  };
}

describe('order phase', () => {
  it('tells a timed-out cancel apart from other cancels', () => {
    expect(orderPhase({ status: 'cancelled', cancelledBy: 'timeout' })).toBe('timed_out');
    expect(orderPhase({ status: 'cancelled', cancelledBy: 'buyer' })).toBe('cancelled');
    expect(orderPhase({ status: 'cancelled', cancelledBy: 'support' })).toBe('cancelled');
  });

  it('maps each running status to what the page says', () => {
    expect(orderPhase({ status: 'pending_payment', cancelledBy: null })).toBe('awaiting_payment');
    expect(orderPhase({ status: 'paid', cancelledBy: null })).toBe('awaiting_release');
    expect(orderPhase({ status: 'appealing', cancelledBy: null })).toBe('appealing');
    expect(orderPhase({ status: 'completed', cancelledBy: null })).toBe('completed');
  });

  it('knows which orders have ended', () => {
    expect(isEnded('completed')).toBe(true);
    expect(isEnded('cancelled')).toBe(true);
    expect(isEnded('paid')).toBe(false);
    expect(isEnded('appealing')).toBe(false);
  });
});

describe('order steps (placed → paid → released)', () => {
  const states = (status: ActionInput['status'], paidAt: number | null = null) =>
    orderSteps({ status, paidAt }).map((s) => `${s.key}:${s.state}`);

  it('waits on payment while unpaid', () => {
    expect(states('pending_payment')).toEqual(['placed:done', 'paid:current', 'released:upcoming']);
  });

  it('waits on release once paid, and under appeal', () => {
    const expected = ['placed:done', 'paid:done', 'released:current'];
    expect(states('paid', NOW)).toEqual(expected);
    expect(states('appealing', NOW)).toEqual(expected);
  });

  it('has every step done when completed', () => {
    expect(states('completed', NOW)).toEqual(['placed:done', 'paid:done', 'released:done']);
  });

  it('stops at payment when cancelled unpaid, at release when support cancelled a paid order', () => {
    expect(states('cancelled')).toEqual(['placed:done', 'paid:stopped', 'released:stopped']);
    expect(states('cancelled', NOW)).toEqual(['placed:done', 'paid:done', 'released:stopped']);
  });
});

describe('order actions per role and status', () => {
  it('lets the buyer mark paid or cancel an unpaid order before the deadline', () => {
    const actions = orderActions(order(), NOW);
    expect(actions).toMatchObject({ markPaid: true, cancel: true, release: false });
    expect(actions.appeal).toEqual({ kind: 'none' });
  });

  it('offers nothing to pay or cancel once the payment time is up (the server cancels)', () => {
    const actions = orderActions(order(), NOW + 15 * MIN);
    expect(actions).toMatchObject({ markPaid: false, cancel: false });
  });

  it('never lets the seller mark paid or cancel', () => {
    const actions = orderActions(order({ role: 'seller' }), NOW);
    expect(actions).toMatchObject({ markPaid: false, cancel: false, release: false });
  });

  it('lets only the seller release, on a paid order and under appeal', () => {
    for (const status of ['paid', 'appealing'] as const) {
      expect(orderActions(order({ role: 'seller', status }), NOW).release).toBe(true);
      expect(orderActions(order({ role: 'buyer', status }), NOW).release).toBe(false);
    }
    for (const status of ['pending_payment', 'completed', 'cancelled'] as const) {
      expect(orderActions(order({ role: 'seller', status }), NOW).release).toBe(false);
    }
  });

  it('keeps the appeal closed until the minimum wait is over, then opens it to either party', () => {
    const availableAt = NOW + 10 * MIN;
    for (const role of ['buyer', 'seller'] as const) {
      const paid = order({ role, status: 'paid', appealAvailableAt: availableAt });
      expect(orderActions(paid, NOW).appeal).toEqual({ kind: 'waiting', availableAt });
      expect(orderActions(paid, availableAt - 1).appeal.kind).toBe('waiting');
      expect(orderActions(paid, availableAt).appeal).toEqual({ kind: 'open' });
    }
  });

  it('offers no new appeal on an order under appeal, unpaid or ended', () => {
    for (const status of ['pending_payment', 'appealing', 'completed', 'cancelled'] as const) {
      expect(orderActions(order({ status, appealAvailableAt: NOW }), NOW).appeal).toEqual({
        kind: 'none',
      });
    }
  });

  it('lets only the raiser withdraw an open appeal', () => {
    const appealing = (raisedByMe: boolean, status: 'open' | 'withdrawn' | 'resolved') =>
      orderActions(order({ status: 'appealing', appeal: { raisedByMe, status } }), NOW)
        .withdrawAppeal;
    expect(appealing(true, 'open')).toBe(true);
    expect(appealing(false, 'open')).toBe(false);
    expect(appealing(true, 'withdrawn')).toBe(false);
    const paidAfterWithdrawal = order({
      status: 'paid',
      appeal: { raisedByMe: true, status: 'withdrawn' },
    });
    expect(orderActions(paidAfterWithdrawal, NOW).withdrawAppeal).toBe(false);
  });
});
