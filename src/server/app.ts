import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { constants } from 'node:zlib';
import compression from 'compression';
import type { HtmlCache } from '@/middleware/html-cache-store';
import type { PersonalPages } from '@/middleware/personal-page-store';
import { serveCachedHtml } from '@/server/html-cache-hit';
import { servePersonalPage } from '@/server/personal-page-hit';
import { applySecurityHeaders, isHttps } from '@/server/security';
import { createStaticHandler } from '@/server/static';

type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
) => unknown;

interface SandboxMount {
  handles(pathname: string): boolean;
  listener(req: IncomingMessage, res: ServerResponse): Promise<void> | void;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

interface AppOptions {
  /**
   * Astro's request handler (`@astrojs/node` in middleware mode); absent for the sandbox on its
   * own (`src/server/sandbox-main.ts`), where every path outside the sandbox answers 404.
   */
  astro?: NodeHandler;
  /** The build's client folder (static files); absent: no static files. */
  clientDir?: string;
  /** The embedded sandbox, when SANDBOX is on. */
  sandbox?: SandboxMount;
  /** Extra CSP connect-src origins (the API's, when it is on another host). */
  connectSources?: readonly string[];
  /** Sent as `X-Instance` on every response (INSTANCE_ID: which instance behind a balancer). */
  instanceId?: string;
  /** The visitor's HTML cache Astro fills: its hits are answered here, before Astro. */
  htmlCache?: HtmlCache;
  /** Logged-in pages kept for every user of a kind, which Astro fills: answered here too. */
  personalPages?: PersonalPages;
}

/**
 * Brotli for dynamic responses: quality 4 (fast enough for the event loop) and a 256 KB window
 * instead of the default 4 MB. Every streamed response has its own compressor, and each
 * window is allocated per stream: with the default, thousands of responses left the process
 * hundreds of megabytes bigger (issue 16). A page is under 256 KB, so nothing compresses worse.
 */
const BROTLI_STREAM = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

/**
 * Our one request listener: security headers on everything, then static files, the visitor's
 * cached HTML, logged-in pages kept for every user of a kind, the sandbox's paths, and Astro for
 * the rest. Dynamic text responses are compressed (br/gzip); static files
 * come precompressed from the static handler.
 */
export function createApp({
  astro,
  clientDir,
  sandbox,
  connectSources = [],
  instanceId,
  htmlCache,
  personalPages,
}: AppOptions) {
  const serveStatic = clientDir ? createStaticHandler(clientDir) : async () => false;
  const compress = compression({
    threshold: 1024,
    brotli: { params: BROTLI_STREAM },
  }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  const fail = (res: ServerResponse, error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    trustForwardedHttps(req, res);
    if (instanceId) res.setHeader('X-Instance', instanceId);
    applySecurityHeaders(req, res, connectSources);
    serveStatic(req, res)
      .then((served) => served || (htmlCache ? serveCachedHtml(htmlCache, req, res) : false))
      .then(
        (served) => served || (personalPages ? servePersonalPage(personalPages, req, res) : false),
      )
      .then((served) => {
        if (served) return;
        compress(req, res, () => {
          const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
          const work = sandbox?.handles(pathname)
            ? sandbox.listener(req, res)
            : astro
              ? astro(req, res, (err) => (err ? fail(res, err) : notFound(res)))
              : notFound(res);
          Promise.resolve(work).catch((error: unknown) => fail(res, error));
        });
      })
      .catch((error: unknown) => fail(res, error));
  };

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!sandbox?.upgrade(req, socket, head)) socket.destroy();
  };

  return { listener, upgrade };
}

/**
 * Behind a TLS-terminating proxy the connection to us is plain HTTP. When the proxy says the
 * visitor used HTTPS, mark the socket encrypted so Astro builds https URLs (origin checks on
 * form posts, return addresses, Secure cookies) exactly as the security headers (HSTS) assume.
 */
function trustForwardedHttps(req: IncomingMessage, res: ServerResponse) {
  if (isHttps(req) && !('encrypted' in req.socket)) {
    const socket = req.socket;
    Object.defineProperty(socket, 'encrypted', { value: true, configurable: true });
    // A kept-alive connection may carry a plain-http request next: the mark is per request.
    res.once('close', () => Reflect.deleteProperty(socket, 'encrypted'));
  }
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}
