import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Repeats every failure, short, as the very last lines of the run. CI shows only the tail of
 * its output, and the line reporter prints a failure where it happened, hundreds of lines up:
 * without this a failure on CI is a title with no reason. Each entry: the file and title, how
 * long the test ran against its limit, and the first lines of each error (colours removed).
 */
const LINES_PER_ERROR = 12;
// Colour escapes: ESC [ … m.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export default class FailureSummary implements Reporter {
  private readonly failed: { test: TestCase; result: TestResult }[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped' && test.outcome() !== 'flaky') {
      this.failed.push({ test, result });
    }
  }

  onEnd(result: FullResult): void {
    if (this.failed.length === 0) return;
    const out: string[] = ['', `Failures (${this.failed.length}), run ${result.status}:`];
    for (const { test, result: run } of this.failed) {
      const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
      out.push(
        '',
        `✘ ${where} › ${test.titlePath().slice(3).join(' › ')}`,
        `  ${run.status} after ${(run.duration / 1000).toFixed(1)} s of ${(test.timeout / 1000).toFixed(0)} s`,
      );
      for (const error of run.errors) {
        const text = (error.message ?? error.value ?? '').replace(ANSI, '');
        const lines = text.split('\n').filter((line) => line.trim() !== '');
        for (const line of lines.slice(0, LINES_PER_ERROR)) out.push(`  | ${line}`);
        if (lines.length > LINES_PER_ERROR)
          out.push(`  | … ${lines.length - LINES_PER_ERROR} more lines`);
        const at = error.location;
        if (at) out.push(`  at ${relative(process.cwd(), at.file)}:${at.line}`);
      }
    }
    console.log(out.join('\n'));
  }
}
