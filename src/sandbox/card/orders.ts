import type {
  ThirdPartyOrder,
  ThirdPartyOrderDetail,
  ThirdPartyOrderRequest,
} from '@/contract/card';
import { compareDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { findSupplier, supplierTerms } from '@/sandbox/card/catalogue';
import { cardErrors } from '@/sandbox/card/errors';
import {
  findCardOrder,
  findOwnCardOrder,
  newCardOrderNo,
  toOrderDetail,
  type CardOrderRecord,
} from '@/sandbox/card/order-store';
import { supplierRefusal } from '@/sandbox/card/quotes';
import { configInt } from '@/sandbox/config';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * Placing a card order (`POST /c2c/v3/third-party/order`) and reading it back. The order must
 * re-state a live quote exactly; the provider must still serve it at the quoted total. Any
 * logged-in user may buy by card, wallet-connected users included: buying from a provider is not
 * P2P trading, and the provider runs its own identity checks at its checkout.
 */

/** Where the stand-in provider checkout is served (`main-site/checkout.ts`). */
export const CHECKOUT_PATH = '/sandbox/checkout';

interface QuoteRecord {
  supplier: string;
  fiat: string;
  coin: string;
  paymentMethod: string;
  amount: string;
  amountType: string;
  price: string;
  quantity: string;
  fee: string;
  totalCost: string;
  expiresAt: number;
  orderNo: string | null;
}

function findQuote(db: Db, id: string): QuoteRecord | undefined {
  const row: Row | undefined = stmt(db, 'SELECT * FROM card_quotes WHERE id = ?').get(id);
  if (!row) return undefined;
  return {
    supplier: text(row, 'supplier'),
    fiat: text(row, 'fiat'),
    coin: text(row, 'coin'),
    paymentMethod: text(row, 'payment_method'),
    amount: text(row, 'amount'),
    amountType: text(row, 'amount_type'),
    price: text(row, 'price'),
    quantity: text(row, 'quantity'),
    fee: text(row, 'fee'),
    totalCost: text(row, 'total_cost'),
    expiresAt: int(row, 'expires_at'),
    orderNo: textOrNull(row, 'order_no'),
  };
}

function matches(quote: QuoteRecord, request: ThirdPartyOrderRequest): boolean {
  return (
    quote.supplier === request.supplier &&
    quote.fiat === request.fiat &&
    quote.coin === request.coin &&
    quote.paymentMethod === request.paymentMethod &&
    quote.amountType === request.amountType &&
    compareDecimal(quote.amount, request.amount) === 0
  );
}

function toThirdPartyOrder(order: CardOrderRecord, origin: string): ThirdPartyOrder {
  return {
    orderNo: order.orderNo,
    supplier: order.supplier,
    checkoutUrl: `${origin}${CHECKOUT_PATH}/${order.orderNo}`,
    expiresAt: order.expiresAt,
  };
}

/** The provider must still serve the quoted request, and within its limits at the quoted total. */
function assertSupplierTakes(db: Db, quote: QuoteRecord): void {
  const supplier = findSupplier(db, quote.supplier);
  if (!supplier) throw cardErrors.supplierUnavailable(quote.supplier);
  const terms = supplierTerms(db, supplier, quote.fiat);
  if (supplierRefusal(supplier, terms, quote.coin, quote.paymentMethod) !== null || !terms) {
    throw cardErrors.supplierUnavailable(supplier.name);
  }
  const below = compareDecimal(quote.totalCost, terms.minAmount) < 0;
  const above = compareDecimal(quote.totalCost, terms.maxAmount) > 0;
  if (below || above)
    throw cardErrors.amountOutOfLimits(terms.minAmount, terms.maxAmount, quote.fiat);
}

/**
 * Creates the order `created` and returns the provider's checkout address on `origin` (the
 * request's own, so the browser stays on this site). Sending the same quote again returns the
 * same order (a double click must not buy twice); a quote used by someone else counts as gone.
 */
export function placeCardOrder(
  ctx: SandboxContext,
  user: UserRecord,
  request: ThirdPartyOrderRequest,
  origin: string,
): ThirdPartyOrder {
  return transaction(ctx.db, () => {
    const { db } = ctx;
    const now = ctx.clock.now();
    const quote = findQuote(db, request.quoteId);
    if (!quote) throw cardErrors.quoteExpired();
    if (!matches(quote, request)) throw cardErrors.quoteMismatch();
    if (quote.orderNo !== null) {
      const earlier = findOwnCardOrder(db, user.id, quote.orderNo);
      if (!earlier) throw cardErrors.quoteExpired();
      return toThirdPartyOrder(earlier, origin);
    }
    if (quote.expiresAt <= now) throw cardErrors.quoteExpired();
    assertSupplierTakes(db, quote);

    const orderNo = newCardOrderNo(db, now);
    const expiresAt = now + configInt(db, 'card.checkoutTtlMinutes') * 60_000;
    stmt(
      db,
      `INSERT INTO card_orders (order_no, user_id, supplier, quote_id, fiat, coin, payment_method,
         price, total_cost, fee, quantity, status, return_path, created_at, expires_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?)`,
    ).run(
      orderNo,
      user.id,
      quote.supplier,
      request.quoteId,
      quote.fiat,
      quote.coin,
      quote.paymentMethod,
      quote.price,
      quote.totalCost,
      quote.fee,
      quote.quantity,
      request.returnPath,
      now,
      expiresAt,
      now,
    );
    stmt(db, 'UPDATE card_quotes SET order_no = ? WHERE id = ?').run(orderNo, request.quoteId);
    const order = findCardOrder(db, orderNo);
    if (!order) throw new Error(`Card order ${orderNo} vanished after insert`);
    return toThirdPartyOrder(order, origin);
  });
}

export function cardOrderDetail(
  ctx: SandboxContext,
  userId: number,
  orderNo: string,
): ThirdPartyOrderDetail {
  const order = findOwnCardOrder(ctx.db, userId, orderNo);
  if (!order) throw cardErrors.orderNotFound();
  return toOrderDetail(order);
}
