import type { OrderDetail, OrderEvent } from '@/contract/orders';
import type { OrdersMessageKey } from '@/features/orders/messages';

/**
 * The chat's system lines (issue 12): one per transition of the order, worded in the reader's
 * language from the order's own timeline (`detail.events`), never stored as chat messages. Who
 * made the transition is told from the reader's side: "You marked the order as paid" for the
 * buyer, "bob marked the order as paid" for the seller. Pure.
 */

/** One system line: its message key and the values its text needs. */
export interface SystemLine {
  /** Unique among the chat's rows (`event-<id>`). */
  key: string;
  at: number;
  text: OrdersMessageKey;
  /** The counterparty's nickname for the texts that name them. */
  named: boolean;
}

type Party = 'me' | 'other';

const BY_PARTY: Record<
  Exclude<OrderEvent['type'], 'cancelled' | 'appeal_resolved'>,
  Record<Party, OrdersMessageKey>
> = {
  placed: { me: 'orders.chat.system.placed.me', other: 'orders.chat.system.placed.other' },
  paid: { me: 'orders.chat.system.paid.me', other: 'orders.chat.system.paid.other' },
  released: { me: 'orders.chat.system.released.me', other: 'orders.chat.system.released.other' },
  appealed: { me: 'orders.chat.system.appealed.me', other: 'orders.chat.system.appealed.other' },
  appeal_withdrawn: {
    me: 'orders.chat.system.withdrawn.me',
    other: 'orders.chat.system.withdrawn.other',
  },
  // The seller gave the buyer more time: "You gave the buyer…" / "bob gave you…".
  deadline_extended: {
    me: 'orders.chat.system.extended.me',
    other: 'orders.chat.system.extended.other',
  },
  // The appeal's other side (issue 14, item 4): the respondent's answer, each party's stance.
  appeal_answered: {
    me: 'orders.chat.system.answered.me',
    other: 'orders.chat.system.answered.other',
  },
  appeal_agreed: { me: 'orders.chat.system.agreed.me', other: 'orders.chat.system.agreed.other' },
  appeal_not_agreed: {
    me: 'orders.chat.system.notAgreed.me',
    other: 'orders.chat.system.notAgreed.other',
  },
};

/** The text of one transition for a reader in `role`. */
function lineText(event: OrderEvent, role: OrderDetail['role']): OrdersMessageKey {
  const party: Party = event.actor === role ? 'me' : 'other';
  switch (event.type) {
    case 'cancelled':
      if (event.actor === 'system') return 'orders.chat.system.cancelled.timeout';
      if (event.actor === 'support') return 'orders.chat.system.cancelled.support';
      return party === 'me'
        ? 'orders.chat.system.cancelled.me'
        : 'orders.chat.system.cancelled.other';
    case 'appeal_resolved':
      // `detail` names the side the appeal was resolved for (`buyer`: released).
      if (event.detail === 'buyer') return 'orders.chat.system.resolved.buyer';
      if (event.detail === 'seller') return 'orders.chat.system.resolved.seller';
      return 'orders.event.appeal_resolved';
    default:
      return BY_PARTY[event.type][party];
  }
}

/** The system lines of an order, oldest first. */
export function systemLines(detail: Pick<OrderDetail, 'events' | 'role'>): SystemLine[] {
  return [...detail.events]
    .sort((a, b) => a.at - b.at || a.id - b.id)
    .map((event) => {
      const text = lineText(event, detail.role);
      return { key: `event-${event.id}`, at: event.at, text, named: text.endsWith('.other') };
    });
}
