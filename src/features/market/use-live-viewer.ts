import { useStore } from '@nanostores/react';
import type { Viewer } from '@/features/market/market-types';
import { $isLoggedIn, $isWalletUser } from '@/stores/session-flags';

/**
 * The same object on every render: the market's rows are memoised on their props, and a new
 * `{ kind: 'visitor' }` each time drew every row again on every click (issue 16, item 3).
 */
const VISITOR: Viewer = { kind: 'visitor' };
const WALLET: Viewer = { kind: 'wallet' };
const UNKNOWN_USER: Viewer = { kind: 'user', known: false };

/**
 * Reads `$session` through `useStore`. The server render and hydration use the rendered viewer
 * (the store is empty on the server), so the HTML is unchanged and nothing flashes.
 */
export function useLiveViewer(rendered: Viewer): Viewer {
  const loggedIn = useStore($isLoggedIn, { ssr: () => rendered.kind !== 'visitor' });
  const walletUser = useStore($isWalletUser, { ssr: () => rendered.kind === 'wallet' });
  return liveViewer(rendered, loggedIn, walletUser);
}

/**
 * The viewer as the page's session store says now, from the viewer the server rendered. The
 * server knows more (the P2P profile the rules need), the store knows later: a logout or a
 * 403 elsewhere on the page turns every Trade button into a login link at once, no reload.
 */
export function liveViewer(rendered: Viewer, loggedIn: boolean, walletUser: boolean): Viewer {
  if (!loggedIn) return rendered.kind === 'visitor' ? rendered : VISITOR;
  if (walletUser) return rendered.kind === 'wallet' ? rendered : WALLET;
  return rendered.kind === 'user' ? rendered : UNKNOWN_USER;
}
