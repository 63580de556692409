import { createSocket, type P2PSocket } from '@/client/socket';
import { readPublicConfig } from '@/config/public';
import { SOCKET_PATH } from '@/contract/socket';
import { $session } from '@/stores/session';

/**
 * The browser's shared socket, created on first use (importing this module on the server does
 * nothing). The session cookie authenticates it on the same origin; a login or logout reconnects
 * it so the server sees the new identity.
 */

/**
 * The socket URL for an API base: a relative base (`/api`) is on this page's host, with `wss:`
 * under https; an absolute http(s) base keeps its host with the matching ws(s) scheme.
 */
export function socketUrl(apiBase: string, page: { protocol: string; host: string }): string {
  const base = apiBase.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(base)) return `${base.replace(/^http/i, 'ws')}${SOCKET_PATH}`;
  if (/^wss?:\/\//i.test(base)) return `${base}${SOCKET_PATH}`;
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = base.startsWith('/') ? base : `/${base}`;
  return `${scheme}//${page.host}${path}${SOCKET_PATH}`;
}

let socket: P2PSocket | undefined;

/** The shared socket; call `subscribe` on it (which connects on first use). */
export function getSocket(): P2PSocket {
  if (socket) return socket;
  const created = createSocket({ url: () => socketUrl(readPublicConfig().apiBase, location) });
  let lastUser = $session.get().user?.uid ?? null;
  $session.listen((s) => {
    const user = s.user?.uid ?? null;
    if (user === lastUser) return;
    lastUser = user;
    created.reconnect();
  });
  socket = created;
  return socket;
}
