import { PUSH_REFUSALS, type PushDevice, type PushSubscribeRequest } from '@/contract/push';
import type { LocaleCode } from '@/i18n/locales';
import { configInt } from '@/sandbox/config';
import type { SandboxContext } from '@/sandbox/context';
import { stmt } from '@/sandbox/db/database';
import { text } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { refuse } from '@/sandbox/errors';
import type { AuthSession } from '@/sandbox/user/sessions';

/**
 * The browsers subscribed to a user's pushes. A subscription belongs to the session that made it
 * (its row goes when the session is ended or expires), names the language its pushes are
 * written in, and is one of at most `push.devicesMax` per user: a new device past the cap
 * retires the one subscribed longest ago, as a phone replaced years ago should not keep a slot.
 */

/**
 * The push services of the browsers (a host or any of its subdomains). The exchange sends to
 * nothing else, so a subscription cannot turn it into a client of an arbitrary address.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
] as const;

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether the exchange sends to `endpoint`: https on a browser's push service; with
 * `allowLoopback` (tests: `SANDBOX_PUSH_LOOPBACK`) also a push service stand-in on this machine.
 */
export function isPushService(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (allowLoopback && LOOPBACK.has(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );
}

/** One subscribed browser, as the sender needs it. */
export interface DeviceRecord {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: LocaleCode;
}

/**
 * Subscribes a browser for the session's user (again: refreshes its keys, language and session,
 * even when it was another user's on that browser before).
 */
export function subscribeDevice(
  ctx: SandboxContext,
  session: AuthSession,
  request: PushSubscribeRequest,
  lang: LocaleCode,
  allowLoopback: boolean,
): PushDevice {
  if (!isPushService(request.endpoint, allowLoopback)) {
    throw refuse(
      PUSH_REFUSALS.pushServiceUnknown,
      'This browser’s push service is not one the exchange sends to.',
    );
  }
  const userId = session.user.id;
  transaction(ctx.db, () => {
    stmt(
      ctx.db,
      `INSERT INTO push_subscriptions (user_id, session_token, endpoint, p256dh, auth, lang, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id,
         session_token = excluded.session_token, p256dh = excluded.p256dh, auth = excluded.auth,
         lang = excluded.lang, created_at = excluded.created_at`,
    ).run(
      userId,
      session.token,
      request.endpoint,
      request.keys.p256dh.replace(/=+$/, ''),
      request.keys.auth.replace(/=+$/, ''),
      lang,
      ctx.clock.now(),
    );
    stmt(
      ctx.db,
      `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = ?
          ORDER BY created_at DESC, id DESC LIMIT ?)`,
    ).run(userId, userId, configInt(ctx.db, 'push.devicesMax'));
  });
  return { endpoint: request.endpoint, subscribed: true, lang };
}

/** Stops the pushes to one of the user's browsers; one not subscribed answers so. */
export function unsubscribeDevice(
  ctx: SandboxContext,
  userId: number,
  endpoint: string,
): PushDevice {
  stmt(ctx.db, 'DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').run(
    userId,
    endpoint,
  );
  return { endpoint, subscribed: false, lang: null };
}

/**
 * Whether `endpoint` gets this session's pushes: a browser subscribed by someone else, or in a
 * session since ended, does not (the page then offers to turn them on).
 */
export function deviceStatus(
  ctx: SandboxContext,
  session: AuthSession,
  endpoint: string,
): PushDevice {
  const row = stmt(
    ctx.db,
    'SELECT lang FROM push_subscriptions WHERE endpoint = ? AND user_id = ? AND session_token = ?',
  ).get(endpoint, session.user.id, session.token);
  return row
    ? { endpoint, subscribed: true, lang: text(row, 'lang') }
    : { endpoint, subscribed: false, lang: null };
}

/** The user's browsers whose session is still valid (by the sandbox clock). */
export function devicesOf(ctx: SandboxContext, userId: number): DeviceRecord[] {
  return stmt(
    ctx.db,
    `SELECT p.endpoint, p.p256dh, p.auth, p.lang FROM push_subscriptions p
       JOIN sessions s ON s.token = p.session_token
      WHERE p.user_id = ? AND s.expires_at > ?
      ORDER BY p.id`,
  )
    .all(userId, ctx.clock.now())
    .map((row) => ({
      endpoint: text(row, 'endpoint'),
      p256dh: text(row, 'p256dh'),
      auth: text(row, 'auth'),
      lang: text(row, 'lang') as LocaleCode,
    }));
}

/** Forgets a browser its push service no longer knows (it answered 404 or 410). */
export function dropDevice(ctx: SandboxContext, endpoint: string): void {
  stmt(ctx.db, 'DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}
