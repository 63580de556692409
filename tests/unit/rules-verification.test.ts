import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '@/rules/verification';
import { displayName } from '@/stores/mask';

describe('one mask for the page and the sandbox', () => {
  it('masks an email to two characters, one when the name is that short', () => {
    expect(maskEmail('vera@example.com')).toBe('ve***@example.com');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskEmail('@x.io')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });

  it('masks a phone number by its length, with the calling code when given', () => {
    expect(maskPhone('7700900123', '44')).toBe('+44 77****0123');
    expect(maskPhone('7700900123')).toBe('77****0123');
    expect(maskPhone('7712345')).toBe('7****45');
    expect(maskPhone('1234', '44')).toBe('+44 ****');
    expect(maskPhone(' 123 ')).toBe('****');
  });

  it('shows the header the same digits the two-factor dialog shows', () => {
    const person = { email: null, phone: '7700900123', walletAddress: null };
    expect(`+44 ${displayName(person)}`).toBe(maskPhone('7700900123', '44'));
    expect(displayName({ email: 'ab@x.io' })).toBe(maskEmail('ab@x.io'));
    expect(displayName({ email: 'ab@x.io' })).toBe('a***@x.io');
  });
});
