import { AutoSubmitElement } from '@/shell/elements/auto-submit-element';
import { CookieNoticeElement } from '@/shell/elements/cookie-notice-element';
import { CurrencyLabelElement, CurrencyListElement } from '@/shell/elements/currency-elements';
import { FoldNavElement } from '@/shell/elements/fold-nav-element';
import { HeaderElement } from '@/shell/elements/header-element';
import { MenuElement } from '@/shell/elements/menu-element';
import { NotificationsElement } from '@/shell/elements/notifications-element';
import { TabsElement } from '@/shell/elements/tabs-element';
import { ThemeSwitchElement } from '@/shell/elements/theme-switch-element';

/**
 * Every custom element of the header and footer, by tag. One table and one loop instead of each
 * module's own `define…()` (those stay for tests and single uses): this code ships on every
 * page, and the table is the smaller of the two.
 */
const SHELL_ELEMENTS: [string, CustomElementConstructor][] = [
  ['p2p-header', HeaderElement],
  ['p2p-menu', MenuElement],
  ['p2p-fold-nav', FoldNavElement],
  ['p2p-tabs', TabsElement],
  ['p2p-currency-list', CurrencyListElement],
  ['p2p-currency-label', CurrencyLabelElement],
  ['p2p-theme-switch', ThemeSwitchElement],
  ['p2p-notifications', NotificationsElement],
  ['p2p-cookie-notice', CookieNoticeElement],
  ['p2p-auto-submit', AutoSubmitElement],
];

/** Registers every custom element of the header and footer (once per page). */
export function defineShellElements() {
  for (const [tag, element] of SHELL_ELEMENTS) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
}
