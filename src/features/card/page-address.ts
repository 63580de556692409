import { syncShellAddress } from '@/components/shell-address';

/**
 * Browser only. Keeps the address bar on the form as it is now (`history.replaceState`, no new
 * history entries while typing), and the server-rendered shell in step with it
 * (`syncShellAddress`), so switching language or logging in from the header comes back to the
 * same purchase.
 */
export function syncCardAddress(localizedHref: string, island: Element | null): void {
  const url = new URL(localizedHref, location.origin);
  if (`${url.pathname}${url.search}` !== `${location.pathname}${location.search}`) {
    window.history.replaceState(null, '', url.href);
  }
  syncShellAddress(localizedHref, island);
}
