import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, textOrNull } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { configInt } from '@/sandbox/config';
import { refuse } from '@/sandbox/errors';
import { BLOCK_ORDER_REFUSALS, BLOCK_REFUSALS } from '@/contract/user-block';
import type { BlockedUser, BlockStatus } from '@/contract/user-block';

/**
 * The block list (issue 14, item 5): who a user blocked and when. Blocking is idempotent (a
 * repeated block keeps its first time), and so is unblocking; the list is capped by
 * `p2p.blockListMax`. The market (`blockedByViewerSql`) and order placement
 * (`assertNotBlocked`) read it; running orders never do, so they go on as they were.
 */

/** The block of `blockedId` by `userId`, if any: its time. */
function blockedAtOf(db: Db, userId: number, blockedId: number): number | null {
  const row = stmt(
    db,
    'SELECT created_at FROM user_blocks WHERE user_id = ? AND blocked_id = ?',
  ).get(userId, blockedId);
  return row ? int(row, 'created_at') : null;
}

/** Whether `userId` blocked `otherId` (as the UI asks it: an unknown id is simply not blocked). */
export function blockStatusOf(ctx: SandboxContext, userId: number, otherId: number): BlockStatus {
  const blockedAt = blockedAtOf(ctx.db, userId, otherId);
  return { userId: otherId, blocked: blockedAt !== null, blockedAt };
}

/** Blocks `blockedId` for `userId`: refused for oneself, an unknown user or a full list. */
export function blockUser(ctx: SandboxContext, userId: number, blockedId: number): BlockStatus {
  return transaction(ctx.db, () => {
    if (blockedId === userId) {
      throw refuse(BLOCK_REFUSALS.blockSelf, 'You cannot block yourself.');
    }
    if (!stmt(ctx.db, 'SELECT 1 FROM users WHERE id = ?').get(blockedId)) {
      throw refuse(BLOCK_REFUSALS.blockUserUnknown, 'This user does not exist.');
    }
    const existing = blockedAtOf(ctx.db, userId, blockedId);
    if (existing !== null) return { userId: blockedId, blocked: true, blockedAt: existing };
    const max = configInt(ctx.db, 'p2p.blockListMax');
    const count = int(
      stmt(ctx.db, 'SELECT COUNT(*) AS n FROM user_blocks WHERE user_id = ?').get(userId) ?? {
        n: 0,
      },
      'n',
    );
    if (count >= max) {
      throw refuse(
        BLOCK_REFUSALS.blockListFull,
        `Your block list is full (${max} users). Unblock someone first.`,
        { max },
      );
    }
    const now = ctx.clock.now();
    stmt(ctx.db, 'INSERT INTO user_blocks (user_id, blocked_id, created_at) VALUES (?, ?, ?)').run(
      userId,
      blockedId,
      now,
    );
    return { userId: blockedId, blocked: true, blockedAt: now };
  });
}

/** Unblocks `blockedId` for `userId` (nothing to do when not blocked). */
export function unblockUser(ctx: SandboxContext, userId: number, blockedId: number): BlockStatus {
  stmt(ctx.db, 'DELETE FROM user_blocks WHERE user_id = ? AND blocked_id = ?').run(
    userId,
    blockedId,
  );
  return { userId: blockedId, blocked: false, blockedAt: null };
}

/** The user's block list, most recent block first (ties by the later user id). */
export function blockList(
  ctx: SandboxContext,
  userId: number,
  page: number,
  pageSize: number,
): { items: BlockedUser[]; total: number; page: number; pageSize: number } {
  const totalRow = stmt(ctx.db, 'SELECT COUNT(*) AS n FROM user_blocks WHERE user_id = ?').get(
    userId,
  );
  const rows = stmt(
    ctx.db,
    `SELECT b.blocked_id, b.created_at, u.nickname FROM user_blocks b
       JOIN users u ON u.id = b.blocked_id
      WHERE b.user_id = ?
      ORDER BY b.created_at DESC, b.blocked_id DESC
      LIMIT ? OFFSET ?`,
  ).all(userId, pageSize, (page - 1) * pageSize);
  return {
    items: rows.map((row) => ({
      userId: int(row, 'blocked_id'),
      nickname: textOrNull(row, 'nickname'),
      blockedAt: int(row, 'created_at'),
    })),
    total: totalRow ? int(totalRow, 'n') : 0,
    page,
    pageSize,
  };
}

/**
 * For the market: the advertisers on the viewer's block list, whose ads the viewer's market
 * leaves out (applied per request over the market's cached ads; a visitor blocks nobody).
 */
export function blockedByViewer(db: Db, viewerId: number | undefined): ReadonlySet<number> {
  if (viewerId === undefined) return new Set();
  const rows = stmt(db, 'SELECT blocked_id FROM user_blocks WHERE user_id = ?').all(viewerId);
  return new Set(rows.map((row) => int(row, 'blocked_id')));
}

/**
 * Order placement between `userId` and the advertiser: refused when the user blocked them (the
 * page offers the block list to undo it) or they blocked the user (worded as exchanges do,
 * without saying it was a block).
 */
export function assertNotBlocked(db: Db, userId: number, advertiserId: number): void {
  if (blockedAtOf(db, userId, advertiserId) !== null) {
    throw refuse(
      BLOCK_ORDER_REFUSALS.youBlockedAdvertiser,
      'You have blocked this advertiser. Unblock them to trade with them.',
    );
  }
  if (blockedAtOf(db, advertiserId, userId) !== null) {
    throw refuse(BLOCK_ORDER_REFUSALS.tradeBlocked, 'You cannot trade with this advertiser.');
  }
}
