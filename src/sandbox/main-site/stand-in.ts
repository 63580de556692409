import { escapeMarkup } from '@/lib/escape-markup';
import { page } from '@/sandbox/main-site/html';

/** Long enough for any menu link with its query; a longer address is cut, never echoed whole. */
const MAX_SHOWN = 300;

/**
 * The main-site address a stand-in request stands for: its path below `prefix` plus its query,
 * percent-decoded for reading (`/sandbox/trade/spot?x=%3C` -> `/trade/spot?x=<`). Only ever shown
 * escaped. An undecodable address is shown as it came.
 */
export function mainSiteAddress(requestUrl: string, prefix: string): string {
  const url = new URL(requestUrl);
  const path = url.pathname.slice(prefix.length) || '/';
  const raw = `${path}${url.search}`;
  let shown: string;
  try {
    shown = decodeURIComponent(raw);
  } catch {
    shown = raw;
  }
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN)}…` : shown;
}

/**
 * Any main-site page the header and footer menus link to (spot, futures, wallet, account, help
 * centre...): the real exchange serves them from its main site; the sandbox answers a plain page
 * saying so, with a way back, so following a menu link never ends on a 404.
 */
export function standInPage(address: string): string {
  return page(
    'Main site page',
    `<h1>Exchange main site page</h1>
<p class="note">This is the exchange’s main site page <code>${escapeMarkup(address)}</code>.
It is not part of the P2P product: the sandbox shows this stand-in in its place.</p>
<p>On the real exchange, <code>PUBLIC_MAIN_SITE</code> points at the main site, which serves this page.</p>
<p><a href="/">Back to the P2P market</a></p>`,
  );
}
