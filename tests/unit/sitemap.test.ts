import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/client/http';
import { marketEndpoints } from '@/contract/market';
import type { EndpointDef } from '@/contract/define';
import { cardEndpoints } from '@/contract/card';
import {
  bestWayPages,
  cardPages,
  collectAdvertiserIds,
  createAdvertiserPages,
  marketPages,
  MAX_ADVERTISER_PAGES,
  publicPagePaths,
  type PublicPageKind,
} from '@/config/public-pages';
import { HOME_PATH } from '@/config/routes';
import { LOCALES } from '@/i18n/locales';
import { sitemapXml } from '@/i18n/sitemap';
import { escapeMarkup } from '@/lib/escape-markup';

const origin = 'https://p2p.example.com';

type Query = Record<string, unknown>;

/**
 * An API client answering by endpoint path (an Error answer rejects, a missing one too);
 * `counter.ads` counts the market calls.
 */
function fakeApi(answers: Partial<Record<string, (query: Query) => unknown>>) {
  const counter = { ads: 0 };
  const api = {
    call: (endpoint: EndpointDef, input?: { query?: Query }) => {
      if (endpoint.path === marketEndpoints.c2cMarketAds.path) counter.ads += 1;
      const answer = answers[endpoint.path];
      const data = answer ? answer(input?.query ?? {}) : new Error(`no ${endpoint.path}`);
      return data instanceof Error ? Promise.reject(data) : Promise.resolve(data);
    },
  } as unknown as ApiClient;
  return { api, counter };
}

const coin = (code: string) => ({ coin: code, name: code, scale: 2 });
const fiat = (code: string) => ({ fiat: code, name: code, symbol: '$', scale: 2 });
const BOX = marketEndpoints.c2cOptionBox.path;
const ADS = marketEndpoints.c2cMarketAds.path;
const CARD = ['/thirdParty', '/thirdParty/faq', '/thirdParty/disclaimer'];

/**
 * A market of `perMarket` ads in every side, coin and fiat, posted by advertisers
 * `firstId`, `firstId + 1`… in turn (so each market repeats the same few advertisers).
 */
function market(perMarket: number, advertisers: number, firstId = 1) {
  return (query: Query) => {
    const page = Number(query.page);
    const pageSize = Number(query.pageSize);
    const start = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, perMarket - start));
    return {
      items: Array.from({ length: count }, (_, i) => ({
        advertiser: { userId: firstId + ((start + i) % advertisers) },
      })),
      total: perMarket,
      page,
      pageSize,
    };
  };
}

describe('public pages', () => {
  const box = { coins: [coin('BTC'), coin('USDT')], fiats: [fiat('USD')], paymentMethods: [] };

  it('lists the markets, the card pages, then every advertiser with an ad', async () => {
    const { api } = fakeApi({ [BOX]: () => box, [ADS]: market(3, 2, 41) });
    const kinds = [marketPages, cardPages, createAdvertiserPages()];
    expect(await publicPagePaths(api, kinds)).toEqual([
      HOME_PATH,
      '/buy_BTC',
      '/sell_BTC',
      '/sell_USDT',
      ...CARD,
      '/addetail/41',
      '/addetail/42',
    ]);
  });

  it('lists the best-way page of every pair P2P or the card market trades, each once', async () => {
    const { api } = fakeApi({
      [BOX]: () => box,
      [cardEndpoints.c2cThirdPartyFiatList.path]: () => [{ fiat: 'EUR' }, { fiat: 'USD' }],
      [cardEndpoints.c2cThirdPartyCurrencyList.path]: () => [{ coin: 'BTC' }],
    });
    expect(await bestWayPages.paths(api)).toEqual([
      '/bestway/BTC_USD',
      '/bestway/USDT_USD',
      '/bestway/BTC_EUR',
    ]);
  });

  it('keeps the P2P pairs when the card lists fail, and lists none when everything fails', async () => {
    expect(await bestWayPages.paths(fakeApi({ [BOX]: () => box }).api)).toEqual([
      '/bestway/BTC_USD',
      '/bestway/USDT_USD',
    ]);
    expect(await bestWayPages.paths(fakeApi({}).api)).toEqual([]);
  });

  it('skips coins that make no valid market path', async () => {
    const { api } = fakeApi({ [BOX]: () => ({ ...box, coins: [coin('ABCDEFGHIJK')] }) });
    expect(await marketPages.paths(api)).toEqual([HOME_PATH]);
  });

  it('falls back to the default market and the card pages when the API fails', async () => {
    const { api } = fakeApi({});
    const kinds = [marketPages, cardPages, createAdvertiserPages()];
    expect(await publicPagePaths(api, kinds)).toEqual([HOME_PATH, ...CARD]);
  });

  it('keeps the other kinds when one kind fails', async () => {
    const broken: PublicPageKind = { name: 'broken', paths: () => Promise.reject(new Error()) };
    const { api } = fakeApi({});
    expect(await publicPagePaths(api, [broken, cardPages])).toEqual(CARD);
  });
});

