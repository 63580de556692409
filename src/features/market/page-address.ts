import { stripLocalePrefix } from '@/i18n/paths';

/**
 * Browser only. When the island moves the address bar (history.pushState) the server-rendered
 * shell still points at the old market: the language switch would bring the visitor back to it
 * and Log in would return there. This keeps those two in step with the new address, and moves
 * the document title along. Nothing else of the shell is touched.
 */
export function syncPageAddress(localizedHref: string, title: string, island: Element | null) {
  document.title = title;
  const url = new URL(localizedHref, location.origin);
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
