import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable } from './support/static-imports';

/**
 * The appeal's answer form loads on demand (issue 14, item 4): only the respondent of an open
 * appeal needs it, so the appeal page's first script reaches the progress and the timeline but
 * not the form; the order page's appeal card reaches the pure next-step rule only (no contract,
 * no zod through it).
 */

const root = join(import.meta.dirname, '../..');

describe('the appeal answer’s weight', () => {
  it('keeps the answer form out of the appeal page’s first script', () => {
    const first = reachable('src/features/orders/appeal/AppealIsland.tsx');
    expect(first.has('src/features/orders/appeal/AppealProgress.tsx')).toBe(true);
    expect(first.has('src/features/orders/appeal/AnswerForm.tsx')).toBe(false);
    expect(first.has('src/features/orders/appeal/answer-form.ts')).toBe(false);
    const progress = readFileSync(
      join(root, 'src/features/orders/appeal/AppealProgress.tsx'),
      'utf8',
    );
    expect(progress).toContain("import('@/features/orders/appeal/AnswerForm')");
  });

  it('gives the order page the next-step rule without the appeal contract', () => {
    const first = reachable('src/islands/OrderPage.tsx');
    expect(first.has('src/features/orders/appeal/appeal-progress.ts')).toBe(true);
    expect(first.has('src/contract/orders-appeal.ts')).toBe(false);
    expect(first.has('src/features/orders/appeal/AppealProgress.tsx')).toBe(false);
  });
});
