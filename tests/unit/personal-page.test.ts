import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { serializeForScript } from '@/components/serialize';
import { createTranslator } from '@/i18n/t';
import {
  compressTemplate,
  fillGzip,
  fillTemplate,
  splitTemplate,
  TemplateError,
} from '@/middleware/page-template';
import {
  createPersonalPages,
  personalBaseKey,
  sessionToken,
  type PersonalRequest,
  type SharedPage,
} from '@/middleware/personal-page-store';
import { escapeMarkup } from '@/lib/escape-markup';
import {
  markerOf,
  personalKind,
  personalMarkers,
  personalValues,
  type PersonalInput,
  type ShellPersonal,
} from '@/shell/personal';

/**
 * Logged-in pages rendered once for every user of one kind (issue 16, item 1): the shell prints
 * markers where a user's own values go, each request gets its user's values filled in, and a
 * page that is the same for every user keeps its template for the next user of that kind.
 */

const t = createTranslator('en');
const NONCE = '0123456789abcdef';

function user(id: number, overrides: Partial<PersonalInput['user']> = {}): PersonalInput['user'] {
  return {
    uid: String(10_000_000 + id),
    type: 3,
    loginType: 'account',
    email: `user${id}@example${id}.com`,
    phone: null,
    areaCode: null,
    walletAddress: null,
    level: id,
    isAuth: true,
    inviteCode: `CODE${id}`,
    nickname: `Nick${id}`,
    swapOpen: false,
    ...overrides,
  };
}

const input = (
  id: number,
  unread: number | null = 3,
  isAgent = false,
  over = {},
): PersonalInput => ({
  user: user(id, over),
  unread,
  isAgent,
});

/**
 * A page as the shell prints it (Astro escapes text and attributes, the layout the JSON), and,
 * for a page that loads data, its island's data with the viewer.
 */
function html(p: ShellPersonal, island?: { rows: string; viewer: unknown }) {
  const invite = p.inviteCode === null ? '' : `?inviteCode=${encodeURIComponent(p.inviteCode)}`;
  return [
    ...(island
      ? [
          `<table>${island.rows}</table>`,
          `<script type="application/json">${serializeForScript({ rows: island.rows, viewer: island.viewer })}</script>`,
        ]
      : []),
    `<script type="application/json" id="state">${serializeForScript({ locale: 'en', user: p.user })}</script>`,
    `<span class="ltr">${escapeMarkup(p.identity)}</span><span class="vip">${escapeMarkup(p.vip)}</span>`,
    `<p2p-notifications data-unread="${escapeMarkup(p.unreadCount)}"><button aria-label="${escapeMarkup(p.unreadLabel)}">`,
    `<span data-badge${p.unreadCount === '0' ? ' hidden' : ''}>${escapeMarkup(p.unreadBadge)}</span></button>`,
    `<a href="https://example.com/download${escapeMarkup(invite)}">Download</a>`,
  ].join('\n');
}

function setup({ ttlMs = 1000, shared = true } = {}) {
  let time = 0;
  const pages = createPersonalPages({ ttlMs, now: () => time, nonce: NONCE });
  const render = vi.fn();
  const get = async (
    who: PersonalInput,
    {
      url = 'http://site.test/thirdParty/faq',
      cookie = `token=${who.user.uid}`,
      sets = false,
      page = undefined as { rows: string; viewer: unknown } | undefined,
      encoding = '',
    } = {},
  ) => {
    let markers: ShellPersonal | undefined;
    let keep: ((sent: Response) => void) | undefined;
    let sharedPage: SharedPage | undefined;
    const request: PersonalRequest = {
      request: new Request(url, { headers: { cookie, 'accept-encoding': encoding } }),
      locale: 'en',
      input: who,
      values: personalValues(who, t),
      settingCookies: () => sets,
      sameForEveryUser: () => shared,
      useMarkers: (m) => (markers = m),
      offerSharedPage: (offered) => (sharedPage = offered),
      keepWhenSent: (k) => (keep = k),
    };
    const response = await pages.handle(request, async () => {
      // As the market does: its kept page for what it loaded, else a rendering with a marker.
      if (page) {
        const kept = sharedPage!.kept(page.rows, { viewer: page.viewer });
        if (kept) return kept;
      }
      render();
      // As the shell does (`shellPersonal`): markers only on a page the same for every user.
      const printed = shared ? markers! : personalValues(who, t);
      const island = page && { rows: page.rows, viewer: sharedPage!.marker('viewer') };
      return new Response(html(printed, island), { headers: { 'content-type': 'text/html' } });
    });
    // As the first middleware does with the response as it leaves.
    keep?.(response);
    const bytes = Buffer.from(await response.arrayBuffer());
    const gzipped = response.headers.get('content-encoding') === 'gzip';
    return { response, text: (gzipped ? gunzipSync(bytes) : bytes).toString() };
  };
  return { pages, get, render, move: (ms: number) => (time += ms) };
}

