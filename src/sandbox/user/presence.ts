import type { UserPresence } from '@/contract/entities';
import type { SandboxContext } from '@/sandbox/context';
import { configInt } from '@/sandbox/config';
import { stmt, type Db } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';

/**
 * Who is online (issue 14, item 7). A user is online while they have the site open (a live
 * socket: the hub counts each user's open sockets here) or while their last sighting is within
 * `p2p.onlineWindowMinutes`. A sighting is an authenticated API request (written at most once a
 * minute, so a busy page costs one indexed no-op statement per call, not a write), the close of
 * their last socket, or a seeded bot's action (paying, releasing, answering the chat). Seeded
 * bots marked `connected` run like an advertiser's always-open app, so they are online while
 * the sandbox runs. `lastSeenAt` is the stored latest sighting (null when never), shown when
 * the user is offline. Times are the sandbox clock's.
 */

/** Requests within this long after the last write do not write again. */
const ACTIVITY_WRITE_EVERY_MS = 60_000;

/**
 * Open sockets per user, kept in memory by the socket hub (a restart closes every socket, so
 * nothing stale survives it). One per sandbox, on its context.
 */
export interface LiveSockets {
  open(userId: number): void;
  /** Forgets one socket; true when it was the user's last one. */
  close(userId: number): boolean;
  has(userId: number): boolean;
}

/** An empty socket count (the sandbox's context holds one; its hub fills it). */
export function createLiveSockets(): LiveSockets {
  const counts = new Map<number, number>();
  return {
    open(userId) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
    },
    close(userId) {
      const left = (counts.get(userId) ?? 0) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
      return left <= 0;
    },
    has: (userId) => (counts.get(userId) ?? 0) > 0,
  };
}

/** Records a sighting at `at`, keeping the latest (a bot's task may be dated in the past). */
export function recordSeen(db: Db, userId: number, at: number): void {
  stmt(
    db,
    'UPDATE users SET last_seen_at = MAX(COALESCE(last_seen_at, :at), :at) WHERE id = :userId',
  ).run({ at, userId });
}

/** Per database, when this process last wrote each user's sighting (sandbox clock). */
const writtenAt = new WeakMap<Db, Map<number, number>>();

/**
 * An authenticated request by `userId`: their last action is now. Written only when the stored
 * sighting is a minute old or more (or missing), in one statement that changes nothing
 * otherwise, so every API call may call this. Within a minute of this process writing it, the
 * stored sighting cannot be stale (sightings only move forward), so not even that statement
 * runs: a page asking the API several things costs one write a minute, not a statement a call.
 */
export function noteActivity(ctx: SandboxContext, userId: number): void {
  const now = ctx.clock.now();
  let written = writtenAt.get(ctx.db);
  if (!written) writtenAt.set(ctx.db, (written = new Map()));
  const last = written.get(userId);
  if (last !== undefined && now - last < ACTIVITY_WRITE_EVERY_MS) return;
  const { changes } = stmt(
    ctx.db,
    `UPDATE users SET last_seen_at = :now
      WHERE id = :userId AND (last_seen_at IS NULL OR last_seen_at <= :stale)`,
  ).run({ now, userId, stale: now - ACTIVITY_WRITE_EVERY_MS });
  if (Number(changes) > 0) written.set(userId, now);
  else written.delete(userId);
}

/** The data was reset to the seed: sightings written before mean nothing now. */
export function forgetActivity(db: Db): void {
  writtenAt.delete(db);
}

/** The socket hub opened a socket for a logged-in user (an anonymous one is nobody's). */
export function socketOpened(ctx: SandboxContext, userId: number | null): void {
  if (userId === null) return;
  ctx.liveSockets?.open(userId);
  noteActivity(ctx, userId);
}

/** A logged-in user's socket closed: when it was their last one, they were last seen now. */
export function socketClosed(ctx: SandboxContext, userId: number | null): void {
  if (userId === null || !ctx.liveSockets?.close(userId)) return;
  recordSeen(ctx.db, userId, ctx.clock.now());
}

/** The online rule: connected now, or last seen less than `windowMs` ago. */
export function isOnline(
  connected: boolean,
  lastSeenAt: number | null,
  now: number,
  windowMs: number,
): boolean {
  return connected || (lastSeenAt !== null && now < lastSeenAt + windowMs);
}

/** The presence of each user of `userIds` (unknown ids are left out), as of the sandbox clock. */
export function presenceOf(
  ctx: SandboxContext,
  userIds: readonly number[],
): Map<number, UserPresence> {
  const now = ctx.clock.now();
  const windowMs = configInt(ctx.db, 'p2p.onlineWindowMinutes') * 60_000;
  const rows = stmt(
    ctx.db,
    `SELECT u.id, u.last_seen_at, COALESCE(b.connected, 0) AS connected
       FROM users u LEFT JOIN p2p_bots b ON b.user_id = u.id
      WHERE u.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify([...new Set(userIds)]));
  const result = new Map<number, UserPresence>();
  for (const row of rows) {
    const id = int(row, 'id');
    const lastSeenAt = row.last_seen_at === null ? null : int(row, 'last_seen_at');
    const connected = int(row, 'connected') === 1 || (ctx.liveSockets?.has(id) ?? false);
    result.set(id, { online: isOnline(connected, lastSeenAt, now, windowMs), lastSeenAt });
  }
  return result;
}

/** One user's presence (offline and never seen for an unknown id). */
export function presenceOfUser(ctx: SandboxContext, userId: number): UserPresence {
  return presenceOf(ctx, [userId]).get(userId) ?? { online: false, lastSeenAt: null };
}
