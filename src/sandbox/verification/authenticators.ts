import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { matchingStep, TOTP_STEP_MS, totpCode, totpStep } from '@/sandbox/verification/totp';

/**
 * Authenticator apps bound to users (TOTP secrets). Nothing is sent for this channel: the user
 * reads the code from the app. The sandbox's `GET /sandbox/authenticator` shows what the app
 * would, so demos and tests can type it.
 */

export function authenticatorSecret(db: Db, userId: number): string | null {
  const row = stmt(db, 'SELECT secret FROM user_authenticators WHERE user_id = ?').get(userId);
  return row ? text(row, 'secret') : null;
}

export function authenticatorBinding(db: Db, userId: number) {
  return authenticatorSecret(db, userId) === null
    ? { bound: false, masked: null }
    : { bound: true, masked: null };
}

/** The code the user's app shows now and until when, or null when none is bound. */
export function currentAuthenticatorCode(ctx: SandboxContext, userId: number) {
  const secret = authenticatorSecret(ctx.db, userId);
  if (secret === null) return null;
  const step = totpStep(ctx.clock.now());
  return { code: totpCode(secret, step), validUntil: (step + 1) * TOTP_STEP_MS };
}

/**
 * Checks a code against the user's app and uses its step up: a step already used (or an older
 * one) is refused, so a code seen over someone's shoulder cannot be replayed. Returns false for
 * a wrong code or no app. Call inside the action's transaction.
 */
export function consumeAuthenticatorCode(
  ctx: SandboxContext,
  userId: number,
  code: string,
): boolean {
  const row = stmt(
    ctx.db,
    'SELECT secret, last_step FROM user_authenticators WHERE user_id = ?',
  ).get(userId);
  if (!row) return false;
  const step = matchingStep(text(row, 'secret'), code, ctx.clock.now());
  const last = row.last_step === null ? null : int(row, 'last_step');
  if (step === null || (last !== null && step <= last)) return false;
  stmt(ctx.db, 'UPDATE user_authenticators SET last_step = ? WHERE user_id = ?').run(step, userId);
  return true;
}
