import type { SandboxContext } from '@/sandbox/context';
import { configInt } from '@/sandbox/config';
import { stmt } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { writeEvenIfRolledBack } from '@/sandbox/db/transaction';
import { refuse, type ApiError } from '@/sandbox/errors';
import { TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';

/**
 * The limits on wrong second-factor codes (issue 15, item 4), one set of rules for SMS, voice,
 * email and authenticator codes:
 *
 * - a code takes `verify.maxCodeAttempts` wrong tries; the one that uses the last makes it void
 *   (even the right code is refused then, until a new one is sent). An authenticator app sends
 *   nothing, so its wrong tries are counted per kind of action and a "void" ends the round;
 * - `verify.maxVoidedCodesPerHour` voids of one factor within an hour lock it for
 *   `verify.lockMinutes`: no code is sent or accepted on it until then. Voids before the start of
 *   the last lock do not count again.
 *
 * A factor is what a code reaches: the phone (SMS and voice calls share it, so switching to a
 * call does not get round a lock), the email, or the authenticator app. Every count is written
 * with `writeEvenIfRolledBack`: the refusal rolls back the guarded action, never the count.
 */

const HOUR_MS = 3600_000;

/** What a code reaches; SMS and voice calls share the phone. */
export type Factor = 'phone' | 'email' | 'authenticator';

export function factorOf(channel: 'sms' | 'voice' | 'email' | 'authenticator'): Factor {
  if (channel === 'sms' || channel === 'voice') return 'phone';
  return channel;
}

/** The factor a stored target (a normalised phone or email) is. */
export function factorOfTarget(target: string): Factor {
  return target.includes('@') ? 'email' : 'phone';
}

/** Wrong tries a code takes (at least 1, whatever the config says). */
export function maxCodeAttempts(ctx: SandboxContext): number {
  return Math.max(1, configInt(ctx.db, 'verify.maxCodeAttempts'));
}

/** The end of a lock still running on a user's factor, or null. */
export function lockedUntil(ctx: SandboxContext, userId: number, factor: Factor): number | null {
  const row = stmt(
    ctx.db,
    'SELECT unlock_at FROM two_factor_locks WHERE user_id = ? AND factor = ? AND unlock_at > ?',
  ).get(userId, factor, ctx.clock.now());
  return row ? int(row, 'unlock_at') : null;
}

/** The refusal of a locked factor. */
export function channelLocked(unlockAt: number): ApiError {
  const until = new Date(unlockAt).toISOString().slice(0, 16).replace('T', ' ');
  return refuse(
    TWO_FACTOR_REFUSALS.channelLocked,
    `Too many wrong codes. For your security, codes on this channel are locked until ${until} UTC.`,
    { unlockAt },
  );
}

/** Refuses when a lock is running on the user's factor. */
export function assertNotLocked(ctx: SandboxContext, userId: number, factor: Factor): void {
  const unlockAt = lockedUntil(ctx, userId, factor);
  if (unlockAt !== null) throw channelLocked(unlockAt);
}

/** The refusal of a wrong code, with the tries it still takes when there is a live one. */
export function codeInvalid(attemptsLeft?: number): ApiError {
  const left =
    attemptsLeft === undefined
      ? ''
      : ` ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;
  return refuse(
    TWO_FACTOR_REFUSALS.codeInvalid,
    `The verification code is incorrect or has expired.${left}`,
    attemptsLeft === undefined ? {} : { attemptsLeft },
  );
}

/** The refusal of a void code (or, for an authenticator, a round ended by wrong tries). */
export function codeVoided(): ApiError {
  return refuse(
    TWO_FACTOR_REFUSALS.codeVoided,
    'Too many wrong codes: this code no longer works. Please request a new one.',
  );
}

/**
 * A wrong try with the count before it: the refusal to throw (tries left, void or lock) and the
 * writes that must stand, run after the guarded action's rollback. `voidIt` writes what makes
 * the code or round void (the caller's own row); the void and any lock are written here.
 */
export function wrongTry(
  ctx: SandboxContext,
  userId: number,
  factor: Factor,
  before: number,
  writes: { count: () => void; voidIt: () => void },
): ApiError {
  const tries = before + 1;
  const max = maxCodeAttempts(ctx);
  if (tries < max) {
    writeEvenIfRolledBack(ctx.db, writes.count);
    return codeInvalid(max - tries);
  }
  const now = ctx.clock.now();
  const unlockAt = lockAfterVoid(ctx, userId, factor, now);
  writeEvenIfRolledBack(ctx.db, () => {
    writes.voidIt();
    stmt(ctx.db, 'INSERT INTO two_factor_voids (user_id, factor, voided_at) VALUES (?, ?, ?)').run(
      userId,
      factor,
      now,
    );
    if (unlockAt === null) return;
    stmt(
      ctx.db,
      `INSERT INTO two_factor_locks (user_id, factor, locked_at, unlock_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, factor) DO UPDATE SET locked_at = excluded.locked_at,
         unlock_at = excluded.unlock_at`,
    ).run(userId, factor, now, unlockAt);
  });
  return unlockAt === null ? codeVoided() : channelLocked(unlockAt);
}

/**
 * Whether one more void of the factor now locks it (the voids within the hour, since the last
 * lock began, reach the maximum): the lock's end, or null.
 */
function lockAfterVoid(
  ctx: SandboxContext,
  userId: number,
  factor: Factor,
  now: number,
): number | null {
  const lock = stmt(
    ctx.db,
    'SELECT locked_at FROM two_factor_locks WHERE user_id = ? AND factor = ?',
  ).get(userId, factor);
  const since = Math.max(now - HOUR_MS, lock ? int(lock, 'locked_at') : -Infinity);
  const row = stmt(
    ctx.db,
    `SELECT COUNT(*) AS voids FROM two_factor_voids
     WHERE user_id = ? AND factor = ? AND voided_at > ?`,
  ).get(userId, factor, since);
  const voids = (row ? int(row, 'voids') : 0) + 1;
  const max = Math.max(1, configInt(ctx.db, 'verify.maxVoidedCodesPerHour'));
  if (voids < max) return null;
  return now + Math.max(1, configInt(ctx.db, 'verify.lockMinutes')) * 60_000;
}