/** What a user's page is when rendered for them alone, with their values. */
const direct = (who: PersonalInput) => html(personalValues(who, t));

describe('logged-in pages kept for every user of a kind', () => {
  it('fills each user’s own values into one rendering, and nothing of another user', async () => {
    const { get, render } = setup();
    const a = await get(input(1));
    const b = await get(input(2));
    expect(render).toHaveBeenCalledTimes(1);
    expect(a.response.headers.get('x-cache')).toBeNull();
    expect(b.response.headers.get('x-cache')).toBe('hit');
    // Sent as is to a client without gzip, and said to depend on that.
    expect(b.response.headers.get('content-encoding')).toBeNull();
    expect(b.response.headers.get('vary')).toContain('Accept-Encoding');
    expect(a.text).toBe(direct(input(1)));
    expect(b.text).toBe(direct(input(2)));
    for (const leak of ['10000001', 'example1.com', 'CODE1', 'VIP 1', 'Nick1'])
      expect(b.text).not.toContain(leak);
    expect(b.text).toContain('CODE2');
    expect(b.text).not.toContain(`_p2p_${NONCE}`);
  });

  it.each([
    ['nothing unread', input(2, 0)],
    ['the count unknown', input(2, null)],
    ['an agent', input(2, 3, true)],
    ['a wallet user', input(2, 3, false, { type: 2, loginType: 'wallet' })],
    ['no invite code', input(2, 3, false, { inviteCode: '' })],
  ])('never gives a page of one kind to %s', async (_kind, other) => {
    const { get, render } = setup();
    await get(input(1));
    const b = await get(other);
    expect(render).toHaveBeenCalledTimes(2);
    expect(b.text).toBe(direct(other));
  });

  it('keeps a page for its time to live, then renders anew', async () => {
    const { get, render, move } = setup();
    await get(input(1));
    move(999);
    await get(input(2));
    expect(render).toHaveBeenCalledTimes(1);
    move(1);
    expect((await get(input(2))).text).toBe(direct(input(2)));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of a page not the same for every user, and lets it stream as rendered', async () => {
    const { get, render } = setup({ shared: false });
    await get(input(1));
    const b = await get(input(2));
    expect(render).toHaveBeenCalledTimes(2);
    expect(b.text).toBe(direct(input(2)));
  });

  it('never keeps a page that said it is the same for everyone after the shell printed values', async () => {
    const pages = createPersonalPages({ ttlMs: 1000, nonce: NONCE });
    const late = async (who: PersonalInput) => {
      let keep: ((sent: Response) => void) | undefined;
      const render = vi.fn(
        async () =>
          new Response(html(personalValues(who, t)), { headers: { 'content-type': 'text/html' } }),
      );
      const response = await pages.handle(
        {
          request: new Request('http://site.test/thirdParty/faq', { headers: { cookie: 'a=1' } }),
          locale: 'en',
          input: who,
          values: personalValues(who, t),
          settingCookies: () => false,
          sameForEveryUser: () => true,
          useMarkers: () => {},
          offerSharedPage: () => {},
          keepWhenSent: (k) => (keep = k),
        },
        render,
      );
      keep?.(response);
      return { text: await response.text(), render };
    };
    await late(input(1));
    const b = await late(input(2));
    expect(b.render).toHaveBeenCalledTimes(1);
    expect(b.text).toBe(direct(input(2)));
    expect(pages.size()).toBe(0);
  });

  it('keeps nothing with the cache off (HTML_CACHE_MS=0)', async () => {
    const { get, render } = setup({ ttlMs: 0 });
    await get(input(1));
    await get(input(2));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keys on the address and the other cookies, never on the session’s', async () => {
    const { get, render } = setup();
    await get(input(1), { cookie: 'theme=dark; token=aaa' });
    await get(input(2), { cookie: 'theme=dark; token=bbb' });
    expect(render).toHaveBeenCalledTimes(1);
    await get(input(2), { cookie: 'theme=light; token=bbb' });
    await get(input(2), { url: 'http://site.test/fa/thirdParty/faq' });
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('neither keeps nor serves a kept page on a request that sets a cookie', async () => {
    const { get, render } = setup();
    await get(input(1), { sets: true });
    await get(input(2));
    expect(render).toHaveBeenCalledTimes(2);
    await get(input(3), { sets: true });
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('escapes what a user typed, in HTML and in the page state’s JSON', async () => {
    const { get } = setup();
    await get(input(1));
    const evil = input(2, 3, false, { email: '"><script>x</script>@e.com', nickname: '</script>' });
    const { text } = await get(evil);
    expect(text).toBe(direct(evil));
    expect(text).not.toContain('<script>x');
    expect(text).not.toContain('"nickname":"</script>"');
    expect(text).toContain('\\u003c/script>');
  });

  it('lets any other answer through untouched', async () => {
    const pages = createPersonalPages({ ttlMs: 1000, nonce: NONCE });
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } });
    const answer = await pages.handle(
      {
        request: new Request('http://site.test/build-id.json'),
        locale: 'en',
        input: input(1),
        values: personalValues(input(1), t),
        settingCookies: () => false,
        sameForEveryUser: () => true,
        useMarkers: () => {},
        offerSharedPage: () => {},
        keepWhenSent: () => {},
      },
      async () => json,
    );
    expect(answer).toBe(json);
  });
});

describe('a page that loads data (the market), kept per kind of user and what it loaded', () => {
  const viewer = (id: number) => ({
    kind: 'user',
    known: true,
    userId: id,
    registeredAt: id * 1000,
  });
  const market = 'http://site.test/buy_USDT';

  it('shares one rendering between users who would see the same rows, each with their viewer', async () => {
    const { get, render, pages } = setup();
    const rows = '<tr><td>Ad 1</td><td>Buy</td></tr>';
    const a = await get(input(1), { url: market, page: { rows, viewer: viewer(1) } });
    const b = await get(input(2), { url: market, page: { rows, viewer: viewer(2) } });
    expect(render).toHaveBeenCalledTimes(1);
    expect(b.response.headers.get('x-cache')).toBe('hit');
    expect(a.text).toContain('"userId":1,');
    expect(b.text).toContain('"userId":2,');
    expect(b.text).not.toContain('"userId":1,');
    expect(b.text).toBe(html(personalValues(input(2), t), { rows, viewer: viewer(2) }));
    // Our server's fast path cannot load the market: it never looks for such a page.
    const base = personalBaseKey('/buy_USDT', (name) =>
      name === 'cookie' ? `token=${input(3).user.uid}` : undefined,
    );
    expect(pages.localeOf(base)).toBeUndefined();
  });

  it('sends a kept page as gzip from its compressed pieces when the client takes gzip', async () => {
    const { get, render } = setup();
    const rows = '<tr><td>Ad 1</td></tr>';
    await get(input(1), { url: market, page: { rows, viewer: viewer(1) } });
    const b = await get(input(2), {
      url: market,
      page: { rows, viewer: viewer(2) },
      encoding: 'gzip, deflate, br, zstd',
    });
    expect(render).toHaveBeenCalledTimes(1);
    expect(b.response.headers.get('content-encoding')).toBe('gzip');
    expect(b.response.headers.get('vary')).toContain('Accept-Encoding');
    expect(b.text).toBe(html(personalValues(input(2), t), { rows, viewer: viewer(2) }));
  });

  it('renders again for a user who would see other rows (their own ad, a block)', async () => {
    const { get, render } = setup();
    await get(input(1), { url: market, page: { rows: '<tr>Buy</tr>', viewer: viewer(1) } });
    const own = '<tr>Buy (your own ad)</tr>';
    const b = await get(input(2), { url: market, page: { rows: own, viewer: viewer(2) } });
    expect(render).toHaveBeenCalledTimes(2);
    expect(b.text).toContain(own);
  });

  it('refuses a page that prints a viewer marker without saying what it loaded', () => {
    const template = splitTemplate(
      `<script>{"viewer":"${markerOf(NONCE, 'viewer')}"}</script>`,
      NONCE,
    );
    expect(() => fillTemplate(template, personalValues(input(1), t))).toThrow(TemplateError);
  });
});

describe('splitTemplate', () => {
  it('refuses a page with a marker it cannot fill', () => {
    expect(() => splitTemplate(`<p>_p2p_${NONCE}_password_</p>`, NONCE)).toThrow(TemplateError);
  });

  it('refuses the page state’s user outside a JSON string', () => {
    const marker = markerOf(NONCE, 'user');
    expect(() => splitTemplate(`<p title=${marker}>`, NONCE)).toThrow(TemplateError);
  });

  it('leaves a marker of another process (or typed by someone) as text', () => {
    const typed = '_p2p_ffffffffffffffff_identity_';
    expect(splitTemplate(`<p>${typed}</p>`, NONCE).slots).toEqual([]);
  });
});

describe('a kept page filled as gzip, compressing nothing per request', () => {
  // A page: a head, the shell with the values, then the body.
  const filler = (n: number) =>
    Array.from({ length: n }, (_, i) => `<li class="row"><a href="/ad/${i}">Ad ${i}</a></li>`).join(
      '',
    );
  const template = splitTemplate(
    `<head>${filler(60)}</head>${html(personalMarkers(input(1), personalValues(input(1), t), NONCE))}<main>${filler(600)}</main>`,
    NONCE,
  );
  const compressed = compressTemplate(template);

  it('is one gzip member that reads as the page filled for the user', () => {
    for (const who of [input(2), input(3, 120), input(4, 3, false, { email: '<&>"@x.com' })]) {
      const values = personalValues(who, t);
      const body = fillGzip(template, compressed, values);
      expect(gunzipSync(body).equals(Buffer.from(fillTemplate(template, values)))).toBe(true);
    }
  });

  it('stores a value longer than one stored block (64 KB) in several', () => {
    const values = { ...personalValues(input(2), t), identity: 'x'.repeat(70_000) };
    const body = fillGzip(template, compressed, values);
    expect(gunzipSync(body).toString()).toContain('x'.repeat(70_000));
  });

  it('is about as small as the page compressed whole', () => {
    const values = personalValues(input(2), t);
    const whole = gzipSync(fillTemplate(template, values)).byteLength;
    expect(fillGzip(template, compressed, values).byteLength).toBeLessThan(whole * 1.25);
  });
});

describe('the server’s fast path finds a kept page', () => {
  it('by the session cookie’s token, as Astro reads it', () => {
    expect(sessionToken('theme=dark; token=abc-_1; tz=UTC')).toBe('abc-_1');
    expect(sessionToken('token=a%2Bb')).toBe('a+b');
    expect(sessionToken('xtoken=1; token=')).toBeNull();
    expect(sessionToken(undefined)).toBeNull();
    expect(sessionToken('token=%E0%A4%A')).toBeNull();
  });

  it('by the same key Astro kept it under, and the user’s kind', async () => {
    let time = 0;
    const pages = createPersonalPages({ ttlMs: 1000, now: () => time, nonce: NONCE });
    const url = 'http://site.test/thirdParty/faq';
    let markers: ShellPersonal | undefined;
    await pages.handle(
      {
        request: new Request(url, { headers: { cookie: 'theme=dark; token=aaa' } }),
        locale: 'fa',
        input: input(1),
        values: personalValues(input(1), t),
        settingCookies: () => false,
        sameForEveryUser: () => true,
        useMarkers: (m) => (markers = m),
        offerSharedPage: () => {},
        keepWhenSent: (keep) =>
          keep(
            new Response('sent', {
              status: 200,
              statusText: 'OK',
              headers: { 'content-type': 'text/html', vary: 'Accept-Language' },
            }),
          ),
      },
      async () => new Response(html(markers!), { headers: { 'content-type': 'text/html' } }),
    );
    const cookies: Record<string, string> = { cookie: 'theme=dark; token=bbb' };
    const base = personalBaseKey('/thirdParty/faq', (name) => cookies[name]);
    expect(pages.localeOf(base)).toBe('fa');
    const kept = pages.fresh(base, personalKind(input(2)));
    expect(kept?.status).toBe(200);
    // With the headers the page left with, and nobody may store it.
    expect(Object.fromEntries(kept!.headers)).toMatchObject({
      vary: 'Accept-Language, Cookie',
      'cache-control': 'private, no-store',
    });
    expect(pages.fresh(base, personalKind(input(2, 0)))).toBeUndefined();
    time += 1000;
    expect(pages.localeOf(base)).toBeUndefined();
    expect(pages.size()).toBe(0);
  });
});
