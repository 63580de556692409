import { routeTable, type RouteName } from '@/config/routes';
import { ANALYTICS_ROUTES, type AnalyticsRoute } from '@/contract/analytics';

/**
 * The route a page view names (issue 15, item 8): the route table's name whose pattern the page
 * path (without its locale prefix) fits, or `notFound` for the error page. Only the name travels,
 * never the path: an order number or a user id in it would lead to a person.
 */

/** `/order/{action}/{orderNo}` → `^/order/[^/]+/[^/]+$`; `[/{id}]` is optional. */
function toRegExp(pattern: string): RegExp {
  const source = pattern.replace(/\[(.*?)\]/g, '(?:$1)?').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const MATCHERS = (Object.entries(routeTable) as [RouteName, { pattern: string }][]).map(
  ([name, info]) => [name, toRegExp(info.pattern)] as const,
);

/** Page routes are the contract's; endpoints and files (sign-out, the QR image) never are. */
const isPageRoute = (name: RouteName): name is RouteName & AnalyticsRoute =>
  (ANALYTICS_ROUTES as readonly string[]).includes(name);

/** The route of a page path (`/buy_USDT` → `market`); `notFound` when the page answers 404. */
export function analyticsRoute(path: string, status = 200): AnalyticsRoute {
  if (status === 404) return 'notFound';
  const match = MATCHERS.find(([, pattern]) => pattern.test(path))?.[0];
  return match && isPageRoute(match) ? match : 'notFound';
}
