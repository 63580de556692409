import type { OrderDetail } from '@/contract/orders';
import { stmt, type Db } from '@/sandbox/db/database';
import { text, textOrNull } from '@/sandbox/db/rows';
import { paymentMethodSummary } from '@/sandbox/market/catalogue';
import type { OrderRecord } from '@/sandbox/orders/store';

/**
 * Who paid (issue 14, item 1): the buyer's verified legal name, the paying account the buyer
 * declares when marking paid, and the buyer's own saved accounts that prefill that declaration.
 * The seller's order page shows the first two beside the release button.
 */

/** A user's verified legal name (identity), or null when none is on record. */
export function legalName(db: Db, userId: number): string | null {
  const row = stmt(db, 'SELECT legal_name FROM users WHERE id = ?').get(userId);
  return row ? textOrNull(row, 'legal_name') : null;
}

/**
 * Stores the paying account the buyer declared with the order (inside the paid transition's
 * transaction, only while the order has none: a repeated "I have paid" keeps the first).
 */
export function declarePayer(db: Db, orderNo: string, method: string, holderName: string): void {
  stmt(
    db,
    'UPDATE orders SET payer_method = ?, payer_name = ? WHERE order_no = ? AND payer_name IS NULL',
  ).run(method, holderName, orderNo);
}

/** The holder name of a saved method's fields (the `name` field every method form has). */
function holderOf(fieldsJson: string): string | null {
  try {
    const fields = JSON.parse(fieldsJson) as Record<string, unknown>;
    return typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The buyer's active saved accounts of the methods the order can be paid with, oldest first:
 * each method once, with the name on it. A bot buyer declares the first; the paid dialog
 * prefills from them.
 */
export function payerSuggestions(
  db: Db,
  order: Pick<OrderRecord, 'buyerId' | 'paymentDetails'>,
): OrderDetail['payerSuggestions'] {
  const offered = new Set(order.paymentDetails.map((p) => p.code));
  const seen = new Set<string>();
  const rows = stmt(
    db,
    `SELECT method_code, fields FROM user_payment_methods
      WHERE user_id = ? AND status = 'active' ORDER BY created_at, id`,
  ).all(order.buyerId);
  return rows.flatMap((row) => {
    const method = text(row, 'method_code');
    const holderName = holderOf(text(row, 'fields'));
    if (!offered.has(method) || seen.has(method) || holderName === null) return [];
    seen.add(method);
    return [{ method, holderName }];
  });
}

/** The declared paying account as the order page shows it, or null before any declaration. */
export function payerAccount(db: Db, order: OrderRecord): OrderDetail['payerAccount'] {
  if (order.payerMethod === null || order.payerName === null) return null;
  return { method: paymentMethodSummary(db, order.payerMethod), holderName: order.payerName };
}
