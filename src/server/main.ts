import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultSiteUrl, parseEnv, type ServerEnv } from '@/config/env';
import { createSandbox } from '@/sandbox/index';
import { exposureWarning } from '@/sandbox/http/loopback';
import { createHtmlCache, shareHtmlCache } from '@/middleware/html-cache-store';
import { createPersonalPages, sharePersonalPages } from '@/middleware/personal-page-store';
import { createApp } from '@/server/app';
import { setInternalApiFetch, setInternalApiOrigin } from '@/server/internal-origin';
import { analyticsConnectSources } from '@/server/analytics-origin';
import { apiConnectSources } from '@/server/security';
import { mountSandbox, openSandbox } from '@/server/sandbox-mount';
import { die, dieOnListenErrors, stopGracefully } from '@/server/process';

/**
 * `npm start` runs this (bundled to dist/runtime/main.mjs): one Node process serving the built
 * site, the embedded sandbox (unless SANDBOX=off) and its WebSocket.
 */

// The built server is production: the sandbox skips its development-only response checks.
process.env.NODE_ENV ??= 'production';

let env: ServerEnv;
try {
  env = parseEnv();
} catch (error) {
  die((error as Error).message);
}

// This file runs from dist/runtime/; Astro's build sits beside it in dist/server and dist/client.
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const { handler: astro } = (await import(
  pathToFileURL(join(distDir, 'server', 'entry.mjs')).href
)) as {
  handler: Parameters<typeof createApp>[0]['astro'];
};

/** The public origin; with PORT=0 its default names the port chosen when listening. */
let siteUrl = env.PUBLIC_SITE_URL;
let sandbox: ReturnType<typeof createSandbox> | undefined;
if (env.SANDBOX === 'on') {
  try {
    sandbox = openSandbox(env, () => siteUrl);
  } catch (error) {
    die(`Could not open the sandbox database in ${env.DATA_DIR}: ${(error as Error).message}`);
  }
  const embedded = sandbox;
  setInternalApiFetch((request) => embedded.app.fetch(request));
}

// Created here and shared with Astro's middleware, which fills it; the app answers its hits.
const htmlCache = createHtmlCache({ ttlMs: env.HTML_CACHE_MS });
shareHtmlCache(htmlCache);
// The same for logged-in pages kept for every user of a kind.
const personalPages = createPersonalPages({ ttlMs: env.HTML_CACHE_MS });
sharePersonalPages(personalPages);

const app = createApp({
  astro,
  htmlCache,
  personalPages,
  clientDir: join(distDir, 'client'),
  sandbox: sandbox && mountSandbox(sandbox),
  connectSources: [
    ...apiConnectSources(env.PUBLIC_API_BASE),
    ...analyticsConnectSources(env.PUBLIC_ANALYTICS_URL),
  ],
  instanceId: env.INSTANCE_ID,
});

const server = createServer(app.listener);
server.on('upgrade', app.upgrade);
dieOnListenErrors(server, env);

server.listen(env.PORT, env.HOST, () => {
  const address = server.address() as AddressInfo;
  setInternalApiOrigin(address);
  // PORT=0 listens on a port chosen now: the default public origin names that one. Pages read
  // PUBLIC_SITE_URL on their first request, after this.
  if (!process.env.PUBLIC_SITE_URL && env.PORT === 0) {
    siteUrl = defaultSiteUrl(env.HOST, address.port);
    process.env.PUBLIC_SITE_URL = siteUrl;
  }
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const mode = sandbox
    ? 'with the embedded exchange sandbox'
    : `against ${env.PUBLIC_API_BASE}${env.API_INTERNAL_URL ? ` (server rendering: ${env.API_INTERNAL_URL})` : ''}`;
  console.log(`P2P site on http://${shown}:${address.port} ${mode}`);
  const warning = sandbox && exposureWarning(address.address, env.SANDBOX_CONTROLS);
  if (warning) console.warn(warning);
});

stopGracefully(server, sandbox);
