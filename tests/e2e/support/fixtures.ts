import { test as base } from '@playwright/test';
import { freePort, runServer } from './server';

/**
 * Every journey's `test`: each Playwright worker starts its own built server on a free port with
 * its own fresh sandbox database, and `baseURL` (so `page`, `request` and new contexts) points at
 * it. Workers therefore never share sandbox state: one worker's moved clock, spent balance or
 * locked phone cannot reach a journey running in the other, and the suite can run in parallel.
 * Files still run in order inside a worker, as one person's session would.
 */
export const test = base.extend<object, { site: string }>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      // Fault-injection journeys need every page to ask the API again; the push journeys play
      // a browser's push service on this machine (tests/shared/push-service.ts).
      const server = runServer({
        PORT: String(port),
        SHELL_CACHE_SECONDS: '0',
        SANDBOX_PUSH_LOOPBACK: 'on',
      });
      await server.ready();
      await use(`http://127.0.0.1:${port}`);
      server.child.kill('SIGTERM');
      await server.exited;
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => use(site),
});

export { expect } from '@playwright/test';
