import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/client/http';
import type { EndpointDef } from '@/contract/define';
import { createPublicCache } from '@/shell/public-cache';
import { DOWNLOAD_LINK_KEY, loadShellData } from '@/shell/shell-data';

const LANGUAGES = '/user/config/languages';
const RATES = '/user/config/rates';
const CONTACTS = '/resource/contacts';
const LINK = '/resource/link';

const RATE_LIST = [
  { currency: 'usd', symbol: '$', rate: '1' },
  { currency: 'eur', symbol: '€', rate: '0.92' },
];

type Answer = (input: unknown) => unknown;

/** Answers of a healthy API, by endpoint path. */
const healthy = (): Record<string, Answer> => ({
  [LANGUAGES]: () => [
    { language: 'en', name: 'English' },
    { language: 'de', name: 'Deutsch' },
    { language: 'ko', name: '한국어' },
    { language: 'zh-Hk', name: '繁體中文（香港）' },
    { language: 'EN', name: 'shouting' },
  ],
  [RATES]: () => RATE_LIST,
  [CONTACTS]: () => [
    { type: 1, url: 'https://x.com/exchange', title: 'X' },
    { type: 2, url: 'javascript:alert(1)', title: 'Telegram' },
    { type: 3, url: 'http://medium.com/exchange', title: 'Medium' },
    { type: 4, url: '//instagram.com/exchange', title: 'Instagram' },
    { type: 5, url: 'data:text/html,hi', title: 'Discord' },
  ],
  [LINK]: () => ({ key: DOWNLOAD_LINK_KEY, url: 'https://www.example.com/download' }),
});

/**
 * A fake ApiClient: answers each endpoint by its path, records every call. An answer that throws
 * makes the call reject, as a failed request would.
 */
function fakeApi(overrides: Record<string, Answer> = {}) {
  const answers = { ...healthy(), ...overrides };
  const calls: { path: string; input: unknown; overrides: unknown }[] = [];
  const call = vi.fn(async (endpoint: EndpointDef, input: unknown, callOverrides: unknown) => {
    calls.push({ path: endpoint.path, input, overrides: callOverrides });
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path}`);
    return answer(input);
  });
  return { api: { call } as unknown as ApiClient, calls, paths: () => calls.map((c) => c.path) };
}

const fail = () => {
  throw new Error('500');
};

function load(api: ApiClient, isAgent = false, cache = createPublicCache(0)) {
  return loadShellData({ api, locale: 'en', isAgent, cache });
}

describe('loadShellData', () => {
  it('keeps only languages this site speaks, under their locale codes', async () => {
    const { api } = fakeApi();
    const { languages } = await load(api);
    expect(languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'ko', name: '한국어' },
      { code: 'zh-Hk', name: '繁體中文（香港）' },
    ]);
  });

  it('keeps the rates as the API sent them', async () => {
    const { api } = fakeApi();
    expect((await load(api)).rates).toEqual(RATE_LIST);
  });

  it('drops contacts whose URL is not http(s)', async () => {
    const { api } = fakeApi();
    const { contacts } = await load(api);
    expect(contacts?.map((c) => c.url)).toEqual([
      'https://x.com/exchange',
      'http://medium.com/exchange',
    ]);
  });

  it('asks for the download link by its key and keeps an http(s) page', async () => {
    const { api, calls } = fakeApi();
    expect((await load(api)).downloadPage).toBe('https://www.example.com/download');
    expect(calls.find((c) => c.path === LINK)?.input).toEqual({
      query: { key: DOWNLOAD_LINK_KEY },
    });
  });

  it.each(['javascript:alert(1)', '/download', 'ftp://example.com/app', ''])(
    'has no download page when the link is %j',
    async (url) => {
      const { api } = fakeApi({ [LINK]: () => ({ key: DOWNLOAD_LINK_KEY, url }) });
      expect((await load(api)).downloadPage).toBeNull();
    },
  );

  it('asks every endpoint quietly (no error toast from the shell)', async () => {
    const { api, calls } = fakeApi();
    await load(api);
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(call.overrides, call.path).toEqual({ errors: 'silent' });
  });

  it.each([
    [LANGUAGES, 'languages'],
    [RATES, 'rates'],
    [CONTACTS, 'contacts'],
    [LINK, 'downloadPage'],
  ] as const)(
    'a failing %s is null on its own; everything else still loads',
    async (path, part) => {
      const { api } = fakeApi({ [path]: fail });
      const data = await load(api);
      expect(data[part]).toBeNull();
      const others = { languages: 3, rates: 2, contacts: 2 } as const;
      for (const [name, length] of Object.entries(others)) {
        if (name !== part) expect(data[name as keyof typeof others], name).toHaveLength(length);
      }
      if (part !== 'downloadPage')
        expect(data.downloadPage).toBe('https://www.example.com/download');
      expect(data.isAgent).toBe(false);
    },
  );

  it('survives every call failing', async () => {
    const { api } = fakeApi(
      Object.fromEntries([LANGUAGES, RATES, CONTACTS, LINK].map((p) => [p, fail])),
    );
    expect(await load(api)).toEqual({
      languages: null,
      rates: null,
      contacts: null,
      downloadPage: null,
      isAgent: false,
    });
  });

  it('asks only the public lists, and takes the broker status from the session', async () => {
    const { api, paths } = fakeApi();
    expect((await load(api, true)).isAgent).toBe(true);
    expect(paths().sort()).toEqual([CONTACTS, LINK, LANGUAGES, RATES].sort());
  });

  it('shares the public lists through the cache, per locale', async () => {
    const cache = createPublicCache(60_000);
    const { api, paths } = fakeApi();
    await loadShellData({ api, locale: 'en', isAgent: false, cache });
    await loadShellData({ api, locale: 'en', isAgent: false, cache });
    const count = (path: string) => paths().filter((p) => p === path).length;
    expect([LANGUAGES, RATES, CONTACTS, LINK].map(count)).toEqual([1, 1, 1, 1]);
    await loadShellData({ api, locale: 'ko', isAgent: false, cache });
    expect([LANGUAGES, RATES, CONTACTS, LINK].map(count)).toEqual([2, 2, 2, 2]);
  });

  it('asks again on the next page after a public list failed', async () => {
    const cache = createPublicCache(60_000);
    let down = true;
    const { api } = fakeApi({ [RATES]: () => (down ? fail() : RATE_LIST) });
    expect((await loadShellData({ api, locale: 'en', isAgent: false, cache })).rates).toBeNull();
    down = false;
    expect((await loadShellData({ api, locale: 'en', isAgent: false, cache })).rates).toEqual(
      RATE_LIST,
    );
  });
});
