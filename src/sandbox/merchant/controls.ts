import type { MerchantStatus } from '@/contract/entities';
import { mayTradeP2p } from '@/rules/user';
import type { Persona } from '@/contract/sandbox';
import type { AccountType } from '@/contract/wallet';
import { compareDecimal, subtractDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import { badRequest, notFound } from '@/sandbox/errors';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { REJECT_REASON } from '@/sandbox/merchant/review';
import {
  adjustAvailable,
  freshUser,
  insertApplication,
  lockDepositRow,
  merchantConfig,
  releaseDepositRow,
  setMerchantState,
  type ApplicationOutcome,
} from '@/sandbox/merchant/store';
import { merchantStatusOf } from '@/sandbox/user/p2p-profile';
import { findUserByPersona, type UserRecord } from '@/sandbox/user/users';

/**
 * Sandbox controls of the merchant area (`POST /sandbox/merchant/state`, `POST /sandbox/balance`):
 * demos and tests reach any state in one call instead of a whole application journey.
 */

function personaUser(db: Db, persona: Persona): UserRecord {
  const user = findUserByPersona(db, persona);
  if (!user) throw notFound(`The demo account "${persona}" does not exist; reset the sandbox`);
  return user;
}

/**
 * Back to a clean "not verified": a locked deposit goes back to the P2P balance (as a release
 * would), an application still in review is withdrawn (so the review never decides it).
 */
function clean(db: Db, userId: number, now: number): void {
  releaseDepositRow(db, userId, now);
  stmt(
    db,
    `UPDATE merchant_applications SET outcome = 'withdrawn', reviewed_at = ?
      WHERE user_id = ? AND outcome IS NULL`,
  ).run(now, userId);
  setMerchantState(db, userId, 'not_verified', false);
}

/** An application as if the user had applied (no form typed, the required deposit offered). */
function addApplication(
  ctx: SandboxContext,
  userId: number,
  decided: { outcome: ApplicationOutcome; failReason: string | null } | null,
): void {
  const now = ctx.clock.now();
  const config = merchantConfig(ctx.db);
  insertApplication(ctx.db, {
    userId,
    form: null,
    files: null,
    depositCoin: config.depositCoin,
    depositAmount: config.depositAmount,
    submittedAt: now,
    reviewDueAt: decided ? now : now + config.reviewSeconds * 1000,
    decided: decided ? { ...decided, at: now } : undefined,
  });
}

/**
 * Certifies as the real flow would end: an approved application and the deposit locked from the
 * P2P balance, which is topped up first if it cannot cover the deposit (a control makes the
 * state reachable; a balance can be set with `POST /sandbox/balance` anyway).
 */
function certify(ctx: SandboxContext, userId: number): void {
  const { db } = ctx;
  const config = merchantConfig(db);
  addApplication(ctx, userId, { outcome: 'approved', failReason: null });
  const { available } = p2pBalance(db, userId, config.depositCoin);
  if (compareDecimal(available, config.depositAmount) < 0) {
    adjustAvailable(
      db,
      userId,
      config.depositCoin,
      subtractDecimal(config.depositAmount, available),
    );
  }
  lockDepositRow(db, userId, config.depositCoin, config.depositAmount, ctx.clock.now());
  setMerchantState(db, userId, 'approved', true);
}

/**
 * Puts a persona in a merchant state coherently: certified ⇒ deposit locked and merchant rights;
 * approved ⇒ an approved application with the deposit offered; failed ⇒ a refused one with its
 * reason; under review ⇒ one the review decides after `merchant.reviewSeconds`; portal closed ⇒
 * the per-user switch; not verified ⇒ clean. Every change starts from clean. The wallet persona's
 * portal is always closed (P2P is not open to wallet users), so only that state fits it.
 */
export function setPersonaMerchantState(
  ctx: SandboxContext,
  persona: Persona,
  status: MerchantStatus,
  failReason: string | undefined,
): { persona: Persona; status: MerchantStatus } {
  if (failReason !== undefined && status !== 'failed') {
    const message = 'A fail reason only goes with the status "failed"';
    throw badRequest(message, [{ path: 'failReason', code: 'not_allowed', message }]);
  }
  return transaction(ctx.db, () => {
    const { db } = ctx;
    const user = personaUser(db, persona);
    if (!mayTradeP2p(user) && status !== 'portal_closed') {
      const message =
        'The wallet persona logs in with a wallet: its merchant portal is always closed';
      throw badRequest(message, [{ path: 'status', code: 'not_allowed', message }]);
    }
    clean(db, user.id, ctx.clock.now());
    switch (status) {
      case 'not_verified':
        break;
      case 'portal_closed':
        setMerchantState(db, user.id, 'portal_closed', false);
        break;
      case 'under_review':
        addApplication(ctx, user.id, null);
        setMerchantState(db, user.id, 'under_review', false);
        break;
      case 'failed':
        addApplication(ctx, user.id, {
          outcome: 'rejected',
          failReason: failReason ?? REJECT_REASON,
        });
        setMerchantState(db, user.id, 'failed', false);
        break;
      case 'approved':
        addApplication(ctx, user.id, { outcome: 'approved', failReason: null });
        setMerchantState(db, user.id, 'approved', false);
        break;
      case 'certified':
        certify(ctx, user.id);
        break;
    }
    return { persona, status: merchantStatusOf(freshUser(db, user.id)) };
  });
}

/**
 * Sets the available balance of a persona in one account and coin (what is in escrow stays).
 * The P2P account only holds coins the market trades, so another coin there is refused.
 */
export function setPersonaBalance(
  ctx: SandboxContext,
  persona: Persona,
  account: AccountType,
  coin: string,
  available: string,
): { persona: Persona; account: AccountType; coin: string; available: string } {
  return transaction(ctx.db, () => {
    const { db } = ctx;
    const user = personaUser(db, persona);
    if (
      account === 'p2p' &&
      !stmt(db, 'SELECT 1 AS found FROM p2p_coins WHERE coin = ?').get(coin)
    ) {
      const message = `The P2P account only holds coins the market trades; ${coin} is not one`;
      throw badRequest(message, [{ path: 'coin', code: 'not_allowed', message }]);
    }
    stmt(
      db,
      `INSERT INTO balances (user_id, account, coin, available, held) VALUES (?, ?, ?, ?, '0')
       ON CONFLICT (user_id, account, coin) DO UPDATE SET available = excluded.available`,
    ).run(user.id, account, coin, available);
    return { persona, account, coin, available };
  });
}
