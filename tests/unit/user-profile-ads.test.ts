// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/features/market/market-types';
import { marketMessages } from '@/features/market/server/messages';
import { profileAdsMessages } from '@/features/user/profile/server/messages';
import ProfileAds, { profileTradeData, type ProfileAdsProps } from '@/islands/ProfileAds';
import { marketAdFixture } from './support/market-ad';
import { reachable } from './support/static-imports';

/**
 * Issue 16, item 2: no React on profiles. The advertiser's ads are HTML from the server (the
 * Trade control a login link for a visitor, a plain button waiting for `<p2p-profile>` for a
 * user); the order panel's data is in the page only when a row can be taken; the page's first
 * script reaches neither React nor the market's code, which arrive through `import()` on a
 * click.
 */

const root = join(import.meta.dirname, '../..');
const NOW = Date.UTC(2026, 10, 26, 12);
const open = marketAdFixture({ id: 41 });
const tooYoung = marketAdFixture({
  id: 42,
  conditions: { minRegisteredDays: 30, minCompletedTrades: null },
});

const known: Viewer = {
  kind: 'user',
  known: true,
  userId: 2,
  identityVerified: true,
  homeFiat: 'GBP',
  registeredAt: NOW - 2 * 24 * 3600_000,
  completedTrades: 4,
  pendingOrders: 0,
  maxPendingOrders: 3,
  orderBlockedUntil: null,
};

function props(viewer: Viewer): ProfileAdsProps {
  return {
    locale: 'en',
    messages: marketMessages('en'),
    texts: profileAdsMessages('en'),
    mainSite: 'https://main.example',
    origin: 'https://p2p.example',
    userId: 6,
    nickname: 'LondonOTC',
    days: 30,
    now: NOW,
    load: {
      kind: 'ok',
      markets: [{ side: 'buy', coin: 'USDT', fiat: 'GBP', total: 2 }],
      side: 'buy',
      query: {
        side: 'buy',
        coin: 'USDT',
        fiat: 'GBP',
        paymentMethod: null,
        amount: null,
        sort: null,
        online: false,
        page: 1,
      },
      ads: { items: [open, tooYoung], total: 2, page: 1, pageSize: 10 },
      fiatScale: 2,
      coinScale: 2,
      viewer,
    },
  };
}

/** The server's HTML of the section, parsed. */
function html(viewer: Viewer) {
  const markup = renderToString(createElement(ProfileAds, props(viewer)));
  return new DOMParser().parseFromString(markup, 'text/html');
}

describe('the profile’s ads, server HTML only', () => {
  it('gives a user a Trade button waiting for the page’s element, and says why not before the click', () => {
    const doc = html(known);
    const trade = doc.querySelector('[data-ad-id="41"] [data-trade]');
    expect(trade?.tagName).toBe('BUTTON');
    expect(trade?.getAttribute('data-trade')).toBe('open');
    expect(trade?.hasAttribute('data-js')).toBe(true);
    const blocked = doc.querySelector('[data-ad-id="42"] [data-trade]');
    expect(blocked?.getAttribute('data-why')).toBe('conditions');
    expect(doc.querySelector('[data-ad-id="42"] .market-why')?.textContent).toContain('30');
  });

  it('gives a visitor a login link that comes back to the profile', () => {
    const trade = html({ kind: 'visitor' }).querySelector('[data-ad-id="41"] [data-trade]');
    expect(trade?.tagName).toBe('A');
    const login = new URL(trade?.getAttribute('href') ?? '');
    expect(login.origin).toBe('https://main.example');
    expect(new URL(login.searchParams.get('returnUrl') ?? '').pathname).toBe('/addetail/6');
  });
});

describe('the order panel’s data in the page', () => {
  it('holds only the rows this user can take', () => {
    const data = profileTradeData(props(known));
    expect(data?.ads.map((ad) => ad.id)).toEqual([41]);
    expect(data).toMatchObject({ side: 'buy', fiatScale: 2, coinScale: 2, now: NOW });
    expect(data?.identityHref).toMatch(/^https:\/\/main\.example\//);
  });

  it('is absent for a visitor and for the advertiser’s own rows: nothing to load', () => {
    expect(profileTradeData(props({ kind: 'visitor' }))).toBeNull();
    expect(profileTradeData(props({ ...known, userId: 6 } as Viewer))).toBeNull();
  });
});

describe('the profile’s first script', () => {
  it('reaches no React and no market code; the parts come through import()', () => {
    const first = [...reachable('src/features/user/profile/profile-element.ts')];
    expect(first.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(first.filter((file) => file.startsWith('src/features/market/'))).toEqual([]);
    expect(first.filter((file) => file.startsWith('src/contract/'))).toEqual([]);
    const parts = readFileSync(join(root, 'src/islands/ProfileParts.astro'), 'utf8');
    expect(parts).toContain("import('@/islands/profile-order-panel')");
    expect(parts).toContain("import('@/islands/profile-block')");
    // No island on the page: Astro would ship its React renderer with one.
    const page = readFileSync(join(root, 'src/pages/addetail/[id].astro'), 'utf8');
    expect(page).not.toMatch(/client:(idle|load|visible|only)/);
  });
});
