import type { MerchantStatus } from '@/contract/entities';
import { mayTradeP2p } from '@/rules/user';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { badRequest } from '@/sandbox/errors';
import { loadStats, tierOf, toAdvertiserStatistics } from '@/sandbox/user/advertisers';
import { p2pConfig } from '@/sandbox/config';
import { presenceOfUser } from '@/sandbox/user/presence';
import { cancellationStatus, homeFiat, pendingOrdersPlaced } from '@/sandbox/orders/rules';
import type { UserRecord } from '@/sandbox/user/users';
import type { C2cUserInfo } from '@/contract/user';

/**
 * The signed-in user's P2P profile (`GET /c2c/v3/user/info`): what the market and order panel
 * need to explain before a click why the user cannot trade (identity, home fiat, pending-order
 * and cancellation caps, registration age and trades for ad conditions). The counts come from
 * the order engine's own rule functions (`order-rules.ts`), never a second definition.
 */

/**
 * Where the user stands as a merchant: certified while the deposit is locked (`is_merchant`),
 * otherwise the application's stage. A wallet-connected user always finds the portal closed
 * (P2P is not open to them). Ad posting asks `merchantStatusOf(user) === 'certified'`.
 */
export function merchantStatusOf(user: UserRecord): MerchantStatus {
  if (!mayTradeP2p(user)) return 'portal_closed';
  if (user.isMerchant) return 'certified';
  return user.merchantStage;
}

/** The P2P profile of `user` as of the sandbox clock. */
export function p2pUserInfo(ctx: SandboxContext, user: UserRecord): C2cUserInfo {
  const now = ctx.clock.now();
  const cancels = cancellationStatus(ctx, p2pConfig(ctx), user.id, now);
  // Only a verified identity has a country; its fiat is the only one the user may trade.
  const identityCountry = user.isAuth ? user.country : null;
  return {
    userId: user.id,
    nickname: user.nickname,
    emailVerified: user.email !== null,
    phoneVerified: user.phone !== null,
    identityVerified: user.isAuth,
    identityCountry,
    homeFiat: homeFiat(ctx.db, { country: identityCountry }),
    tier: tierOf(user),
    merchantStatus: merchantStatusOf(user),
    registeredAt: user.createdAt,
    // The same counts the order engine's caps use, so the UI can explain a refusal beforehand.
    pendingOrders: pendingOrdersPlaced(ctx.db, user.id),
    cancelledToday: cancels.cancelledToday,
    orderBlockedUntil: cancels.blockedUntil,
    statistics: toAdvertiserStatistics(
      user,
      loadStats(ctx.db, user.id),
      now,
      presenceOfUser(ctx, user.id),
    ),
  };
}

const NICKNAME_TAKEN = 'This nickname is already taken';

/**
 * Sets the P2P nickname (`POST /c2c/v3/user/nickname-change`; the contract checked its length and
 * characters). Nicknames are unique ignoring letter case, so `Max` cannot pose as `max`; keeping
 * one's own nickname, or changing only its case, is fine. No identity verification needed.
 */
export function changeNickname(
  ctx: SandboxContext,
  user: UserRecord,
  nickname: string,
): { nickname: string } {
  return transaction(ctx.db, () => {
    const folded = nickname.toLowerCase();
    // Same length in characters first (cheap, in SQL), then a Unicode-aware comparison.
    const taken = stmt(
      ctx.db,
      `SELECT nickname FROM users
        WHERE id <> ? AND nickname IS NOT NULL AND length(nickname) = length(?)`,
    )
      .all(user.id, nickname)
      .some((row) => text(row, 'nickname').toLowerCase() === folded);
    if (taken)
      throw badRequest(NICKNAME_TAKEN, [
        { path: 'nickname', code: 'taken', message: NICKNAME_TAKEN },
      ]);
    stmt(ctx.db, 'UPDATE users SET nickname = ? WHERE id = ?').run(nickname, user.id);
    return { nickname };
  });
}
