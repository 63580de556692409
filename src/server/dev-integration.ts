import type { AstroIntegration } from 'astro';
import { parseEnv } from '@/config/env';
import { exposureWarning } from '@/sandbox/http/loopback';
import { mountSandbox, openSandbox } from '@/server/sandbox-mount';
import { setInternalApiFetch, setInternalApiOrigin } from '@/server/internal-origin';

/**
 * `astro dev` mounts the same sandbox as our production server (astro:server:setup), so the API,
 * the stand-in main site and the WebSocket behave the same in development.
 */
export function devSandbox(): AstroIntegration {
  return {
    name: 'p2p-dev-sandbox',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const env = parseEnv();
        const httpServer = server.httpServer;
        const recordAddress = () => {
          const address = httpServer?.address();
          if (address && typeof address === 'object') setInternalApiOrigin(address);
        };
        if (httpServer?.listening) recordAddress();
        else httpServer?.once('listening', recordAddress);
        if (env.SANDBOX === 'off') return;
        const sandbox = openSandbox(env, () => env.PUBLIC_SITE_URL);
        const mount = mountSandbox(sandbox);
        setInternalApiFetch((request) => sandbox.app.fetch(request));
        server.middlewares.use((req, res, next) => {
          const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
          if (mount.handles(pathname)) void mount.listener(req, res);
          else next();
        });
        httpServer?.on('upgrade', (req, socket, head) => mount.upgrade(req, socket, head));
        httpServer?.once('close', () => void sandbox.close());
        logger.info('Exchange sandbox mounted on /api and /sandbox');
        const warnIfExposed = () => {
          const address = httpServer?.address();
          const warning =
            address && typeof address === 'object'
              ? exposureWarning(address.address, env.SANDBOX_CONTROLS)
              : null;
          if (warning) logger.warn(warning);
        };
        if (httpServer?.listening) warnIfExposed();
        else httpServer?.once('listening', warnIfExposed);
      },
    },
  };
}
