import { routeTable, type RouteName } from '@/config/routes';

/**
 * The README's route → area map, rendered from `routeTable` in `src/config/routes.ts` between
 * the two markers below. `npm run docs:api` rewrites it; `tests/unit/routes.test.ts` fails when
 * the README differs.
 */
export const ROUTE_MAP_START = '<!-- route-map:start (npm run docs:api) -->';
export const ROUTE_MAP_END = '<!-- route-map:end -->';

/** The feature folder an area's pages start from (user and orders have sub-folders). */
const FEATURE_FOLDER: Partial<Record<RouteName, string>> = {
  myOrder: 'orders/list',
  complaint: 'orders/appeal',
  userCenter: 'user/center',
  adDetail: 'user/profile',
};

/** Where a route's own code starts: the shell, or its area's feature folder. */
export function routeCodeFolder(name: RouteName): string {
  const { area } = routeTable[name];
  return area === 'shell' ? 'src/shell' : `src/features/${FEATURE_FOLDER[name] ?? area}`;
}

/** The markdown table (before Prettier): path, area, page file, code folder and builder. */
export function renderRouteMap(): string {
  const rows = (Object.keys(routeTable) as RouteName[]).map((name) => {
    const { pattern, area, page } = routeTable[name];
    const cells = [`\`${pattern}\``, area, `\`${page}\``, `\`${routeCodeFolder(name)}\``];
    return `| ${cells.join(' | ')} | \`routes.${name}\` |`;
  });
  return [
    '| path | area | page (`src/pages/`) | code | builder |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** `text` with the part between the route-map markers replaced by `table`. */
export function spliceRouteMap(text: string, table: string): string {
  const start = text.indexOf(ROUTE_MAP_START);
  const end = text.indexOf(ROUTE_MAP_END);
  if (start < 0 || end < start) throw new Error('README.md has lost its route-map markers');
  return `${text.slice(0, start + ROUTE_MAP_START.length)}\n\n${table}\n\n${text.slice(end)}`;
}

/** The route map as it stands in `text`, between the markers (trimmed), or null. */
export function readRouteMap(text: string): string | null {
  const start = text.indexOf(ROUTE_MAP_START);
  const end = text.indexOf(ROUTE_MAP_END);
  if (start < 0 || end < start) return null;
  return text.slice(start + ROUTE_MAP_START.length, end).trim();
}
