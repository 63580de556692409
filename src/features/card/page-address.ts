import { stripLocalePrefix } from '@/i18n/paths';

/**
 * Browser only. Keeps the address bar on the form as it is now (`history.replaceState`, no new
 * history entries while typing), and the server-rendered shell in step with it: the language
 * switch's hidden `to` and the header's Log in links' `returnUrl`, so switching language or
 * logging in from the header comes back to the same purchase.
 */
export function syncCardAddress(localizedHref: string, island: Element | null): void {
  const url = new URL(localizedHref, location.origin);
  if (`${url.pathname}${url.search}` !== `${location.pathname}${location.search}`) {
    window.history.replaceState(null, '', url.href);
  }
  const unprefixed = `${stripLocalePrefix(url.pathname)}${url.search}`;
  for (const input of document.querySelectorAll<HTMLInputElement>('form input[name="to"]')) {
    if (input.type === 'hidden') input.value = unprefixed;
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="returnUrl="]')) {
    if (island?.contains(link)) continue;
    const target = new URL(link.href, location.origin);
    if (!target.searchParams.has('returnUrl')) continue;
    target.searchParams.set('returnUrl', url.href);
    link.href = target.href;
  }
}
