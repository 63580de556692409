import { randomInt } from 'node:crypto';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { refuse } from '@/sandbox/errors';
import { consumeVerifyToken, type Channel } from '@/sandbox/verification/behavior-verify';
import { configInt } from '@/sandbox/config';
import { channelLocked, factorOfTarget, lockedUntil } from '@/sandbox/verification/attempts';
import { VALIDATION_REFUSALS } from '@/contract/verification';

const DAY_MS = 24 * 3600_000;

interface CodeLimit {
  resendAfter: number;
  remainingToday: number;
  unlockAt?: number;
}

/**
 * Countdown and daily allowance of one target, by the sandbox clock (UTC days); with the user
 * whose own phone or email it is, the end of a lock too many wrong codes put on it.
 */
export function codeLimit(
  ctx: SandboxContext,
  target: string,
  lockOwner: number | null = null,
): CodeLimit {
  const now = ctx.clock.now();
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const row = stmt(
    ctx.db,
    `SELECT MAX(sent_at) AS last, COUNT(CASE WHEN sent_at >= ? THEN 1 END) AS today
     FROM verification_codes WHERE target = ?`,
  ).get(dayStart, target);
  const last = row && row.last !== null ? int(row, 'last') : null;
  const today = row ? int(row, 'today') : 0;
  const resendMs = configInt(ctx.db, 'validation.resendSeconds') * 1000;
  const waitMs = last === null ? 0 : last + resendMs - now;
  const unlockAt = lockOwner === null ? null : lockedUntil(ctx, lockOwner, factorOfTarget(target));
  return {
    resendAfter: waitMs > 0 ? Math.ceil(waitMs / 1000) : 0,
    remainingToday: Math.max(0, configInt(ctx.db, 'validation.dailyLimit') - today),
    ...(unlockAt === null ? {} : { unlockAt }),
  };
}

interface SendCodeInput {
  channel: Channel;
  target: string;
  verifyToken: string;
  userId: number | null;
  /**
   * The user whose own phone or email this is (the online sends): a lock on it after too many
   * wrong codes refuses the send. Null for the sends before login.
   */
  lockOwner: number | null;
}

/**
 * Sends (stores and logs) a fresh 6-digit code after the behaviour token and the limits pass.
 * All in one transaction: a refused send neither uses the token nor counts against the limit.
 * No SMS or email leaves the sandbox: read the code in the log or from `GET /sandbox/codes`.
 */
export function sendCode(ctx: SandboxContext, input: SendCodeInput): CodeLimit {
  const code = transaction(ctx.db, () => {
    consumeVerifyToken(ctx, input.verifyToken, input.channel);
    const limit = codeLimit(ctx, input.target, input.lockOwner);
    if (limit.unlockAt !== undefined) throw channelLocked(limit.unlockAt);
    if (limit.remainingToday === 0) {
      throw refuse(
        VALIDATION_REFUSALS.dailyLimitReached,
        'You have reached today’s limit of verification codes. Please try again tomorrow.',
      );
    }
    if (limit.resendAfter > 0) {
      throw refuse(
        VALIDATION_REFUSALS.resendTooSoon,
        `Please wait ${limit.resendAfter} seconds before requesting another code.`,
        { resendAfter: limit.resendAfter },
      );
    }
    const now = ctx.clock.now();
    const value = String(randomInt(0, 1_000_000)).padStart(6, '0');
    stmt(
      ctx.db,
      `INSERT INTO verification_codes (channel, target, code, user_id, sent_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      input.channel,
      input.target,
      value,
      input.userId,
      now,
      now + configInt(ctx.db, 'validation.codeTtlSeconds') * 1000,
    );
    return value;
  });
  ctx.log(`[sandbox] ${input.channel} code for ${input.target}: ${code}`);
  return codeLimit(ctx, input.target, input.lockOwner);
}

/** The last code sent to a target, for `GET /sandbox/codes`. */
export function lastCode(ctx: SandboxContext, target: string) {
  const row = stmt(
    ctx.db,
    'SELECT * FROM verification_codes WHERE target = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
  ).get(target);
  if (!row) return null;
  return {
    target: text(row, 'target'),
    channel: channelOf(text(row, 'channel')),
    code: text(row, 'code'),
    sentAt: int(row, 'sent_at'),
    expiresAt: int(row, 'expires_at'),
  };
}

function channelOf(value: string): 'sms' | 'email' | 'voice' {
  return value === 'sms' || value === 'voice' ? value : 'email';
}
