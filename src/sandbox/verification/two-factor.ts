import { timingSafeEqual } from 'node:crypto';
import type { TwoFactor } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import {
  assertNotLocked,
  codeInvalid,
  codeVoided,
  factorOf,
  wrongTry,
} from '@/sandbox/verification/attempts';
import {
  authenticatorSecret,
  consumeAuthenticatorCode,
} from '@/sandbox/verification/authenticators';
import { boundTarget } from '@/sandbox/verification/bindings';
import { orderErrors } from '@/sandbox/orders/errors';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The kind of action a second factor confirms. An authenticator's wrong tries are counted per
 * purpose (a sent code counts its own).
 */
export type TwoFactorPurpose = 'order.release' | 'payment.save' | 'merchant.refund';

const HOUR_MS = 3600_000;

/**
 * Checks and uses up a second factor: for SMS, voice and email, the latest unused, unexpired
 * code that the online validation calls (`POST /user/validation/online/sms|voice|email`) sent to
 * the user's bound phone or email; for an authenticator, the app's current code (TOTP). Call
 * inside the action's transaction: if the action is then refused, the rollback leaves the code
 * usable. Wrong tries are limited (`attempts.ts`): they are counted even though the refusal
 * rolls the action back, a code is void after too many, and too many voids lock the channel
 * (refused first, before the code is even looked at).
 */
export function consumeTwoFactor(
  ctx: SandboxContext,
  user: UserRecord,
  factor: TwoFactor,
  purpose: TwoFactorPurpose,
): void {
  if (factor.channel === 'authenticator') {
    if (authenticatorSecret(ctx.db, user.id) === null) throw orderErrors.codeChannelUnavailable();
    assertNotLocked(ctx, user.id, 'authenticator');
    consumeAppCode(ctx, user, factor.code, purpose);
    return;
  }
  const target = boundTarget(user, factor.channel);
  assertNotLocked(ctx, user.id, factorOf(factor.channel));
  const now = ctx.clock.now();
  // The latest live code, void or not: a void one refuses every try until a new one is sent.
  const row = stmt(
    ctx.db,
    `SELECT id, code, attempts, voided_at FROM verification_codes
     WHERE target = ? AND channel = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?
     ORDER BY sent_at DESC, id DESC LIMIT 1`,
  ).get(target, factor.channel, user.id, now);
  if (!row) throw codeInvalid();
  const id = int(row, 'id');
  // Nothing to guess on a void code: every try is refused, and none counts again.
  if (row.voided_at !== null) throw codeVoided();
  if (sameCode(text(row, 'code'), factor.code)) {
    stmt(ctx.db, 'UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, id);
    return;
  }
  throw wrongTry(ctx, user.id, factorOf(factor.channel), int(row, 'attempts'), {
    count: () => {
      stmt(ctx.db, 'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').run(id);
    },
    voidIt: () => {
      stmt(
        ctx.db,
        'UPDATE verification_codes SET attempts = attempts + 1, voided_at = ? WHERE id = ?',
      ).run(now, id);
    },
  });
}

/**
 * An authenticator code: the app's code uses its step up and clears the purpose's wrong tries;
 * a wrong one (a used step too) counts towards the purpose's limit. A count left alone for an
 * hour starts over.
 */
function consumeAppCode(
  ctx: SandboxContext,
  user: UserRecord,
  code: string,
  purpose: TwoFactorPurpose,
): void {
  const clear = () =>
    stmt(ctx.db, 'DELETE FROM two_factor_attempts WHERE user_id = ? AND purpose = ?').run(
      user.id,
      purpose,
    );
  if (consumeAuthenticatorCode(ctx, user.id, code)) {
    clear();
    return;
  }
  const now = ctx.clock.now();
  const row = stmt(
    ctx.db,
    'SELECT attempts FROM two_factor_attempts WHERE user_id = ? AND purpose = ? AND last_at > ?',
  ).get(user.id, purpose, now - HOUR_MS);
  const before = row ? int(row, 'attempts') : 0;
  throw wrongTry(ctx, user.id, 'authenticator', before, {
    count: () => {
      stmt(
        ctx.db,
        `INSERT INTO two_factor_attempts (user_id, purpose, attempts, last_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, purpose) DO UPDATE SET attempts = excluded.attempts,
           last_at = excluded.last_at`,
      ).run(user.id, purpose, before + 1, now);
    },
    voidIt: clear,
  });
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
