import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { refuse } from '@/sandbox/errors';
import { configInt } from '@/sandbox/config';
import { VALIDATION_REFUSALS } from '@/contract/verification';

/** Channels a code is sent on (a voice call reads the code out to the bound phone). */
export type Channel = 'sms' | 'email' | 'voice';

/** The answer the stand-in captcha refuses, so the UI's failure path can be shown. */
const FAILING_ANSWER = 'fail';

/**
 * Stand-in for the behaviour captcha: any answer passes except `fail`. A pass yields a
 * single-use token for one channel that expires quickly, so code sends cannot be scripted
 * without going through the (real, in production) captcha each time.
 */
export function behaviorVerify(ctx: SandboxContext, scene: Channel, answer: string) {
  if (answer.trim().toLowerCase() === FAILING_ANSWER) {
    throw refuse(VALIDATION_REFUSALS.verifyFailed, 'Verification failed. Please try again.');
  }
  const verifyToken = randomBytes(18).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = now + configInt(ctx.db, 'validation.verifyTokenTtlSeconds') * 1000;
  stmt(
    ctx.db,
    'INSERT INTO verify_tokens (token, scene, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(verifyToken, scene, now, expiresAt);
  return { verifyToken, expiresAt };
}

/** Uses up a token; call inside the send's transaction so a refused send gives it back. */
export function consumeVerifyToken(ctx: SandboxContext, token: string, scene: Channel): void {
  const { changes } = stmt(
    ctx.db,
    `UPDATE verify_tokens SET used_at = :now
     WHERE token = :token AND scene = :scene AND used_at IS NULL AND expires_at > :now`,
  ).run({ now: ctx.clock.now(), token, scene });
  if (Number(changes) !== 1) {
    throw refuse(
      VALIDATION_REFUSALS.verifyTokenInvalid,
      'Your verification has expired or was already used. Please verify again.',
    );
  }
}
