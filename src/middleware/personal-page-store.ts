import { SESSION_COOKIE } from '@/contract/headers';
import type { LocaleCode } from '@/i18n/locales';
import { cacheKey, keptResponse } from '@/middleware/html-cache-store';
import { acceptsGzip } from '@/server/encoding';
import { processShared } from '@/lib/process-shared';
import {
  fillGzip,
  fillTemplate,
  markedThroughout,
  newNonce,
  splitTemplate,
  compressTemplate,
  type GzipTemplate,
  type Template,
} from '@/middleware/page-template';
import {
  markerOf,
  personalKind,
  personalMarkers,
  type PageSlot,
  type PageValues,
  type PersonalInput,
  type ShellPersonal,
} from '@/shell/personal';

/**
 * Logged-in pages rendered once for every user of one kind (issue 16, item 1: server rendering
 * for logged-in users too). The shell prints markers where a user's own values go
 * (`src/shell/personal.ts`); the rendered page is split at the markers into a template
 * (`page-template.ts`), and each request fills in its user's values. A page whose content is the same for every user (the help
 * pages, the error page) keeps its template for `ttlMs`, so the next user of the same kind on
 * the same address gets it without Astro rendering anything.
 */

export interface KeptPage {
  expires: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  template: Template;
  /** The page's language: the values (VIP, the bell's name) are written in it. */
  locale: LocaleCode;
  /**
   * Set for a page whose content depends on data it loads (the market): only the page, having
   * loaded it, can find it again (`SharedPage.kept`); our server's fast path never does.
   */
  pageKey?: string;
  /** Compressed on the first request that takes it as gzip. */
  gzip?: GzipTemplate;
}

/**
 * What a page that loads data gets (`locals.sharedPage`) to be kept for every user of a kind
 * who would see the same page: markers for its own per-user values, and the kept page for its
 * key, if any, filled with this user's values (the page returns it instead of rendering).
 */
export interface SharedPage {
  marker: (slot: PageSlot) => string;
  kept: (pageKey: string, values: PageValues) => Response | undefined;
}

export interface PersonalPagesOptions {
  /** How long a page that is the same for every user keeps its template; 0: never. */
  ttlMs: number;
  now?: () => number;
  maxEntries?: number;
  /** The markers' random part (tests fix it). */
  nonce?: string;
}

/** One logged-in GET request, as the middleware sees it. */
export interface PersonalRequest {
  request: Request;
  locale: LocaleCode;
  /** The user, unread count and broker status the session loaded. */
  input: PersonalInput;
  /** What the shell prints of this user, as the session worded them (`locals.personal`). */
  values: ShellPersonal;
  /** Whether this request sets a cookie so far (then its page is its own). */
  settingCookies: () => boolean;
  /** Asked after rendering: the page said it is the same for every user of a kind. */
  sameForEveryUser: () => boolean;
  /** Hands the shell the markers before rendering. */
  useMarkers: (markers: ShellPersonal) => void;
  /** Hands a page that loads data its way to a kept page (`SharedPage`). */
  offerSharedPage: (shared: SharedPage) => void;
  /**
   * Hands over what keeps the page, to be called with the response as it finally leaves (the
   * middleware around this one set its reason phrase and `Vary`): a kept page is answered with
   * exactly those.
   */
  keepWhenSent: (keep: (sent: Response) => void) => void;
}

/** The request's cookies without the session's: the key holds the user's kind instead. */
function withoutSession(cookie: string | null): string {
  if (!cookie) return '';
  return cookie
    .split(';')
    .filter((part) => part.trim().split('=')[0] !== SESSION_COOKIE)
    .join(';');
}

/**
 * The key of a logged-in page before the user's kind: its address and the headers it may depend
 * on, the cookies without the session's. Built from a Fetch request (Astro) or Node's message
 * (the server's fast path), to the same key.
 */
export function personalBaseKey(
  url: string,
  header: (name: string) => string | null | undefined,
): string {
  return cacheKey(url, (name) =>
    name === 'cookie' ? withoutSession(header(name) ?? null) : header(name),
  );
}

