import { describe, expect, it } from 'vitest';
import { settle } from '@/lib/settle';

describe('settle', () => {
  it('passes a resolved value through, falsy ones included', async () => {
    expect(await settle(Promise.resolve({ total: 3 }))).toEqual({ total: 3 });
    expect(await settle(Promise.resolve(0))).toBe(0);
    expect(await settle(Promise.resolve(''))).toBe('');
  });

  it('turns a rejection into null, whatever was thrown', async () => {
    expect(await settle(Promise.reject(new Error('down')))).toBeNull();
    expect(await settle(Promise.reject('a string'))).toBeNull();
  });

  it('waits for the promise (a late rejection is still caught)', async () => {
    const late = new Promise<number>((_, reject) => setTimeout(() => reject(new Error('late')), 5));
    expect(await settle(late)).toBeNull();
  });
});
