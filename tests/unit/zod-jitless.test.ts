import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * zod never reaches for `new Function` (issue 15, item 6): under our CSP that probe raises a
 * `securitypolicyviolation` on every page. The bare `zod` import resolves to the jitless shim in
 * every build (`scripts/lib/zod-alias.ts`), so building and parsing the contract's schemas,
 * the first thing a page does with zod, calls no `Function` constructor.
 */
describe('zod runs jitless', () => {
  const RealFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = RealFunction;
    vi.resetModules();
  });

  it('builds and parses object schemas without the Function constructor', async () => {
    let calls = 0;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        calls += 1;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        calls += 1;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    vi.resetModules();
    const { z } = await import('zod');
    const { positiveDecimal } = await import('@/contract/common');
    const schema = z.object({ amount: positiveDecimal, note: z.string().optional() }).strict();
    expect(schema.parse({ amount: '12.50' })).toEqual({ amount: '12.50' });
    expect(schema.safeParse({ amount: '12.50', extra: 1 }).success).toBe(false);
    expect(z.config().jitless).toBe(true);
    expect(calls).toBe(0);
  });
});
