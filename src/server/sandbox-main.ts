import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultSiteUrl, parseEnv, type ServerEnv } from '@/config/env';
import { createSandbox } from '@/sandbox/index';
import { exposureWarning } from '@/sandbox/http/loopback';
import { createApp } from '@/server/app';
import { die, dieOnListenErrors, stopGracefully } from '@/server/process';
import { mountSandbox, openSandbox } from '@/server/sandbox-mount';

/**
 * `npm run sandbox` runs this (bundled to dist/runtime/sandbox.mjs): the exchange sandbox on its
 * own, for site instances started with SANDBOX=off behind a proxy (deploy/nginx.conf). It
 * serves what the embedded sandbox serves and nothing else: the API on `/api`, its WebSocket on
 * `/api/socket` and the stand-in main site on `/sandbox`; every other path answers 404. The
 * same app wrapper as the site's (`createApp`) puts the same security headers, compression and
 * limits on every answer.
 */

/** Where the sandbox listens by default: beside the site's 4321, so both run on one machine. */
const SANDBOX_DEFAULT_PORT = 4400;

/**
 * The settings this process reads. Site-only ones (PUBLIC_API_BASE, SANDBOX, API_INTERNAL_URL…)
 * are left out, so an environment file shared with the site cannot stop the sandbox.
 */
const SANDBOX_SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'SEED_ADS',
  'SANDBOX_CONTROLS',
  'SANDBOX_PUSH_LOOPBACK',
  'PUBLIC_SITE_URL',
  'INSTANCE_ID',
] as const;

process.env.NODE_ENV ??= 'production';

let env: ServerEnv;
try {
  const source = Object.fromEntries(SANDBOX_SETTINGS.map((name) => [name, process.env[name]]));
  env = parseEnv({ ...source, PORT: source.PORT || String(SANDBOX_DEFAULT_PORT) });
} catch (error) {
  die((error as Error).message);
}

/**
 * The P2P site's public origin (where people open the site, e.g. nginx's address): the sandbox
 * checks absolute return addresses and builds the stand-in checkout address with it.
 */
let siteUrl = env.PUBLIC_SITE_URL;
let sandbox: ReturnType<typeof createSandbox>;
try {
  sandbox = openSandbox(env, () => siteUrl);
} catch (error) {
  die(`Could not open the sandbox database in ${env.DATA_DIR}: ${(error as Error).message}`);
}

const app = createApp({ sandbox: mountSandbox(sandbox), instanceId: env.INSTANCE_ID });
const server = createServer(app.listener);
server.on('upgrade', app.upgrade);
dieOnListenErrors(server, env);

server.listen(env.PORT, env.HOST, () => {
  const address = server.address() as AddressInfo;
  if (!process.env.PUBLIC_SITE_URL && env.PORT === 0)
    siteUrl = defaultSiteUrl(env.HOST, address.port);
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(
    `Exchange sandbox on http://${shown}:${address.port} (API on /api, socket on /api/socket, main site on /sandbox) for the site at ${siteUrl}`,
  );
  if (!process.env.PUBLIC_SITE_URL)
    console.warn(
      'PUBLIC_SITE_URL is not set: set it to the origin people open (the proxy in front), which return addresses and the card checkout use.',
    );
  const warning = exposureWarning(address.address, env.SANDBOX_CONTROLS);
  if (warning) console.warn(warning);
});

stopGracefully(server, sandbox);
