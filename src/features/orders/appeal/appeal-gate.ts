import type { OrderStatus } from '@/contract/entities';

/**
 * Whether an appeal can be filed now (spec section 4: only on a paid order, only after the
 * minimum wait, withdrawn appeals may be raised again). The server decides in the end; this
 * tells the viewer beforehand, with 'You cannot appeal within {appealMinMinute} minutes'. Pure.
 */
export type AppealGate =
  | { kind: 'open' }
  /** Paid, but the minimum wait after payment has not passed: appealing opens at `availableAt`. */
  | { kind: 'too_early'; availableAt: number }
  | { kind: 'not_paid' }
  /** An appeal is open already: the viewer's own, or the other party's. */
  | { kind: 'appealing'; mine: boolean }
  /** Completed or cancelled. */
  | { kind: 'ended' };

export interface GateInput {
  status: OrderStatus;
  /** First moment an appeal may be raised; null while none is possible (before payment). */
  appealAvailableAt: number | null;
  /** The latest appeal, if any. */
  appeal: { status: 'open' | 'withdrawn' | 'resolved'; raisedByMe: boolean } | null;
}

export function appealGate(input: GateInput, now: number): AppealGate {
  switch (input.status) {
    case 'pending_payment':
      return { kind: 'not_paid' };
    case 'appealing':
      return {
        kind: 'appealing',
        mine: input.appeal?.status === 'open' && input.appeal.raisedByMe,
      };
    case 'completed':
    case 'cancelled':
      return { kind: 'ended' };
    case 'paid':
      return input.appealAvailableAt !== null && now < input.appealAvailableAt
        ? { kind: 'too_early', availableAt: input.appealAvailableAt }
        : { kind: 'open' };
  }
}

/** Whether the form is shown: it is, to be filled in, while the wait runs out too. */
export function showsForm(gate: AppealGate): boolean {
  return gate.kind === 'open' || gate.kind === 'too_early';
}
