import type { OrderStatus } from '@/contract/entities';
import type { OrderCancelledBy } from '@/contract/orders';
import type { OrderAppeal } from '@/contract/orders-appeal';
import type { OrderRole } from '@/contract/entities';

/**
 * What the order page shows and allows, derived from the order as the server sent it. Pure, so
 * the rules are tested without a browser; the island only renders the answers. Types only are
 * imported from the contract: this file ships with the island's first chunk, without zod.
 */

/** The order's situation as the page tells it (the status, with a timed-out cancel apart). */
export type OrderPhase =
  'awaiting_payment' | 'awaiting_release' | 'appealing' | 'completed' | 'cancelled' | 'timed_out';

export function orderPhase(order: {
  status: OrderStatus;
  cancelledBy: OrderCancelledBy | null;
}): OrderPhase {
  switch (order.status) {
    case 'pending_payment':
      return 'awaiting_payment';
    case 'paid':
      return 'awaiting_release';
    case 'appealing':
      return 'appealing';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return order.cancelledBy === 'timeout' ? 'timed_out' : 'cancelled';
  }
}

/** An order has ended: nothing can happen to it any more (no live updates needed). */
export function isEnded(status: OrderStatus): boolean {
  return status === 'completed' || status === 'cancelled';
}

type StepKey = 'placed' | 'paid' | 'released';
/** `stopped`: the order was cancelled before this step happened. */
type StepState = 'done' | 'current' | 'upcoming' | 'stopped';
export interface OrderStep {
  key: StepKey;
  state: StepState;
}

const STEP_KEYS: readonly StepKey[] = ['placed', 'paid', 'released'];

/**
 * The three steps of a trade (placed → paid → released) and where the order is. A cancelled
 * order stops at the step it never reached: before payment, or (support ruled for the seller
 * after an appeal) before release.
 */
export function orderSteps(order: { status: OrderStatus; paidAt: number | null }): OrderStep[] {
  const states = (done: number, rest: StepState): OrderStep[] =>
    STEP_KEYS.map((key, index) => ({
      key,
      state:
        index < done ? 'done' : index === done ? rest : rest === 'stopped' ? 'stopped' : 'upcoming',
    }));
  switch (order.status) {
    case 'pending_payment':
      return states(1, 'current');
    case 'paid':
    case 'appealing':
      return states(2, 'current');
    case 'completed':
      return states(3, 'current');
    case 'cancelled':
      return states(order.paidAt === null ? 1 : 2, 'stopped');
  }
}

/** The appeal button: none (not a paid order), waiting for the minimum wait, or open. */
type AppealAvailability =
  { kind: 'none' } | { kind: 'waiting'; availableAt: number } | { kind: 'open' };

interface OrderActions {
  /** Buyer: "I have paid" (before the payment deadline). */
  markPaid: boolean;
  /** Buyer: cancel an unpaid order (before the payment deadline; after it the server cancels). */
  cancel: boolean;
  /** Seller: release the coins (paid, or under appeal). */
  release: boolean;
  /** Either party, on a paid order. */
  appeal: AppealAvailability;
  /** The raiser of an open appeal may withdraw it. */
  withdrawAppeal: boolean;
  /** Seller: give the buyer more time to pay (unpaid, in time, not extended yet: once). */
  extend: boolean;
}

export interface ActionInput {
  role: OrderRole;
  status: OrderStatus;
  paymentDeadline: number;
  appealAvailableAt: number | null;
  appeal: Pick<OrderAppeal, 'raisedByMe' | 'status'> | null;
  /** Null while the seller has not extended the payment deadline. */
  deadlineExtendedMinutes?: number | null;
}

/** What the viewer may do at server time `now`. */
export function orderActions(order: ActionInput, now: number): OrderActions {
  const buyer = order.role === 'buyer';
  const unpaidInTime = order.status === 'pending_payment' && now < order.paymentDeadline;
  let appeal: AppealAvailability = { kind: 'none' };
  if (order.status === 'paid') {
    appeal =
      order.appealAvailableAt !== null && now < order.appealAvailableAt
        ? { kind: 'waiting', availableAt: order.appealAvailableAt }
        : { kind: 'open' };
  }
  return {
    markPaid: buyer && unpaidInTime,
    cancel: buyer && unpaidInTime,
    release: !buyer && (order.status === 'paid' || order.status === 'appealing'),
    appeal,
    withdrawAppeal:
      order.status === 'appealing' &&
      order.appeal !== null &&
      order.appeal.raisedByMe &&
      order.appeal.status === 'open',
    extend: !buyer && unpaidInTime && (order.deadlineExtendedMinutes ?? null) === null,
  };
}