/** The session's token in a Cookie header. */
export function sessionToken(cookie: string | undefined): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    try {
      // As Astro reads it.
      return decodeURIComponent(part.slice(at + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The kind under which a page of a page key is kept: the user's kind and what the page loaded. */
function pageKind(kind: string, pageKey: string): string {
  return `${kind}\n${pageKey}`;
}

/**
 * A user's page is theirs alone: nobody may store it (the session middleware would say the same,
 * said here so a kept page carries it to the server's fast path).
 */
function personalHeaders(from: Headers): [string, string][] {
  const headers = new Headers(from);
  headers.delete('content-length');
  if (!headers.has('cache-control')) {
    headers.set('Cache-Control', 'private, no-store');
    headers.append('Vary', 'Cookie');
  }
  return [...headers];
}

/**
 * Logged-in pages: rendered with markers and filled with the user's values; the template of a
 * page that is the same for every user of a kind kept for `ttlMs` (status 200 or 404, no cookie
 * set) and filled for the next user of that kind without rendering (`X-Cache: hit`).
 */
export function createPersonalPages({
  ttlMs,
  now = Date.now,
  maxEntries = 500,
  nonce = newNonce(),
}: PersonalPagesOptions) {
  /** Kept pages by base key, then by kind of user. */
  const entries = new Map<string, Map<string, KeptPage>>();
  let count = 0;

  function drop(base: string, kind: string) {
    const kinds = entries.get(base);
    if (kinds?.delete(kind)) count -= 1;
    if (kinds?.size === 0) entries.delete(base);
  }

  function fresh(base: string, kind: string): KeptPage | undefined {
    const hit = entries.get(base)?.get(kind);
    if (hit && hit.expires > now()) return hit;
    if (hit) drop(base, kind);
    return undefined;
  }

  function keep(base: string, kind: string, page: Omit<KeptPage, 'expires'>) {
    if (ttlMs <= 0) return;
    drop(base, kind);
    // The most recent last: a Map keeps insertion order.
    entries.delete(base);
    const kinds = entries.get(base) ?? new Map<string, KeptPage>();
    kinds.set(kind, { ...page, expires: now() + ttlMs });
    entries.set(base, kinds);
    count += 1;
    while (count > maxEntries) {
      const [oldest, oldKinds] = entries.entries().next().value as [string, Map<string, KeptPage>];
      drop(oldest, oldKinds.keys().next().value as string);
    }
  }

  /**
   * The language of a fresh page kept for this base key (whatever the kind; no page of a page
   * key), if any: the server's fast path asks the API for the session only when it may find one.
   */
  function localeOf(base: string): LocaleCode | undefined {
    for (const [kind, page] of entries.get(base) ?? []) {
      if (page.expires <= now()) drop(base, kind);
      else if (page.pageKey === undefined) return page.locale;
    }
    return undefined;
  }

  /** A kept page for one user, as gzip (its texts compressed on the first such request). */
  function gzipFor(page: KeptPage, values: ShellPersonal, pageValues?: PageValues) {
    page.gzip ??= compressTemplate(page.template);
    return fillGzip(page.template, page.gzip, values, pageValues);
  }

  /**
   * A kept page filled for one user, as the Astro path sends it: gzip from the kept pieces when
   * the client takes it (our server's compression leaves an encoded answer alone), else as is.
   */
  function answer(
    kept: KeptPage,
    request: Request,
    values: ShellPersonal,
    page?: PageValues,
  ): Response {
    const gzip = acceptsGzip(request.headers.get('accept-encoding'));
    return gzip
      ? keptResponse(kept, gzipFor(kept, values, page), 'gzip')
      : keptResponse(kept, fillTemplate(kept.template, values, page), null);
  }

  async function handle(req: PersonalRequest, render: () => Promise<Response>): Promise<Response> {
    const { values } = req;
    const { headers: asked } = req.request;
    const base = personalBaseKey(req.request.url, (name) => asked.get(name));
    const kind = personalKind(req.input);
    const kept = req.settingCookies() ? undefined : fresh(base, kind);
    if (kept) return answer(kept, req.request, values);
    // A page that loads data finds its kept page itself, by the key of what it loaded.
    let shared: { key: string; values: PageValues } | undefined;
    req.offerSharedPage({
      marker: (slot) => markerOf(nonce, slot),
      kept: (pageKey, page) => {
        shared = { key: pageKey, values: page };
        const hit = req.settingCookies() ? undefined : fresh(base, pageKind(kind, pageKey));
        return hit && answer(hit, req.request, values, page);
      },
    });
    // The shell prints them only on a page that said it is the same for every user before the
    // shell rendered (`shellPersonal`); any other page has the user's values and streams as is.
    req.useMarkers(personalMarkers(req.input, values, nonce));
    const response = await render();
    if (response.headers.get('x-cache') === 'hit') return response;
    const html = /^text\/html/i.test(response.headers.get('content-type') ?? '');
    if (!req.sameForEveryUser() || !html || !response.body) return response;
    const template = splitTemplate(new Uint8Array(await response.arrayBuffer()), nonce);
    const { status, statusText } = response;
    if ((status === 200 || status === 404) && markedThroughout(template)) {
      const pageKey = shared?.key;
      req.keepWhenSent((sent) => {
        if (req.settingCookies() || sent.headers.has('set-cookie')) return;
        keep(base, pageKey === undefined ? kind : pageKind(kind, pageKey), {
          status: sent.status,
          statusText: sent.statusText,
          headers: personalHeaders(sent.headers),
          template,
          locale: req.locale,
          pageKey,
        });
      });
    }
    const headers = personalHeaders(response.headers);
    return new Response(fillTemplate(template, values, shared?.values), {
      status,
      statusText,
      headers,
    });
  }

  return {
    handle,
    fresh,
    localeOf,
    gzipFor,
    clear: () => (entries.clear(), (count = 0)),
    size: () => count,
  };
}

export type PersonalPages = ReturnType<typeof createPersonalPages>;

/**
 * Our server creates the store and shares it (`processShared`): Astro's middleware fills it, and
 * the server answers a kept page before Astro runs (`src/server/personal-page-hit.ts`).
 */
const sharedStore = processShared<PersonalPages>('personalPages');
export const sharePersonalPages = sharedStore.share;
/** The store our server shared, if it did (not under `astro dev`). */
export const sharedPersonalPages = sharedStore.get;
