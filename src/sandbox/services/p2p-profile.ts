import type { C2cUserInfo } from '@/contract/c2c';
import type { MerchantStatus } from '@/contract/c2c-entities';
import type { SandboxContext } from '@/sandbox/context';
import { loadStats, tierOf, toAdvertiserStatistics } from '@/sandbox/services/advertisers';
import { p2pConfig } from '@/sandbox/services/config';
import { cancellationStatus, homeFiat, pendingOrdersPlaced } from '@/sandbox/services/order-rules';
import type { UserRecord } from '@/sandbox/services/users';

/**
 * The signed-in user's P2P profile (`GET /c2c/v3/user/info`): what the market and order panel
 * need to explain before a click why the user cannot trade (identity, home fiat, pending-order
 * and cancellation caps, registration age and trades for ad conditions). The counts come from
 * the order engine's own rule functions (`order-rules.ts`), never a second definition.
 */

/**
 * Where the user stands as a merchant. Applications arrive with the merchant feature; until
 * then a certified user is `certified`, a wallet-connected user finds the portal closed (P2P is
 * not open to them) and everyone else has not applied.
 */
export function merchantStatusOf(user: UserRecord): MerchantStatus {
  if (user.isMerchant) return 'certified';
  return user.loginType === 'wallet' ? 'portal_closed' : 'not_verified';
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
    statistics: toAdvertiserStatistics(user, loadStats(ctx.db, user.id), now),
  };
}
