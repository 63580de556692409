import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers for every response. Astro's `security.csp` emits a policy with hashes for its
 * own scripts on pages; this adds what only a header can carry (frame-ancestors) and a strict
 * default for everything else (static files, the sandbox's HTML, API responses).
 */
const FALLBACK_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
].join('; ');

const ALWAYS = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * Browser features no page of ours uses, switched off for the page and every frame it might
 * embed, so an injected script or a third-party frame cannot ask for them. Uploads go through
 * a file input, so no camera or microphone is needed; payments are bank transfers, not the
 * Payment Request API.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers set on every response (pages, static files, uploads, API answers). COOP isolates our
 * window from pages that open it or that it opens (no `window.opener` tricks; nothing of ours
 * needs a cross-window handle); CORP keeps other sites from embedding our images, fonts and
 * answers, while our own pages load them as before (same origin).
 */
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

/** True when the request reached us over TLS (directly or through a proxy that says so). */
export function isHttps(req: IncomingMessage) {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0];
  return proto?.trim() === 'https' || ('encrypted' in req.socket && req.socket.encrypted === true);
}

/**
 * Merges our directives into whatever policy the response already carries, and lets the page
 * reach `connectSources` (the API's origin when PUBLIC_API_BASE points at another host: the build
 * cannot know it, the server can).
 */
export function withRequiredDirectives(
  policy: string | undefined,
  connectSources: readonly string[] = [],
) {
  const base = policy?.trim().replace(/;\s*$/, '') || FALLBACK_CSP;
  const directives = base
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const present = new Set(directives.map((d) => d.split(/\s+/)[0]?.toLowerCase()));
  const extra = ALWAYS.split('; ').filter((d) => !present.has(d.split(' ')[0]));
  const merged = directives.map((d) =>
    connectSources.length && /^connect-src\s/i.test(d) ? `${d} ${connectSources.join(' ')}` : d,
  );
  return [...merged, ...extra].join('; ');
}

/** The origins a page must be allowed to reach for an API base (http and its WebSocket twin). */
export function apiConnectSources(apiBase: string): string[] {
  if (apiBase.startsWith('/')) return [];
  const { origin, host, protocol } = new URL(apiBase);
  return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`];
}

/**
 * Wraps `res.writeHead` so the headers are right whoever writes the response: static files,
 * Astro or the sandbox.
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  connectSources: readonly string[] = [],
) {
  const https = isHttps(req);
  const original = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const [, second, third] = args;
    const headers =
      typeof second === 'object' && second !== null
        ? second
        : typeof third === 'object'
          ? third
          : null;
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
        if (value !== undefined) res.setHeader(name, value as string | string[]);
      }
      const index = args.indexOf(headers);
      args.splice(index, 1);
    }
    const current = res.getHeader('content-security-policy');
    res.setHeader(
      'Content-Security-Policy',
      withRequiredDirectives(current ? String(current) : undefined, connectSources),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return original(...args);
  }) as typeof res.writeHead;
}
