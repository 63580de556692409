import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';
import {
  AREAS,
  guardRedirect,
  INVITATION_CODE,
  mainSiteLoginUrl,
  parseMarketSlug,
  PROTECTED_PATHS,
  routes,
  routeTable,
  safeRedirect,
  type RouteName,
} from '@/config/routes';

import { formatMarkdown } from '../../scripts/lib/api-doc';
import { readRouteMap, renderRouteMap, routeCodeFolder } from '../../scripts/lib/route-map';

const site = 'https://p2p.example.com';
const main = 'https://www.example.com';

describe('safeRedirect', () => {
  it('keeps same-site targets as paths', () => {
    expect(safeRedirect('/myorder?x=1#top', site, main)).toBe('/myorder?x=1#top');
    expect(safeRedirect(`${site}/payment`, site, main)).toBe('/payment');
  });

  it('keeps main-site targets as absolute URLs', () => {
    expect(safeRedirect('https://www.example.com/wallet', site, main)).toBe(
      'https://www.example.com/wallet',
    );
  });

  it('sends every other target to the root', () => {
    for (const target of [
      'https://evil.example.net/',
      '//evil.example.net/path',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://www.example.com.evil.net/',
      '',
      null,
      'http://[::1',
    ]) {
      expect(safeRedirect(target, site, main), String(target)).toBe('/');
    }
  });

  it('treats a same-origin main site (the sandbox stand-in) as the site itself', () => {
    expect(safeRedirect('/sandbox/login', site, '/sandbox')).toBe('/sandbox/login');
  });
});

describe('guardRedirect', () => {
  const href = `${site}/myads?tab=1`;

  it('lets everyone through while the protected list is empty, as the spec has it', () => {
    expect(PROTECTED_PATHS).toEqual([]);
    expect(guardRedirect({ pathname: '/myads', loggedIn: false, href, mainSite: main })).toBeNull();
  });

  it('sends a visitor on a protected path to the main-site login with the P2P flag and return address', () => {
    const target = guardRedirect({
      pathname: '/myads',
      loggedIn: false,
      href,
      mainSite: main,
      protectedPaths: ['/myads'],
    });
    expect(target).toBe(mainSiteLoginUrl(main, href));
    const url = new URL(target ?? '');
    expect(url.origin + url.pathname).toBe('https://www.example.com/login');
    expect(url.searchParams.get('isP2P')).toBe('1');
    expect(url.searchParams.get('returnUrl')).toBe(href);
  });

  it('covers paths below a protected one but not look-alikes', () => {
    const options = { loggedIn: false, href, mainSite: main, protectedPaths: ['/order'] };
    expect(guardRedirect({ ...options, pathname: '/order/view/1' })).not.toBeNull();
    expect(guardRedirect({ ...options, pathname: '/orders' })).toBeNull();
  });

  it('lets a logged-in user through', () => {
    expect(
      guardRedirect({
        pathname: '/myads',
        loggedIn: true,
        href,
        mainSite: main,
        protectedPaths: ['/myads'],
      }),
    ).toBeNull();
  });
});

describe('route builders', () => {
  it('builds market paths and parses them back', () => {
    expect(routes.market()).toBe('/buy_USDT');
    expect(routes.market('sell', 'BTC')).toBe('/sell_BTC');
    expect(parseMarketSlug('sell_BTC')).toEqual({ side: 'sell', coin: 'BTC' });
    expect(parseMarketSlug('hold_BTC')).toBeNull();
    expect(parseMarketSlug('buy_usdt')).toBeNull();
  });

  it('encodes path segments', () => {
    expect(routes.adDetail('a/b')).toBe('/addetail/a%2Fb');
    expect(routes.releaseAdvertising()).toBe('/releaseAdvertising');
    expect(routes.releaseAdvertising('7')).toBe('/releaseAdvertising/7');
  });

  it('accepts invitation codes of letters and digits up to 32 characters', () => {
    expect(INVITATION_CODE.test('ABC123')).toBe(true);
    expect(INVITATION_CODE.test('a'.repeat(32))).toBe(true);
    expect(INVITATION_CODE.test('a'.repeat(33))).toBe(false);
    expect(INVITATION_CODE.test('abc-1')).toBe(false);
    expect(INVITATION_CODE.test('<script>')).toBe(false);
  });
});

describe('route table', () => {
  const names = Object.keys(routes) as RouteName[];

  it('gives every route one area from the closed list', () => {
    expect(Object.keys(routeTable).sort()).toEqual([...names].sort());
    for (const name of names) expect(AREAS, name).toContain(routeTable[name].area);
  });

  it('describes each route by a pattern its builder matches and the page serving it', () => {
    for (const name of names) {
      const { pattern, page } = routeTable[name];
      // `{name}` is one segment and `[...]` an optional part (`@` holds a segment until the end).
      const source = pattern
        .replace(/[.*+?^$()|\\]/g, '\\$&')
        .replace(/\{\w+\}/g, '@')
        .replace(/\[/g, '(?:')
        .replace(/\]/g, ')?')
        .replace(/@/g, '[^/]+');
      const shape = new RegExp(`^${source}$`);
      // The pattern is the path; a builder may add a query (the QR image's invite code).
      const built = routes[name] as (...args: string[]) => string;
      const build = (...args: string[]) => built(...args).split('?')[0];
      const args = Array.from({ length: built.length }, () => 'x');
      expect(build(...args), name).toMatch(shape);
      expect(build(), `${name} without arguments`).toMatch(shape);
      expect(existsSync(new URL(`../../src/pages/${page}`, import.meta.url)), page).toBe(true);
      const folder = routeCodeFolder(name);
      expect(existsSync(new URL(`../../${folder}`, import.meta.url)), folder).toBe(true);
    }
  });

  it('is the route → area map of the README (run `npm run docs:api` after changing it)', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const expected = (await formatMarkdown(renderRouteMap(), 'README.md')).trim();
    expect(readRouteMap(readme), 'README route map is stale: run `npm run docs:api`').toBe(
      expected,
    );
  });
});
