import { describe, expect, it } from 'vitest';
import { newTraceId } from '@/client/trace-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('trace ids', () => {
  it('are v4 UUIDs, different on every call', () => {
    const ids = new Set(Array.from({ length: 50 }, newTraceId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('still work where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newTraceId();
      const b = newTraceId();
      expect(a).toMatch(UUID_V4);
      expect(a).not.toBe(b);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
