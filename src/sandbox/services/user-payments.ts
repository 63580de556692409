import type { Data } from '@/contract/define';
import type { c2cPaymentEndpoints } from '@/contract/c2c-payment';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { requireFiat } from '@/sandbox/services/p2p-catalogue';
import { snapshotOf } from '@/sandbox/services/order-payments';

type UserPayments = Data<typeof c2cPaymentEndpoints.c2cPaymentList>;

/**
 * A user's active saved payment methods, newest first, with their details labelled as the
 * method's form names them. With `fiat`, only methods that serve that fiat (what a seller may
 * offer on an order in it).
 */
export function listUserPayments(db: Db, userId: number, fiat?: string): UserPayments {
  if (fiat !== undefined) requireFiat(db, fiat);
  const rows = stmt(
    db,
    `SELECT upm.id, upm.method_code, upm.fields, upm.created_at, pm.name, pm.color
       FROM user_payment_methods upm
       JOIN p2p_payment_methods pm ON pm.code = upm.method_code
      WHERE upm.user_id = ? AND upm.status = 'active'
        AND (? IS NULL OR EXISTS (SELECT 1 FROM p2p_payment_method_fiats f
                                   WHERE f.code = upm.method_code AND f.fiat = ?))
      ORDER BY upm.created_at DESC, upm.id DESC`,
  ).all(userId, fiat ?? null, fiat ?? null);
  return rows.map((row) => {
    const code = text(row, 'method_code');
    return {
      id: int(row, 'id'),
      method: { code, name: text(row, 'name'), color: text(row, 'color') },
      fields: snapshotOf(code, text(row, 'fields')).fields,
      createdAt: int(row, 'created_at'),
    };
  });
}