describe('advertiser pages', () => {
  const box = {
    coins: [coin('USDT'), coin('BTC')],
    fiats: [fiat('USD'), fiat('EUR')],
    paymentMethods: [],
  };

  it('reads every page of every side, coin and fiat, and lists each advertiser once', async () => {
    // 250 ads per market at 100 a page: 3 pages × 8 markets.
    const { api, counter } = fakeApi({ [BOX]: () => box, [ADS]: market(250, 7, 100) });
    expect(await collectAdvertiserIds(api)).toEqual({
      ids: [100, 101, 102, 103, 104, 105, 106],
      complete: true,
    });
    expect(counter.ads).toBe(3 * 2 * 2 * 2);
  });

  it('keeps a complete list for its time, then asks again', async () => {
    let now = 0;
    const kind = createAdvertiserPages(1000, () => now);
    const first = fakeApi({ [BOX]: () => box, [ADS]: market(1, 1, 5) });
    expect(await kind.paths(first.api)).toEqual(['/addetail/5']);
    const second = fakeApi({ [BOX]: () => box, [ADS]: market(1, 1, 6) });
    now = 999;
    expect(await kind.paths(second.api)).toEqual(['/addetail/5']);
    expect(second.counter.ads).toBe(0);
    now = 1000;
    expect(await kind.paths(second.api)).toEqual(['/addetail/6']);
  });

  it('uses a list with gaps once, without keeping it', async () => {
    const kind = createAdvertiserPages(60_000, () => 0);
    const gappy = fakeApi({
      [BOX]: () => box,
      [ADS]: (query) => (query.fiat === 'EUR' ? new Error('503') : market(1, 1, 8)(query)),
    });
    expect(await collectAdvertiserIds(gappy.api)).toEqual({ ids: [8], complete: false });
    expect(await kind.paths(gappy.api)).toEqual(['/addetail/8']);
    const later = fakeApi({ [BOX]: () => box, [ADS]: market(1, 1, 9) });
    expect(await kind.paths(later.api)).toEqual(['/addetail/9']);
  });

  it('lists at most MAX_ADVERTISER_PAGES profiles, the lowest ids', async () => {
    const byFiat = (query: Query) => market(1500, 1500, query.fiat === 'USD' ? 1 : 1501)(query);
    const { api } = fakeApi({ [BOX]: () => box, [ADS]: byFiat });
    const paths = await createAdvertiserPages().paths(api);
    expect(paths).toHaveLength(MAX_ADVERTISER_PAGES);
    expect(paths[0]).toBe('/addetail/1');
    expect(paths.at(-1)).toBe(`/addetail/${MAX_ADVERTISER_PAGES}`);
  });

  it('has no advertisers when even the option box fails', async () => {
    expect(await collectAdvertiserIds(fakeApi({}).api)).toEqual({ ids: [], complete: false });
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(origin, ['/buy_USDT', '/sell_BTC']);

  it('has one url per page per locale, each with every alternate and x-default', () => {
    expect(xml.match(/<url>/g)).toHaveLength(2 * LOCALES.length);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(2 * LOCALES.length * (LOCALES.length + 1));
    expect(xml).toContain(`<loc>${origin}/zh-tc/sell_BTC</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/buy_USDT"/>`,
    );
  });

  it('announces the Portuguese pages as Brazilian (pt-BR) at their /pt URLs', () => {
    expect(xml).toContain(`<loc>${origin}/pt/buy_USDT</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${origin}/pt/buy_USDT"/>`,
    );
    expect(xml).not.toContain('hreflang="pt"');
  });

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes what XML cannot carry as it is', () => {
    expect(escapeMarkup(`/a?b=1&c="<'>"`)).toBe('/a?b=1&amp;c=&quot;&lt;&#39;&gt;&quot;');
  });
});
