import { mainSiteUrl, routes } from '@/config/routes';
import type { MessageKey } from '@/i18n/t';

/**
 * Every menu of the header and footer as data (spec section 2, Header and Footer). Components
 * render these lists; nothing else decides what a menu holds. Links to the exchange's main site
 * are paths joined to `PUBLIC_MAIN_SITE` at render time; P2P links are built by `routes` and get
 * the locale prefix at render time.
 */

/** Where a link goes: a page of this product, or a page of the exchange's main site. */
type MenuTarget = { p2p: string } | { main: string };

/** Who sees an item: everyone, or only account users (type 3, spec section 2). */
type Audience = 'all' | 'account';

export interface MenuItem {
  id: string;
  label: MessageKey;
  /** A second line under the label (dropdown items of the Buy Crypto group). */
  hint?: MessageKey;
  target: MenuTarget;
  audience?: Audience;
  /**
   * An item that opens a dialog on this page instead of navigating (`transfer`: the transfer
   * dialog). It renders as a button; `target` is where the main site offers the same thing.
   */
  action?: 'transfer';
}

export interface MenuGroup {
  id: string;
  label: MessageKey;
  /** A group with one target and no items is a plain link. */
  target?: MenuTarget;
  items: readonly MenuItem[];
}

/** The header's navigation groups, in display order. */
export const NAV_GROUPS: readonly MenuGroup[] = [
  {
    id: 'buy-crypto',
    label: 'nav.buyCrypto',
    items: [
      {
        id: 'p2p',
        label: 'nav.buyCrypto.p2p',
        hint: 'nav.buyCrypto.p2p.hint',
        target: { p2p: routes.market() },
      },
      {
        id: 'best-way',
        label: 'nav.buyCrypto.bestWay',
        hint: 'nav.buyCrypto.bestWay.hint',
        target: { p2p: routes.bestWay() },
      },
      {
        id: 'express',
        label: 'nav.buyCrypto.express',
        hint: 'nav.buyCrypto.express.hint',
        target: { p2p: routes.express() },
      },
      {
        id: 'third-party',
        label: 'nav.buyCrypto.thirdParty',
        hint: 'nav.buyCrypto.thirdParty.hint',
        target: { p2p: routes.thirdParty() },
      },
    ],
  },
  {
    id: 'trade',
    label: 'nav.trade',
    items: [
      { id: 'spot', label: 'nav.trade.spot', target: { main: '/trade/spot' } },
      { id: 'stock', label: 'nav.trade.stock', target: { main: '/trade/stock' } },
      { id: 'futures', label: 'nav.trade.futures', target: { main: '/futures' } },
      { id: '1usd', label: 'nav.trade.oneUsd', target: { main: '/1usd' } },
      { id: 'spot-grid', label: 'nav.trade.spotGrid', target: { main: '/strategy/spot-grid' } },
      { id: 'copy-trading', label: 'nav.trade.copyTrading', target: { main: '/copy-trading' } },
      { id: 'markets', label: 'nav.trade.markets', target: { main: '/markets' } },
      {
        id: 'data-screener',
        label: 'nav.trade.dataScreener',
        target: { main: '/markets/screener' },
      },
    ],
  },
  {
    id: 'finance',
    label: 'nav.finance',
    items: [
      { id: 'superstart', label: 'nav.finance.superStart', target: { main: '/superstart' } },
      { id: 'earn', label: 'nav.finance.earn', target: { main: '/earn' } },
      { id: 'quant-funds', label: 'nav.finance.quantFunds', target: { main: '/quant-funds' } },
    ],
  },
  {
    id: 'activities',
    label: 'nav.activities',
    items: [{ id: 'events', label: 'nav.activities.events', target: { main: '/activities' } }],
  },
  { id: 'list-tokens', label: 'nav.listTokens', target: { main: '/list-tokens' }, items: [] },
  {
    id: 'scs',
    label: 'nav.scs',
    items: [
      { id: 'scs-token', label: 'nav.scs.token', target: { main: '/scs' } },
      { id: 'scs-ecosystem', label: 'nav.scs.ecosystem', target: { main: '/scs/ecosystem' } },
    ],
  },
  { id: 'space', label: 'nav.space', target: { main: '/space' }, items: [] },
];

