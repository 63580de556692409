/**
 * The route table of the product (spec section 2) and every path builder. Pages, menus,
 * redirects and tests build URLs here and nowhere else.
 */

export type Side = 'buy' | 'sell';

/** What a market search's address names (`marketSearchPath`). */
export interface MarketSearchPath {
  side: Side;
  coin: string;
  fiat: string;
  paymentMethod?: string | null;
  amount?: string | null;
}

/** Paths as the browser sees them (English, unprefixed). Locale prefixes are added by i18n. */
export const routes = {
  root: () => '/',
  /** `/buy_USDT`, `/sell_BTC`... The default market is `buy_USDT`. */
  market: (side: Side = 'buy', coin = 'USDT') => `/${side}_${coin}`,
  order: (action: string, source: string) =>
    `/order/${encodeURIComponent(action)}/${encodeURIComponent(source)}`,
  myAds: () => '/myads',
  complaint: (action: string, source: string) =>
    `/complaint/${encodeURIComponent(action)}/${encodeURIComponent(source)}`,
  releaseAdvertising: (id?: string) =>
    id ? `/releaseAdvertising/${encodeURIComponent(id)}` : '/releaseAdvertising',
  authAdvertising: () => '/authAdvertising',
  becomeMember: () => '/becomeMember',
  myOrder: () => '/myorder',
  /** Express: buy or sell at the best offer for an amount, in one confirmation (issue 17). */
  express: () => '/express',
  /**
   * The best way to buy a coin with a fiat (issue 17): P2P ads and card quotes ranked together.
   * One page per pair (`/bestway/BTC_EUR`, crawlable); bare, it picks a pair for the viewer.
   */
  bestWay: (coin?: string, fiat?: string) =>
    coin && fiat ? `/bestway/${coin}_${fiat}` : '/bestway',
  adDetail: (id: string) => `/addetail/${encodeURIComponent(id)}`,
  userCenter: () => '/usercenter',
  payment: () => '/payment',
  thirdParty: () => '/thirdParty',
  /** The card purchase FAQ and disclaimer (content collections, one Markdown file per locale). */
  cardFaq: () => '/thirdParty/faq',
  cardDisclaimer: () => '/thirdParty/disclaimer',
  login: () => '/login',
  /** Sign-out endpoint (POST): ends the API session and clears the cookie. */
  logout: () => '/logout',
  /** Language switch endpoint (POST `code`, `to`): sets the `lang` cookie, back to `to`. */
  language: () => '/language',
  /** The header's download-app QR code as an image, with the invite code it carries. */
  downloadQr: (inviteCode?: string | null) =>
    inviteCode ? `/download-qr.svg?code=${encodeURIComponent(inviteCode)}` : '/download-qr.svg',
  /** What the service worker shows when a page cannot be reached (issue 17, item 4). */
  offline: () => '/offline',
  /** The web app manifest, per locale like a page (`/fa/manifest.webmanifest`). */
  webManifest: () => '/manifest.webmanifest',
  /** The service worker's script; at the root, so its scope is the whole site. */
  serviceWorker: () => '/sw.js',
} as const;

export type RouteName = keyof typeof routes;

/**
 * A market search's address (a saved search, an alert's link): the market with its fiat and,
 * when given, payment method and amount, in the market's own query names
 * (`features/market/market-query.ts`, `QUERY`; a unit test reads it back through the market's
 * parser). Without a locale prefix, like `routes`.
 */
export function marketSearchPath(search: MarketSearchPath): string {
  const query = new URLSearchParams({ fiat: search.fiat });
  if (search.paymentMethod) query.set('payment', search.paymentMethod);
  if (search.amount) query.set('amount', search.amount);
  return `${routes.market(search.side, search.coin)}?${query.toString()}`;
}

/**
 * The business areas (architecture section 3). An area carries the same name in this table,
 * its feature folder, its contract module, its shared rules, its sandbox folder and its tests,
 * so a behaviour is followed from its URL to the sandbox by one name. `wallet` and
 * `verification` have no page of their own: their dialogs open on other areas' pages.
 */
