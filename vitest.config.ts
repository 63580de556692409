import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { zodJitlessAlias } from './scripts/lib/zod-alias.ts';

const alias = [
  zodJitlessAlias,
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];

/**
 * Unit tests that set `process.env.TZ` to render in another time zone: only a process of their
 * own takes that (a worker thread keeps its process's zone).
 */
const TIME_ZONE_FILES = [
  'tests/unit/time-zone-render.test.ts',
  'tests/unit/orders-list-date-range.test.ts',
  'tests/unit/format.test.ts',
];

/**
 * `npm run test:unit` runs the first two projects, `npm run test:sandbox` the third. Unit tests
 * run in worker threads, each file with its own modules (they mock modules and share stores);
 * the sandbox's build their own app and database per test, so their files share one module
 * graph per worker: a third of the time, as importing the sandbox was most of it.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: TIME_ZONE_FILES,
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-time-zone',
          include: TIME_ZONE_FILES,
          environment: 'node',
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'sandbox',
          include: ['tests/sandbox/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
});
