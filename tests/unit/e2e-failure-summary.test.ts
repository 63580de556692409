import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FailureSummary from '../e2e/support/failure-summary';

/**
 * The browser tests' last report (CI shows only the tail of its output): every failure again,
 * with its reason, and nothing at all when every test passed.
 */
function testCase(title: string, line: number, outcome = 'unexpected'): TestCase {
  return {
    location: { file: `${process.cwd()}/tests/e2e/orders.spec.ts`, line, column: 1 },
    titlePath: () => ['', '', 'orders.spec.ts', 'group', title],
    timeout: 120_000,
    outcome: () => outcome,
  } as unknown as TestCase;
}

function result(status: TestResult['status'], message?: string): TestResult {
  return {
    status,
    duration: 61_500,
    errors: message
      ? [
          {
            message,
            location: { file: `${process.cwd()}/tests/e2e/orders.spec.ts`, line: 42, column: 7 },
          },
        ]
      : [],
  } as unknown as TestResult;
}

function printed(run: (reporter: FailureSummary) => void): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const reporter = new FailureSummary();
  run(reporter);
  reporter.onEnd({ status: 'failed' } as never);
  return log.mock.calls.map((call) => String(call[0])).join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('the failure summary of the browser tests', () => {
  it('repeats each failure with where it is, how long it ran and its first error lines', () => {
    const error = [
      '\u001b[31mError: expect(received).toBe(expected)\u001b[39m',
      '',
      ...Array.from({ length: 20 }, (_, i) => `line ${i + 1}`),
    ].join('\n');
    const out = printed((reporter) => {
      reporter.onTestEnd(testCase('passes', 10), result('passed'));
      reporter.onTestEnd(testCase('fails', 20), result('failed', error));
      reporter.onTestEnd(testCase('hangs', 30), result('timedOut', 'Test timeout exceeded.'));
    });
    expect(out).toContain('Failures (2), run failed:');
    expect(out).toContain('✘ tests/e2e/orders.spec.ts:20 › group › fails');
    expect(out).toContain('failed after 61.5 s of 120 s');
    // Colours removed, blank lines dropped, at most 12 lines of each error.
    expect(out).toContain('  | Error: expect(received).toBe(expected)');
    expect(out).not.toContain('\u001b[');
    expect(out).toContain('  | line 11');
    expect(out).not.toContain('  | line 12');
    expect(out).toContain('  | … 9 more lines');
    expect(out).toContain('  at tests/e2e/orders.spec.ts:42');
    expect(out).toContain('✘ tests/e2e/orders.spec.ts:30 › group › hangs');
    expect(out).toContain('timedOut after 61.5 s of 120 s');
    expect(out).not.toContain('passes');
  });

  it('says nothing when every test passed or was skipped', () => {
    const out = printed((reporter) => {
      reporter.onTestEnd(testCase('passes', 10, 'expected'), result('passed'));
      reporter.onTestEnd(testCase('skipped', 11, 'skipped'), result('skipped'));
    });
    expect(out).toBe('');
  });
});
