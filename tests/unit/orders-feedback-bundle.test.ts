import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachable } from './support/static-imports';

/**
 * The feedback form stays out of the order page's first script (issue 14, item 2): from the
 * page's island, the static imports reach only the feedback slot (its heading); the panel, its
 * runtime (the API calls) and the feedback contract (zod) are reached through `import()` only.
 */

const root = join(import.meta.dirname, '../..');
const ISLAND = 'src/islands/OrderPage.tsx';

describe('the feedback form’s weight on the order page', () => {
  it('places the feedback slot, and reaches the panel and its calls only on demand', () => {
    const first = reachable(ISLAND);
    const feedback = [...first].filter((file) => file.startsWith('src/features/orders/feedback/'));
    expect(feedback).toEqual(['src/features/orders/feedback/FeedbackSlot.tsx']);
    expect(first.has('src/contract/orders-feedback.ts')).toBe(false);
    const slot = readFileSync(join(root, 'src/features/orders/feedback/FeedbackSlot.tsx'), 'utf8');
    expect(slot).toContain("import('@/features/orders/feedback/FeedbackPanel')");
  });
});
