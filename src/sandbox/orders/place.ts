import { randomInt } from 'node:crypto';
import type { C2cOrder } from '@/contract/entities';
import { compareDecimal, subtractDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { badRequest } from '@/sandbox/errors';
import { canHold, holdCoins } from '@/sandbox/orders/escrow';
import { scheduleBotPayment } from '@/sandbox/orders/bot-schedule';
import { p2pConfig } from '@/sandbox/config';
import { fitsScale } from '@/rules/money';
import { orderLimitBreach, sizeFromAmount, sizeFromQuantity, type OrderSize } from '@/rules/orders';
import { insertAutoReply } from '@/sandbox/orders/chat';
import { publishChatNotices } from '@/sandbox/orders/chat-notify';
import { orderErrors } from '@/sandbox/orders/errors';
import { publishOrderNotices } from '@/sandbox/orders/notify';
import {
  advertiserPaymentSnapshot,
  assertNoBuyerMethods,
  sellerPaymentSnapshot,
} from '@/sandbox/orders/payments';
import {
  assertAccountUser,
  assertConditionsMet,
  assertHomeFiat,
  assertIdentityVerified,
  assertPendingCaps,
  assertUnderCancelCap,
  findAd,
  type AdRecord,
} from '@/sandbox/orders/rules';
import { findOrder, recordEvent, toC2cOrder, type PaymentSnapshot } from '@/sandbox/orders/store';
import { currentAdPrice } from '@/sandbox/market/pricing';
import type { UserRecord } from '@/sandbox/user/users';
import { assertNotBlocked } from '@/sandbox/user/block-list';
import type { OrderProceedRequest } from '@/contract/orders';

/**
 * Placing an order (`POST /c2c/v3/order/proceed`): the rules in the product's order, then in the
 * same transaction the ad's remaining quantity goes down, the seller's coins go into escrow, and
 * the order, its first event and (for a bot advertiser) the bot's task are written, and the
 * ad's auto-reply (if any) opens the order's chat.
 */

/** `yyMMddHHmmss` (UTC, sandbox clock) + 6 random digits: 18 digits, sortable by time. */
function newOrderNo(db: Db, now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(2, 14);
  for (;;) {
    const candidate = `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!stmt(db, 'SELECT 1 AS taken FROM orders WHERE order_no = ?').get(candidate)) {
      return candidate;
    }
  }
}

/**
 * The order's coin quantity and fiat total at `price`, by the rules the order panel applies
 * (`src/rules/orders.ts`). More significant decimals than the asset has are refused; trailing
 * zeros are not (`fitsScale`).
 */
function sizeOrder(request: OrderProceedRequest, ad: AdRecord, price: string): OrderSize {
  if (request.amount !== undefined) {
    if (!fitsScale(request.amount, ad.fiatScale)) {
      throw badRequest(`Use at most ${ad.fiatScale} decimals for ${ad.fiat}.`, [
        { path: 'amount', code: 'scale', message: `At most ${ad.fiatScale} decimals` },
      ]);
    }
    return sizeFromAmount(request.amount, price, ad);
  }
  const typed = request.quantity ?? '0';
  if (!fitsScale(typed, ad.coinScale)) {
    throw badRequest(`Use at most ${ad.coinScale} decimals for ${ad.coin}.`, [
      { path: 'quantity', code: 'scale', message: `At most ${ad.coinScale} decimals` },
    ]);
  }
  return sizeFromQuantity(typed, price, ad);
}

function assertWithinAd(ad: AdRecord, size: OrderSize): void {
  const breach = orderLimitBreach(size, { ...ad, remainingQuantity: ad.remaining });
  if (breach === 'remaining') throw orderErrors.adQuantityInsufficient(ad.remaining, ad.coin);
  if (breach !== null) throw orderErrors.amountOutOfLimits(ad.minLimit, ad.maxLimit, ad.fiat);
}

/** The seller's details for the buyer, after the seller's side is checked (balance last). */
function sellerSide(
  ctx: SandboxContext,
  ad: AdRecord,
  user: UserRecord,
  request: OrderProceedRequest,
  quantity: string,
): PaymentSnapshot[] {
  if (ad.type === 'buy') {
    // The user sells into the advertiser's buy ad: their coins, their payment details.
    const details = sellerPaymentSnapshot(ctx.db, ad.id, user.id, request.userPaymentIds);
    if (!canHold(ctx.db, user.id, ad.coin, quantity)) throw orderErrors.insufficientBalance();
    return details;
  }
  assertNoBuyerMethods(request.userPaymentIds);
  if (!canHold(ctx.db, ad.userId, ad.coin, quantity)) {
    throw orderErrors.advertiserInsufficientBalance();
  }
  return advertiserPaymentSnapshot(ctx.db, ad.id, ad.userId);
}

export function placeOrder(
  ctx: SandboxContext,
  user: UserRecord,
  request: OrderProceedRequest,
): C2cOrder {
  const { order, notices, chat } = transaction(ctx.db, () => {
    const now = ctx.clock.now();
    const config = p2pConfig(ctx);
    assertAccountUser(user);
    assertIdentityVerified(user);
    const ad = findAd(ctx.db, request.adId);
    if (!ad) throw orderErrors.adUnavailable();
    assertHomeFiat(ctx.db, user, ad.fiat);
    if (ad.status !== 'listed') throw orderErrors.adUnavailable();
    if (ad.userId !== user.id) assertNotBlocked(ctx.db, user.id, ad.userId);
    const price = currentAdPrice(ctx.db, ad.id);
    if (price === undefined) throw orderErrors.adUnavailable();
    const size = sizeOrder(request, ad, price);
    assertWithinAd(ad, size);
    if (compareDecimal(request.price, price) !== 0) throw orderErrors.priceChanged(price);
    assertConditionsMet(ctx.db, ad, user, now);
    assertPendingCaps(ctx.db, config, user.id, ad.userId);
    assertUnderCancelCap(ctx, config, user.id, now);
    if (ad.userId === user.id) throw orderErrors.selfTrade();
    const details = sellerSide(ctx, ad, user, request, size.quantity);

    const buyerId = ad.type === 'sell' ? user.id : ad.userId;
    const sellerId = ad.type === 'sell' ? ad.userId : user.id;
    stmt(ctx.db, 'UPDATE ads SET remaining = ?, updated_at = ? WHERE id = ?').run(
      subtractDecimal(ad.remaining, size.quantity),
      now,
      ad.id,
    );
    holdCoins(ctx.db, sellerId, ad.coin, size.quantity);
    const orderNo = newOrderNo(ctx.db, now);
    stmt(
      ctx.db,
      `INSERT INTO orders (order_no, ad_id, advertiser_id, taker_id, buyer_id, seller_id, coin,
         fiat, price, quantity, total_price, payment_details, status, payment_time_limit,
         payment_deadline, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending_payment', ?, ?, ?, ?)`,
    ).run(
      orderNo,
      ad.id,
      ad.userId,
      user.id,
      buyerId,
      sellerId,
      ad.coin,
      ad.fiat,
      price,
      size.quantity,
      size.totalPrice,
      JSON.stringify(details),
      ad.paymentTimeLimit,
      now + ad.paymentTimeLimit * 60_000,
      now,
      now,
    );
    const placed = findOrder(ctx.db, orderNo);
    if (!placed) throw new Error(`Order ${orderNo} vanished after insert`);
    scheduleBotPayment(ctx.db, placed, now);
    const actor = user.id === buyerId ? 'buyer' : 'seller';
    const notice = recordEvent(ctx, placed, 'pending_payment', 'placed', actor, now);
    const autoReply = insertAutoReply(ctx, placed, now);
    return {
      order: toC2cOrder(ctx.db, placed, user.id),
      notices: [notice],
      chat: autoReply ? [autoReply] : [],
    };
  });
  publishOrderNotices(ctx, notices);
  publishChatNotices(ctx, chat);
  return order;
}
