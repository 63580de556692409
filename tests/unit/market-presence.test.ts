// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presenceText } from '@/components/presence';
import { elapsedSince } from '@/i18n/format-relative';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { AdvertiserActivity } from '@/features/market/AdvertiserActivity';
import { AdTable } from '@/features/market/AdTable';
import MarketIsland from '@/features/market/MarketIsland';
import { OrderAdSummary } from '@/features/market/OrderAdSummary';
import type { MarketIslandProps } from '@/features/market/market-types';
import { islandData } from '@/components/island-data';
import { marketMessages } from '@/features/market/server/messages';
import { profileMessages } from '@/features/user/profile/server/messages';
import { marketAdFixture } from './support/market-ad';

/**
 * Who is online (issue 14, item 7), front end: "Online" or "Last seen N minutes/hours/days ago"
 * in the reader's plural forms (Persian numbers isolated), reckoned from the page's server
 * `now`; the average release time in minutes; both on market rows and the order panel. The
 * market's sort and online-only filter as controls of the GET form (no script) and, hydrated,
 * as filters that rewrite the address and refetch; the online-only empty state.
 */

const market = vi.hoisted(() => ({ fetchMarketAds: vi.fn() }));
vi.mock('@/features/market/market-api', () => market);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.UTC(2025, 0, 15, 12);
const MIN = 60_000;
const t = (locale: LocaleCode) => createIslandTranslator(marketMessages(locale), locale);
const seen = (ago: number) => ({ online: false, lastSeenAt: NOW - ago });
const words = (locale: LocaleCode, presence: Parameters<typeof presenceText>[0]) =>
  presenceText(presence, NOW, t(locale))?.text ?? null;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('how long ago', () => {
  it('says the largest whole unit, at least one minute', () => {
    expect(elapsedSince(NOW - 30_000, NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(elapsedSince(NOW + 5 * MIN, NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(elapsedSince(NOW - 59 * MIN - 59_000, NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(elapsedSince(NOW - 60 * MIN, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(elapsedSince(NOW - (24 * 60 - 1) * MIN, NOW)).toEqual({ unit: 'hours', count: 23 });
    expect(elapsedSince(NOW - 24 * 60 * MIN, NOW)).toEqual({ unit: 'days', count: 1 });
    expect(elapsedSince(NOW - 45 * 24 * 60 * MIN, NOW)).toEqual({ unit: 'days', count: 45 });
  });
});

describe('online or last seen', () => {
  it('in English, with plural forms', () => {
    expect(words('en', { online: true, lastSeenAt: NOW })).toBe('Online');
    expect(words('en', seen(MIN))).toBe('Last seen 1 minute ago');
    expect(words('en', seen(5 * MIN))).toBe('Last seen 5 minutes ago');
    expect(words('en', seen(3 * 60 * MIN))).toBe('Last seen 3 hours ago');
    expect(words('en', seen(60 * MIN))).toBe('Last seen 1 hour ago');
    expect(words('en', seen(2 * 24 * 60 * MIN))).toBe('Last seen 2 days ago');
  });

  it('in Russian plural forms and with Persian numbers isolated', () => {
    expect(words('ru', seen(21 * MIN))).toBe('Был(а) в сети 21 минуту назад');
    expect(words('ru', seen(3 * MIN))).toBe('Был(а) в сети 3 минуты назад');
    expect(words('ru', seen(5 * 60 * MIN))).toBe('Был(а) в сети 5 часов назад');
    expect(words('fa', seen(5 * MIN))).toBe('آخرین بازدید \u20685\u2069 دقیقه پیش');
    expect(words('fa', { online: true, lastSeenAt: null })).toBe('آنلاین');
    expect(words('zh-CN', seen(2 * 24 * 60 * MIN))).toBe('2 天前在线');
  });

  it('says nothing when the API does not report it or the user was never seen', () => {
    expect(words('en', undefined)).toBeNull();
    expect(words('en', { online: false, lastSeenAt: null })).toBeNull();
  });

  it('the profile has the same words', () => {
    const pt = createIslandTranslator(profileMessages('es'), 'es');
    expect(presenceText(seen(MIN), NOW, pt)?.text).toBe('Visto por última vez hace 1 minuto');
  });
});

describe('a row and the order panel', () => {
  const render = (element: ReactElement) => text(renderToStaticMarkup(element));

  it('show presence and the average release time in minutes', () => {
    const activity = (advertiser: Parameters<typeof AdvertiserActivity>[0]['advertiser']) =>
      render(createElement(AdvertiserActivity, { advertiser, now: NOW, t: t('en') }));
    expect(activity({ presence: { online: true, lastSeenAt: NOW }, avgReleaseSeconds: 170 })).toBe(
      'Online Releases in ~3 min',
    );
    expect(activity({ presence: seen(2 * 60 * MIN), avgReleaseSeconds: 20 })).toBe(
      'Last seen 2 hours ago Releases in ~1 min',
    );
    expect(activity({ avgReleaseSeconds: null })).toBe('Release time —');
    const html = renderToStaticMarkup(
      createElement(AdvertiserActivity, {
        advertiser: { presence: { online: true, lastSeenAt: NOW }, avgReleaseSeconds: 60 },
        now: NOW,
        t: t('fa'),
      }),
    );
    expect(html).toContain('data-presence="online"');
    expect(text(html)).toBe('آنلاین آزاد کردن در حدود \u20681\u2069 دقیقه');
  });

  it('are in the market table and the order panel’s summary', () => {
    const ad = marketAdFixture({}, { presence: seen(5 * MIN), avgReleaseSeconds: 240 });
    const table = render(
      createElement(AdTable, {
        ads: [ad],
        side: 'buy',
        coin: 'USDT',
        fiat: 'GBP',
        fiatScale: 2,
        coinScale: 2,
        viewer: { kind: 'visitor' },
        now: NOW,
        t: t('en'),
        locale: 'en',
        loginHref: '/login',
        identityHref: '/identity',
        advertiserHref: (id) => `/addetail/${id}`,
        onTrade: () => {},
        onTradeIntent: () => {},
        fiatHref: () => '/',
        onSwitchFiat: () => {},
        busy: false,
      }),
    );
    expect(table).toContain('Last seen 5 minutes ago Releases in ~4 min');
    const summary = render(
      createElement(OrderAdSummary, { ad, fiatScale: 2, coinScale: 2, now: NOW, t: t('en') }),
    );
    expect(summary).toContain('Last seen 5 minutes ago Releases in ~4 min');
  });
});

describe('the market’s sort and online-only filter', () => {
  let root: Root | undefined;
  let host: HTMLDivElement | undefined;
  const options: MarketIslandProps['options'] = {
    coins: [{ coin: 'USDT', name: 'Tether', scale: 2 }],
    fiats: [{ fiat: 'USD', name: 'US Dollar', symbol: '$', scale: 2 }],
    paymentMethods: [],
  };
  const query: MarketIslandProps['query'] = {
    side: 'buy',
    coin: 'USDT',
    fiat: 'USD',
    paymentMethod: null,
    amount: null,
    sort: null,
    online: false,
    page: 1,
  };
  const page = (items: ReturnType<typeof marketAdFixture>[]) => ({
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
  });
  const props = (overrides: Partial<MarketIslandProps> = {}): MarketIslandProps => ({
    locale: 'en',
    messages: marketMessages('en'),
    mainSite: 'https://main.example',
    origin: 'http://localhost',
    options,
    query,
    defaultFiat: 'USD',
    invalidAmount: null,
    ads: page([marketAdFixture({ fiat: 'USD' }, { presence: seen(5 * MIN) })]),
    viewer: { kind: 'visitor' },
    now: NOW,
    ...overrides,
  });
  const island = (value: MarketIslandProps) =>
    createElement(MarketIsland, { data: islandData('market', value) });
  const $ = <E extends Element>(selector: string) => host?.querySelector<E>(selector) ?? null;
  const address = () => `${location.pathname}${location.search}`;

  async function serverThenHydrate(element: ReactElement) {
    const html = renderToString(element);
    host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const recoverable = vi.fn();
    const target = host;
    await act(async () => {
      root = hydrateRoot(target, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
  }

  async function until(done: () => boolean) {
    for (let i = 0; i < 200 && !done(); i += 1)
      await act(async () => new Promise((r) => setTimeout(r, 5)));
  }

  beforeEach(() => market.fetchMarketAds.mockReset());
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    root = undefined;
  });

  it('are fields of the GET form the server renders, price first', () => {
    const html = renderToString(
      island(props({ query: { ...query, sort: 'orders', online: true } })),
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const sort = doc.querySelector<HTMLSelectElement>('form select[name="sort"]');
    expect([...(sort?.options ?? [])].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Price'],
      ['completion', 'Completion rate'],
      ['orders', 'Orders'],
      ['feedback', 'Positive feedback'],
    ]);
    expect(sort?.querySelector('option[selected]')?.getAttribute('value')).toBe('orders');
    const online = doc.querySelector<HTMLInputElement>('form input[name="online"]');
    expect(online?.type).toBe('checkbox');
    expect(online?.value).toBe('1');
    expect(online?.hasAttribute('checked')).toBe(true);
    expect(online?.closest('label')?.textContent).toBe('Online advertisers only');
  });

  it('hydrated, rewrite the address and ask the call for that view', async () => {
    window.history.replaceState(null, '', '/buy_USDT');
    market.fetchMarketAds.mockResolvedValue(page([]));
    await serverThenHydrate(island(props()));
    expect($('[data-presence]')?.textContent).toBe('Last seen 5 minutes ago');

    const sort = $<HTMLSelectElement>('select[name="sort"]');
    await act(async () => {
      if (sort) sort.value = 'completion';
      sort?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => market.fetchMarketAds.mock.calls.length === 1);
    expect(address()).toBe('/buy_USDT?sort=completion');
    expect(market.fetchMarketAds.mock.calls[0]?.[0]).toMatchObject({ sort: 'completion' });

    await act(async () => $<HTMLInputElement>('input[name="online"]')?.click());
    await until(() => market.fetchMarketAds.mock.calls.length === 2);
    expect(address()).toBe('/buy_USDT?sort=completion&online=1');
    expect(market.fetchMarketAds.mock.calls[1]?.[0]).toMatchObject({
      sort: 'completion',
      online: true,
      page: 1,
    });

    // Nobody online: the empty state says why and offers everyone, keeping the sort.
    await until(() => $('[data-testid="market-empty"]') !== null);
    const empty = $('[data-testid="market-empty"]');
    expect(empty?.textContent).toContain('No advertiser is online for these filters right now.');
    const all = empty?.querySelector<HTMLAnchorElement>('a');
    expect(all?.getAttribute('href')).toBe('/buy_USDT?sort=completion');
    // Two seconds on, so the view with everyone, seen before, is asked again (within a second
    // it would be shown as it was, unasked).
    const later = Date.now() + 2_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    await act(async () => all?.click());
    await until(() => market.fetchMarketAds.mock.calls.length === 3);
    clock.mockRestore();
    expect(address()).toBe('/buy_USDT?sort=completion');
    expect(market.fetchMarketAds.mock.calls[2]?.[0]).toMatchObject({ online: false });
    expect($<HTMLInputElement>('input[name="online"]')?.checked).toBe(false);
  });

  it('the plain empty state offers nothing more', () => {
    const html = renderToString(island(props({ ads: page([]) })));
    expect(text(html)).toContain('No records found');
    expect(html).not.toContain('Show all advertisers');
  });
});
