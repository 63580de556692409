import { z } from 'zod';
import { coinCode, fiatCode } from '@/contract/asset-codes';
import { empty, timestamp } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';

/**
 * Product analytics (issue 15, item 8): what the page may tell the analytics service, sent with
 * `navigator.sendBeacon` to `PUBLIC_ANALYTICS_URL` only once the visitor allowed analytics
 * cookies (`src/lib/consent.ts`, `src/client/analytics.ts`). One event per beacon, every event
 * a closed set of props: no email, phone, name, nickname, token, user id or order number (an
 * order number is not personal by itself but leads to a person), only what describes the use
 * of the product (the route, the locale, which filter, the side, asset and fiat of a trade).
 * The sandbox's collector (`POST /analytics/collect`) stores what it receives and a control
 * (`GET /sandbox/analytics`) lists it for tests and demos.
 */

/**
 * The routes a page view may name: every builder of `src/config/routes.ts` that renders a page
 * with the site's scripts, and `notFound` (a unit test keeps the list equal to the route table).
 * The offline page runs no script, so it never reports a view.
 */
export const ANALYTICS_ROUTES = [
  'root',
  'market',
  'order',
  'myOrder',
  'express',
  'bestWay',
  'complaint',
  'myAds',
  'releaseAdvertising',
  'authAdvertising',
  'becomeMember',
  'adDetail',
  'userCenter',
  'payment',
  'thirdParty',
  'cardFaq',
  'cardDisclaimer',
  'login',
  'notFound',
] as const;
export type AnalyticsRoute = (typeof ANALYTICS_ROUTES)[number];

/** The site's locale codes (a unit test keeps the list equal to `src/i18n/locales.ts`). */
export const ANALYTICS_LOCALES = [
  'en',
  'zh-CN',
  'zh-TC',
  'zh-Hk',
  'ko',
  'ja',
  'ru',
  'fa',
  'uk',
  'es',
  'vi',
  'fr',
  'pt',
] as const;

/** The market's filters, by the name of the field the visitor changed (never its value). */
export const MARKET_FILTERS = [
  'side',
  'coin',
  'fiat',
  'paymentMethod',
  'amount',
  'sort',
  'online',
] as const;
export type MarketFilter = (typeof MARKET_FILTERS)[number];

/** What describes a trade without saying whose: the viewer's side, the asset and the fiat. */
const tradeProps = z
  .object({ side: z.enum(['buy', 'sell']), asset: coinCode, fiat: fiatCode })
  .strict();

/** A chunk's name as the chunk loader reports it (a module name, never a URL with a query). */
const chunkName = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Must be a chunk name');

/** Each event's props, by event name: the closed set the collector accepts. */
export const ANALYTICS_PROPS = {
  page_view: z
    .object({ route: z.enum(ANALYTICS_ROUTES), locale: z.enum(ANALYTICS_LOCALES) })
    .strict(),
  market_filter: z.object({ filter: z.enum(MARKET_FILTERS) }).strict(),
  order_placed: tradeProps,
  order_paid: tradeProps,
  order_released: tradeProps,
  order_cancelled: tradeProps,
  appeal_raised: tradeProps,
  card_quote_shown: z.object({ asset: coinCode, fiat: fiatCode }).strict(),
  card_purchase_started: z.object({ asset: coinCode, fiat: fiatCode }).strict(),
  chunk_error: z.object({ chunk: chunkName }).strict(),
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_PROPS;
export const ANALYTICS_EVENTS = Object.keys(ANALYTICS_PROPS) as readonly AnalyticsEventName[];
export const analyticsEventName = z.enum(ANALYTICS_EVENTS as [AnalyticsEventName]);

/** The props of one event as the page sends them. */
export type AnalyticsProps<N extends AnalyticsEventName> = z.input<(typeof ANALYTICS_PROPS)[N]>;

/**
 * The beacon's body: one event, its name and its props, checked against that event's closed
 * set (`ANALYTICS_PROPS`); every problem is reported where it is (`props.filter`), and an
 * unknown field anywhere as `unknown_key`.
 */
export const analyticsBeacon = z
  .object({ name: analyticsEventName, props: z.record(z.string(), z.string()) })
  .strict()
  .superRefine((beacon, ctx) => {
    const checked = ANALYTICS_PROPS[beacon.name].safeParse(beacon.props, { reportInput: true });
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ ...issue, path: ['props', ...issue.path] } as z.core.$ZodRawIssue);
    }
  });
