/**
 * Migration: internal messages about order events (issue 12). A message may carry an event code
 * and its JSON parameters instead of text, rendered in the reader's language when read, and the
 * order it is about; `orders.deadline_reminded_at` makes the payment-deadline reminder fire once.
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'order-event messages: event code, parameters, order, deadline reminder',
  sql: `
    ALTER TABLE internal_messages ADD COLUMN event TEXT;
    ALTER TABLE internal_messages ADD COLUMN params TEXT;
    ALTER TABLE internal_messages ADD COLUMN order_no TEXT;
    ALTER TABLE orders ADD COLUMN deadline_reminded_at INTEGER;
    CREATE INDEX orders_reminder_due ON orders (status, deadline_reminded_at, payment_deadline);
  `,
};
