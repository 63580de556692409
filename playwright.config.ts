import { defineConfig } from '@playwright/test';
import { SHELL_OR_BROWSER } from './tests/e2e/support/chromium';

/**
 * End-to-end journeys in Debian's Chromium, never a downloaded browser (which one:
 * `tests/e2e/support/chromium.ts`), against the BUILT server (`npm run test:e2e` builds first). Each worker starts its own server on a free port
 * with a fresh sandbox database (`tests/e2e/support/fixtures.ts`), so workers share nothing and
 * run side by side: two by default (`E2E_WORKERS` to change it), files in order inside each.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys between two people run two browsers and take 15 to 25 s on a quiet 2-core machine;
  // the longest (axe scans, a code, a reload) take 45 to 52 s with the two workers side by side,
  // and CI (right after a session, on the same machine) is busier still: at 60 s one of them
  // failed a CI run. The limit leaves room for load rather than failing on it; nothing here
  // times how fast anything is, and a journey that hangs still fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // CI shows only the tail of its output: the failures are repeated there, short.
  reporter: process.env.CI
    ? [['line'], ['./tests/e2e/support/failure-summary.ts']]
    : [['list'], ['./tests/e2e/support/failure-summary.ts']],
  use: {
    // A trace records every test's screenshots and DOM to keep a failing one's. CI keeps no
    // files to open afterwards, so there it would be work for nothing.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The site's service worker only answers navigations that fail, but a controlled page's
    // requests pass through it, out of the reach of page.route(): journeys run without it, and
    // the journeys of the worker itself (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: SHELL_OR_BROWSER,
  },
});