/** Help-centre announcements, linked from the notifications panel. */
export const ANNOUNCEMENTS_TARGET: MenuTarget = { main: '/support/announcements' };

/** The cookie policy, linked from the cookie notice. */
export const COOKIE_POLICY_TARGET: MenuTarget = { main: '/legal/cookies' };

/** Agents land on their dashboard; everyone else on the programme's application page. */
export const AGENT_TARGETS = {
  agent: { main: '/agents/dashboard' },
  other: { main: '/agents' },
} as const satisfies Record<string, MenuTarget>;

/**
 * The service menu. The `agents` item's target is chosen by broker status at render time
 * (`serviceMenu`).
 */
const SERVICE_ITEMS: readonly MenuItem[] = [
  { id: 'dao', label: 'service.dao', target: { main: '/dao' } },
  { id: 'invite', label: 'service.invite', target: { main: '/invite' } },
  { id: 'roadmap', label: 'service.roadmap', target: { main: '/roadmap' } },
  { id: 'help-center', label: 'service.helpCenter', target: { main: '/support' } },
  { id: 'task-center', label: 'service.taskCenter', target: { main: '/task-center' } },
  { id: 'et-zone', label: 'service.etZone', target: { main: '/et-zone' } },
  { id: 'mystery-box', label: 'service.mysteryBox', target: { main: '/mystery-box' } },
  { id: 'agents', label: 'service.agents', target: AGENT_TARGETS.other },
  { id: 'btc-startup', label: 'service.btcStartup', target: { main: '/btc-startup' } },
  { id: 'pay', label: 'service.pay', target: { main: '/pay' } },
];

/** The service menu for a user whose broker status is known (`isAgent`). */
export function serviceMenu(isAgent: boolean): readonly MenuItem[] {
  return SERVICE_ITEMS.map((item) =>
    item.id === 'agents' && isAgent
      ? { ...item, label: 'service.agentsDashboard', target: AGENT_TARGETS.agent }
      : item,
  );
}

/** The wallet menu (logged in). P2P account only for account users. */
export const WALLET_MENU: readonly MenuItem[] = [
  { id: 'overview', label: 'wallet.overview', target: { main: '/wallet/overview' } },
  {
    id: 'transfer',
    label: 'wallet.transfer',
    target: { main: '/wallet/transfer' },
    action: 'transfer',
  },
  { id: 'spot', label: 'wallet.spot', target: { main: '/wallet/spot' } },
  { id: 'free-zone', label: 'wallet.freeZone', target: { main: '/wallet/free-zone' } },
  { id: 'p2p', label: 'wallet.p2p', target: { main: '/wallet/p2p' }, audience: 'account' },
  { id: 'futures', label: 'wallet.futures', target: { main: '/wallet/futures' } },
  { id: 'finance', label: 'wallet.finance', target: { main: '/wallet/finance' } },
  { id: 'history', label: 'wallet.history', target: { main: '/wallet/history' } },
];

/** The user menu (logged in). Sign-out (see `maySignOut`) is rendered after these as a form. */
export const USER_MENU: readonly MenuItem[] = [
  { id: 'overview', label: 'user.overview', target: { main: '/account/overview' } },
  { id: 'orders', label: 'user.orders', target: { main: '/orders' } },
  { id: 'identity', label: 'user.identity', target: { main: '/account/identity' } },
  { id: 'security', label: 'user.security', target: { main: '/account/security' } },
  { id: 'referral', label: 'user.referral', target: { main: '/referral' } },
  {
    id: 'preferences',
    label: 'user.preferences',
    target: { main: '/account/preferences' },
    audience: 'account',
  },
  { id: 'api', label: 'user.api', target: { main: '/account/api' } },
  { id: 'coupons', label: 'user.coupons', target: { main: '/account/coupons' } },
];