export const AREAS = [
  'market',
  'orders',
  'ads',
  'merchant',
  'payments',
  'card',
  'wallet',
  'verification',
  'user',
  'shell',
] as const;
type Area = (typeof AREAS)[number];

/** What a newcomer needs to find a route's code: its area, the path shape and the page file. */
interface RouteInfo {
  area: Area;
  /** The path as the builder makes it: `{name}` a segment, `[...]` an optional part. */
  pattern: string;
  /** The Astro page (or endpoint) serving it, relative to `src/pages/`. */
  page: string;
}

/**
 * The area of every route, next to its builder. `satisfies` makes a route without an entry (or
 * an entry without a route) a type error; `tests/unit/routes.test.ts` checks each pattern
 * against its builder and page, and that the README's route map is this table.
 */
export const routeTable = {
  root: { area: 'shell', pattern: '/', page: 'index.astro' },
  market: { area: 'market', pattern: '/{side}_{COIN}', page: '[market].astro' },
  order: {
    area: 'orders',
    pattern: '/order/{action}/{orderNo}',
    page: 'order/[action]/[source].astro',
  },
  myOrder: { area: 'orders', pattern: '/myorder', page: 'myorder.astro' },
  express: { area: 'orders', pattern: '/express', page: 'express.astro' },
  bestWay: { area: 'market', pattern: '/bestway[/{COIN}_{FIAT}]', page: 'bestway/[...pair].astro' },
  complaint: {
    area: 'orders',
    pattern: '/complaint/{action}/{orderNo}',
    page: 'complaint/[action]/[source].astro',
  },
  myAds: { area: 'ads', pattern: '/myads', page: 'myads.astro' },
  releaseAdvertising: {
    area: 'ads',
    pattern: '/releaseAdvertising[/{id}]',
    page: 'releaseAdvertising/[...id].astro',
  },
  becomeMember: { area: 'merchant', pattern: '/becomeMember', page: 'becomeMember.astro' },
  authAdvertising: {
    area: 'merchant',
    pattern: '/authAdvertising',
    page: 'authAdvertising.astro',
  },
  payment: { area: 'payments', pattern: '/payment', page: 'payment.astro' },
  thirdParty: { area: 'card', pattern: '/thirdParty', page: 'thirdParty/index.astro' },
  cardFaq: { area: 'card', pattern: '/thirdParty/faq', page: 'thirdParty/faq.astro' },
  cardDisclaimer: {
    area: 'card',
    pattern: '/thirdParty/disclaimer',
    page: 'thirdParty/disclaimer.astro',
  },
  userCenter: { area: 'user', pattern: '/usercenter', page: 'usercenter.astro' },
  adDetail: { area: 'user', pattern: '/addetail/{id}', page: 'addetail/[id].astro' },
  login: { area: 'shell', pattern: '/login', page: 'login.astro' },
  logout: { area: 'shell', pattern: '/logout', page: 'logout.ts' },
  language: { area: 'shell', pattern: '/language', page: 'language.ts' },
  downloadQr: { area: 'shell', pattern: '/download-qr.svg', page: 'download-qr.svg.ts' },
  offline: { area: 'shell', pattern: '/offline', page: 'offline.astro' },
  webManifest: {
    area: 'shell',
    pattern: '/manifest.webmanifest',
    page: 'manifest.webmanifest.ts',
  },
  serviceWorker: { area: 'shell', pattern: '/sw.js', page: 'sw.js.ts' },
} as const satisfies Record<RouteName, RouteInfo>;

const MARKET_SLUG = /^(buy|sell)_([A-Z0-9]{2,10})$/;

/** `buy_USDT` → `{ side: 'buy', coin: 'USDT' }`; null for anything that is not a market path. */
export function parseMarketSlug(slug: string): { side: Side; coin: string } | null {
  const match = MARKET_SLUG.exec(slug);
  if (!match) return null;
  return { side: match[1] as Side, coin: match[2] as string };
}

