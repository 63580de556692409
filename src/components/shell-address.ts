import { stripLocalePrefix } from '@/i18n/paths';

/**
 * Browser only. When an island moves the address bar (a list's filters, the card purchase form)
 * the server-rendered shell still points at the old address: the language switch would bring
 * the reader back to it and Log in would return there. This keeps both in step with the new
 * address: the language switch's hidden `to` (unprefixed: the switch adds the new locale) and
 * the `returnUrl` of every login link outside the island (the island renders its own). With a
 * `title`, the document title moves along. Nothing else of the shell is touched.
 */
export function syncShellAddress(
  localizedHref: string,
  island: Element | null,
  title?: string,
): void {
  if (title !== undefined) document.title = title;
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
