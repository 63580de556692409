import { timingSafeEqual } from 'node:crypto';
import type { TwoFactor } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import {
  authenticatorSecret,
  consumeAuthenticatorCode,
} from '@/sandbox/verification/authenticators';
import { boundTarget } from '@/sandbox/verification/bindings';
import { orderErrors } from '@/sandbox/orders/errors';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * Checks and uses up a second factor: for SMS, voice and email, the latest unused, unexpired
 * code that the online validation calls (`POST /user/validation/online/sms|voice|email`) sent to
 * the user's bound phone or email; for an authenticator, the app's current code (TOTP). Call
 * inside the action's transaction: if the action is then refused, the rollback leaves the code
 * usable.
 */
export function consumeTwoFactor(ctx: SandboxContext, user: UserRecord, factor: TwoFactor): void {
  if (factor.channel === 'authenticator') {
    if (authenticatorSecret(ctx.db, user.id) === null) throw orderErrors.codeChannelUnavailable();
    if (!consumeAuthenticatorCode(ctx, user.id, factor.code)) throw orderErrors.codeInvalid();
    return;
  }
  const target = boundTarget(user, factor.channel);
  const now = ctx.clock.now();
  const row = stmt(
    ctx.db,
    `SELECT id, code FROM verification_codes
     WHERE target = ? AND channel = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?
     ORDER BY sent_at DESC, id DESC LIMIT 1`,
  ).get(target, factor.channel, user.id, now);
  if (!row || !sameCode(text(row, 'code'), factor.code)) throw orderErrors.codeInvalid();
  stmt(ctx.db, 'UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, int(row, 'id'));
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