const BEST_WAY_PAIR = /^([A-Z0-9]{2,10})_([A-Z]{3})$/;

/** `BTC_EUR` → `{ coin: 'BTC', fiat: 'EUR' }`; null for anything that is not a pair. */
export function parseBestWayPair(slug: string): { coin: string; fiat: string } | null {
  const match = BEST_WAY_PAIR.exec(slug);
  return match ? { coin: match[1] as string, fiat: match[2] as string } : null;
}

/** Where `/` sends visitors. */
export const HOME_PATH = routes.market('buy', 'USDT');

/**
 * Paths that need a session; a visitor is sent to the main-site login. The spec keeps this
 * list empty: every P2P page can be browsed, and actions ask for a login where they need one.
 */
export const PROTECTED_PATHS: readonly string[] = [];

/** True when `pathname` is one of `protectedPaths` or below one of them. */
function isProtectedPath(pathname: string, protectedPaths: readonly string[] = PROTECTED_PATHS) {
  return protectedPaths.some(
    (p) => pathname === p || pathname.startsWith(`${p.replace(/\/$/, '')}/`),
  );
}

/**
 * Where a request must go instead of its page: the main-site login when a visitor opens a
 * protected path, otherwise nowhere (null).
 */
export function guardRedirect(options: {
  pathname: string;
  loggedIn: boolean;
  href: string;
  mainSite: string;
  protectedPaths?: readonly string[];
}) {
  const { pathname, loggedIn, href, mainSite, protectedPaths = PROTECTED_PATHS } = options;
  if (loggedIn || !isProtectedPath(pathname, protectedPaths)) return null;
  return mainSiteLoginUrl(mainSite, href);
}

/** Main-site paths the product links to. */
const mainSitePaths = {
  login: '/login',
  register: '/register',
  /** Identity verification (the user menu's "Identity" item, `src/shell/menus.ts`). */
  identity: '/account/identity',
} as const;

/** Joins the main-site base (`https://www.example.com` or `/sandbox`) and a path. */
export function mainSiteUrl(mainSite: string, path: string, query?: Record<string, string>) {
  const base = mainSite.replace(/\/$/, '');
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}${path}${search}`;
}

/** The main-site login with the P2P flag and a return address. */
export function mainSiteLoginUrl(mainSite: string, returnUrl: string) {
  return mainSiteUrl(mainSite, mainSitePaths.login, { isP2P: '1', returnUrl });
}

/** Identity verification on the main site: where "Verify now" goes. */
export function mainSiteIdentityUrl(mainSite: string) {
  return mainSiteUrl(mainSite, mainSitePaths.identity);
}

/** The main-site registration with the P2P flag and a return address. */
export function mainSiteRegisterUrl(mainSite: string, returnUrl: string) {
  return mainSiteUrl(mainSite, mainSitePaths.register, { isP2P: '1', returnUrl });
}

/**
 * Resolves a redirect target and keeps it only when it stays on this site or on the main site;
 * anything else (other hosts, `javascript:`, protocol-relative tricks) falls back to the root.
 * Returns a path for same-site targets and an absolute URL for main-site targets.
 */
export function safeRedirect(
  target: string | null | undefined,
  siteOrigin: string,
  mainSite: string,
) {
  if (!target) return routes.root();
  let url: URL;
  try {
    url = new URL(target, siteOrigin);
  } catch {
    return routes.root();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return routes.root();
  if (url.origin === new URL(siteOrigin).origin) return `${url.pathname}${url.search}${url.hash}`;
  let main: URL;
  try {
    main = new URL(mainSite, siteOrigin);
  } catch {
    return routes.root();
  }
  if (url.origin === main.origin) return url.toString();
  return routes.root();
}

/** `invitationCode` query values that are kept: letters and digits, at most 32. */
export const INVITATION_CODE = /^[A-Za-z0-9]{1,32}$/;
export const INVITATION_COOKIE = 'invitationCode';