export type AnalyticsBeacon = {
  [N in AnalyticsEventName]: { name: N; props: AnalyticsProps<N> };
}[AnalyticsEventName];

/**
 * Field names that carry personal data, lower-cased without `_` or `-`: a beacon naming one
 * anywhere is refused as personal data (before any other check), whatever its value.
 */
const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'email',
  'mail',
  'phone',
  'mobile',
  'tel',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'realname',
  'nickname',
  'username',
  'payername',
  'token',
  'accesstoken',
  'session',
  'password',
  'uid',
  'userid',
  'user',
  'account',
  'orderno',
  'ordernumber',
  'ip',
  'address',
  'walletaddress',
  'iban',
  'cardnumber',
]);

/** Values that look like personal data: an email, a phone number, a long number, a token. */
const PERSONAL_VALUES: readonly RegExp[] = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /^\+?[\d\s().-]{7,}$/,
  /\d{7,}/,
  /^[A-Za-z0-9_-]{24,}(\.[A-Za-z0-9_-]+)*$/,
];

/**
 * Where in a beacon (any depth) personal data shows, as a path (`props.email`), or null: a key
 * of `PERSONAL_KEYS` (except the event's own `name`) or a string value that looks like one.
 */
export function findPersonalData(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    return PERSONAL_VALUES.some((pattern) => pattern.test(value)) ? path || '(body)' : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const bare = key.toLowerCase().replaceAll(/[_-]/g, '');
    if (PERSONAL_KEYS.has(bare) && at !== 'name') return at;
    const found = findPersonalData(inner, at);
    if (found) return found;
  }
  return null;
}

/** Refusals of the collector. */
export const ANALYTICS_REFUSALS = {
  personalData: refusal({
    code: 109001,
    params: z.object({ field: z.string() }),
    summary:
      'The event carries something that looks like personal data (an email, a phone number, a name, a token, an id); nothing is stored',
  }),
} as const;

/** How many events the sandbox keeps (the newest; older ones are dropped as new ones arrive). */
export const ANALYTICS_KEEP = 1000;

/** One event as the sandbox's collector stored it. */
export const storedAnalyticsEvent = z.object({
  id: z.number().int().positive(),
  name: analyticsEventName,
  props: z.record(z.string(), z.string()),
  receivedAt: timestamp,
});
export type StoredAnalyticsEvent = z.infer<typeof storedAnalyticsEvent>;

export const analyticsEndpoints = {
  analyticsCollect: endpoint({
    method: 'POST',
    path: '/analytics/collect',
    auth: 'public',
    errors: 'silent',
    body: analyticsBeacon,
    data: empty,
    refusals: ANALYTICS_REFUSALS,
    summary:
      'The sandbox’s analytics collector (what `navigator.sendBeacon` posts, as `text/plain` or JSON): one event with its props; personal data and unknown fields are refused.',
  }),
  sandboxAnalytics: endpoint({
    method: 'GET',
    path: '/sandbox/analytics',
    auth: 'public',
    query: z
      .object({
        name: analyticsEventName.optional(),
        limit: z.coerce.number().int().min(1).max(ANALYTICS_KEEP).default(100),
      })
      .strict(),
    data: z.object({ events: z.array(storedAnalyticsEvent) }),
    summary: `The analytics events the collector received, newest first (the last ${ANALYTICS_KEEP} are kept), optionally of one name.`,
  }),
} as const;
