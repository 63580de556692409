import { defineAutoSubmitElement } from '@/shell/elements/auto-submit-element';
import { defineCookieNoticeElement } from '@/shell/elements/cookie-notice-element';
import { defineCurrencyElements } from '@/shell/elements/currency-elements';
import { defineFoldNavElement } from '@/shell/elements/fold-nav-element';
import { defineHeaderElement } from '@/shell/elements/header-element';
import { defineMenuElement } from '@/shell/elements/menu-element';
import { defineNotificationsElement } from '@/shell/elements/notifications-element';
import { defineTabsElement } from '@/shell/elements/tabs-element';
import { defineThemeSwitchElement } from '@/shell/elements/theme-switch-element';

/** Registers every custom element of the header and footer (once per page). */
export function defineShellElements() {
  defineHeaderElement();
  defineMenuElement();
  defineFoldNavElement();
  defineTabsElement();
  defineCurrencyElements();
  defineThemeSwitchElement();
  defineNotificationsElement();
  defineCookieNoticeElement();
  defineAutoSubmitElement();
}
