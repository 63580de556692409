import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { configInt } from '@/sandbox/config';
import { toUserRecord, type UserRecord } from '@/sandbox/user/users';

export interface AuthSession {
  token: string;
  user: UserRecord;
}

interface NewSession {
  token: string;
  expiresAt: number;
  /** `session.ttlSeconds` as applied, so the cookie's Max-Age matches the session. */
  ttlSeconds: number;
}

/** Starts a session: a random opaque token (no meaning to parse), valid for the session TTL. */
export function createSession(ctx: SandboxContext, userId: number): NewSession {
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const ttlSeconds = configInt(ctx.db, 'session.ttlSeconds');
  const expiresAt = now + ttlSeconds * 1000;
  stmt(
    ctx.db,
    'INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(token, userId, now, expiresAt);
  return { token, expiresAt, ttlSeconds };
}

/** The session behind a token, or null when it is unknown or expired (by the sandbox clock). */
export function resolveSession(
  ctx: SandboxContext,
  token: string | undefined | null,
): AuthSession | null {
  if (!token || token.length > 256) return null;
  const row = stmt(
    ctx.db,
    `SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
     WHERE sessions.token = ? AND sessions.expires_at > ?`,
  ).get(token, ctx.clock.now());
  return row ? { token, user: toUserRecord(row) } : null;
}

/** Ends a session; ending an unknown one is harmless (logout is idempotent). */
export function endSession(ctx: SandboxContext, token: string): void {
  stmt(ctx.db, 'DELETE FROM sessions WHERE token = ?').run(token);
}
