import type { OrderRole } from '@/contract/entities';
import type { AppealReason } from '@/contract/orders-appeal';

/**
 * Which appeal reasons a party may give (issue 14, item 4): one rule for the appeal form, which
 * offers only these, and for the sandbox, which refuses any other with a field error on
 * `reason`. A buyer cannot say the payment did not arrive nor that the payer's name differs
 * (only the seller can see either); a seller cannot say they paid and were not released. Both
 * may name a wrong amount, an unresponsive counterparty or something else. No zod: it ships
 * with the appeal page's script.
 */

const BOTH: readonly AppealReason[] = ['amount_mismatch', 'counterparty_unresponsive', 'other'];

const BY_ROLE: Record<OrderRole, readonly AppealReason[]> = {
  buyer: ['paid_not_released', ...BOTH],
  seller: ['payment_not_received', 'payer_name_mismatch', ...BOTH],
};

/** The reasons offered to `role`, in the order the form lists them. */
export function appealReasonsFor(role: OrderRole): AppealReason[] {
  return [...BY_ROLE[role]];
}

/** Whether `role` may give `reason`. */
export function appealReasonAllowed(role: OrderRole, reason: AppealReason): boolean {
  return BY_ROLE[role].includes(reason);
}
