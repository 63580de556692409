import { describe, expect, it } from 'vitest';
import { base32Decode, matchingStep, totpCode, totpStep } from '@/sandbox/verification/totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), truncated to 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it('decodes base32 secrets', () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(() => base32Decode('ABC1')).toThrow(RangeError);
  });

  it.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
    [2_000_000_000_000, '279037'],
  ])('gives the RFC test vector at %d ms', (at, code) => {
    expect(totpCode(RFC_SECRET, totpStep(at))).toBe(code);
  });

  it('accepts the current step and one step either side, nothing further', () => {
    const at = 1_234_567_890_000;
    const step = totpStep(at);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), at)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), at)).toBeNull();
  });
});
