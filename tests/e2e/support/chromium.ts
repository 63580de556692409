import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Which Chromium the journeys run in. Never a downloaded browser: Debian's `chromium`, and its
 * headless shell (`chromium-headless-shell`, the same Blink without the browser around it) when
 * installed, where a journey takes less than half the CPU it takes in the full browser's
 * headless mode. The shell has no system notifications or push service, so the journeys of
 * those (`FULL_BROWSER`) run in the full browser. `CHROMIUM_PATH` chooses one for all.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const BROWSER = '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every journey's launch: the headless shell when there is one. */
export const SHELL_OR_BROWSER: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER),
  args: ARGS,
};

/**
 * For journeys of system notifications and pushes: `test.use({ launchOptions: FULL_BROWSER })`
 * (a worker option, so they get a worker, and a server, of their own).
 */
export const FULL_BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? BROWSER,
  args: ARGS,
};
