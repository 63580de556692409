import { useStore } from '@nanostores/react';
import type { Viewer } from '@/features/market/market-types';
import { $isLoggedIn, $isWalletUser } from '@/stores/session-flags';

/**
 * The viewer as the page's session store says now, from the viewer the server rendered. The
 * server knows more (the P2P profile the rules need), the store knows later: a logout or a
 * 403 elsewhere on the page turns every Trade button into a login link at once, no reload.
 */
export function liveViewer(rendered: Viewer, loggedIn: boolean, walletUser: boolean): Viewer {
  if (!loggedIn) return { kind: 'visitor' };
  if (walletUser) return { kind: 'wallet' };
  return rendered.kind === 'user' ? rendered : { kind: 'user', known: false };
}

/**
 * Reads `$session` through `useStore`. The server render and hydration use the rendered viewer
 * (the store is empty on the server), so the HTML is unchanged and nothing flashes.
 */
export function useLiveViewer(rendered: Viewer): Viewer {
  const loggedIn = useStore($isLoggedIn, { ssr: () => rendered.kind !== 'visitor' });
  const walletUser = useStore($isWalletUser, { ssr: () => rendered.kind === 'wallet' });
  return liveViewer(rendered, loggedIn, walletUser);
}