/** Footer link columns, in display order. */
export const FOOTER_COLUMNS: readonly MenuGroup[] = [
  {
    id: 'about',
    label: 'footer.about',
    items: [
      { id: 'about-us', label: 'footer.about.us', target: { main: '/about' } },
      {
        id: 'announcements',
        label: 'footer.about.announcements',
        target: ANNOUNCEMENTS_TARGET,
      },
      { id: 'careers', label: 'footer.about.careers', target: { main: '/careers' } },
      { id: 'terms', label: 'footer.about.terms', target: { main: '/legal/terms' } },
      { id: 'privacy', label: 'footer.about.privacy', target: { main: '/legal/privacy' } },
      { id: 'risk', label: 'footer.about.risk', target: { main: '/legal/risk' } },
    ],
  },
  {
    id: 'learn',
    label: 'footer.learn',
    items: [
      { id: 'academy', label: 'footer.learn.academy', target: { main: '/academy' } },
      { id: 'how-to-buy', label: 'footer.learn.howToBuy', target: { main: '/how-to-buy' } },
      { id: 'prices', label: 'footer.learn.prices', target: { main: '/price' } },
      { id: 'blog', label: 'footer.learn.blog', target: { main: '/blog' } },
    ],
  },
  {
    id: 'service',
    label: 'footer.service',
    items: [
      { id: 'help', label: 'footer.service.help', target: { main: '/support' } },
      { id: 'fees', label: 'footer.service.fees', target: { main: '/fees' } },
      { id: 'vip', label: 'footer.service.vip', target: { main: '/vip' } },
      { id: 'request', label: 'footer.service.request', target: { main: '/support/request' } },
      { id: 'api-docs', label: 'footer.service.apiDocs', target: { main: '/api-docs' } },
      { id: 'verify', label: 'footer.service.verify', target: { main: '/official-verification' } },
    ],
  },
  {
    id: 'contact',
    label: 'footer.contact',
    items: [
      { id: 'support', label: 'footer.contact.support', target: { main: '/support/contact' } },
      { id: 'business', label: 'footer.contact.business', target: { main: '/business' } },
      { id: 'listing', label: 'footer.contact.listing', target: { main: '/list-tokens' } },
      { id: 'media', label: 'footer.contact.media', target: { main: '/media' } },
    ],
  },
  {
    id: 'scs',
    label: 'footer.scs',
    items: [
      { id: 'scs-token', label: 'footer.scs.token', target: { main: '/scs' } },
      { id: 'scs-ecosystem', label: 'footer.scs.ecosystem', target: { main: '/scs/ecosystem' } },
    ],
  },
  {
    id: 'other',
    label: 'footer.other',
    items: [
      { id: 'p2p', label: 'footer.other.p2p', target: { p2p: routes.market() } },
      { id: 'card', label: 'footer.other.card', target: { p2p: routes.thirdParty() } },
      { id: 'sitemap', label: 'footer.other.sitemap', target: { main: '/sitemap' } },
    ],
  },
];

/**
 * Whether the header offers sign-out: to every logged-in user. The spec names it for account
 * users (type 3), but a wallet-connected user must be able to end the session too: the notice
 * tells them to log in with a product account, which starts with signing out (issue 15, item 7).
 */
export function maySignOut(userType: number | null): boolean {
  return userType !== null;
}

/** Items a user of this type may see (spec: some are for account users, type 3, only). */
export function visibleItems(items: readonly MenuItem[], userType: number | null) {
  return items.filter((item) => (item.audience ?? 'all') === 'all' || userType === 3);
}

/**
 * Paths (unprefixed) on which the theme switch is hidden: the card-purchase page embeds the
 * providers' own light checkout widgets, so a night theme would clash there.
 */
export const THEME_HIDDEN_PATHS: readonly string[] = [routes.thirdParty()];

/** Resolves a target to an href: main-site pages under `mainSite`, P2P pages in the locale. */
export function menuHref(
  target: MenuTarget,
  context: { mainSite: string; localize: (path: string) => string },
) {
  return 'main' in target
    ? mainSiteUrl(context.mainSite, target.main)
    : context.localize(target.p2p);
}

/**
 * Where a page sends a user to verify their identity: the main site's page, as the header's user
 * menu links it (the payments page, the user centre and Express point there).
 */
export function identityVerificationHref(context: {
  mainSite: string;
  localize: (path: string) => string;
}): string {
  const identity = USER_MENU.find((item) => item.id === 'identity');
  return identity ? menuHref(identity.target, context) : context.mainSite;
}
