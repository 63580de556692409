import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/i18n/pick-messages';
import { marketMessageKeys } from '@/features/market/server/messages';

/**
 * Issue 16, item 1: an island's messages are picked once per key list and locale and shared by
 * every request, also when the caller builds its key list anew on each call (most do).
 */
describe('pickMessages', () => {
  it('answers the same frozen texts to a key list built anew', () => {
    const first = pickMessages('fa', marketMessageKeys());
    const again = pickMessages('fa', marketMessageKeys());
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(pickMessages('fa', ['market.title.buy'])).toBe(pickMessages('fa', ['market.title.buy']));
  });

  it('picks apart by locale and by keys', () => {
    const keys = ['market.title.buy'];
    expect(pickMessages('en', keys)).not.toBe(pickMessages('fa', keys));
    expect(pickMessages('en', keys)).not.toBe(pickMessages('en', [...keys, 'market.title.sell']));
    expect(pickMessages('en', keys)['market.title.buy']).toContain('{coin}');
  });
});
