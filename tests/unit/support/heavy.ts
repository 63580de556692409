/**
 * Time a heavy unit test may take: ESLint loading its config and plugins, esbuild bundling a
 * module graph. Vitest's 5 s default is met on an idle laptop but not on a busy 2-core CI
 * machine (issue 15, item 9), so every test doing such work states this limit explicitly;
 * `tests/unit/heavy-timeouts.test.ts` checks that they do.
 */
export const HEAVY_TEST_TIMEOUT_MS = 120_000;

/** Options for a `describe` or `it` that does heavy work. */
export const HEAVY = { timeout: HEAVY_TEST_TIMEOUT_MS } as const;
