import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { placeCardOrder } from '@/features/card/card-api';
import { cardMessages } from '@/features/card/server/messages';

/**
 * Issue 13, item 1, on the card page: a purchase refused for what the page does not handle by
 * name (the login, an injected failure) is said in the page's language by its code, the
 * server's English only for a code nobody knows. The API client is replaced.
 */

const client = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/client/api', () => ({ api: client }));

const ENGLISH = 'English text from the server';
const refused = (code: number, status: number) =>
  new ApiError({ kind: 'server', code, msg: ENGLISH, data: null, status, traceId: 't' });

const body = {
  fiat: 'EUR',
  coin: 'BTC' as const,
  amount: '100',
  amountType: 'fiat' as const,
  paymentMethod: 'visa' as const,
  supplier: 'fast',
  quoteId: 'q',
  agreeDisclaimer: true as const,
  returnPath: '/thirdParty',
};

beforeEach(() => client.call.mockReset());

describe('a refused card purchase', () => {
  it('vi: an injected server failure reads in Vietnamese', async () => {
    client.call.mockRejectedValueOnce(refused(500, 500));
    const words = { refusals: cardMessages('vi'), locale: 'vi' as const };
    expect(await placeCardOrder(body, words)).toEqual({
      kind: 'refused',
      message: 'Dịch vụ hiện không khả dụng. Vui lòng thử lại sau.',
    });
  });

  it('keeps the server text for a code the page does not know', async () => {
    client.call.mockRejectedValueOnce(refused(105999, 200));
    const words = { refusals: cardMessages('fr'), locale: 'fr' as const };
    expect(await placeCardOrder(body, words)).toEqual({ kind: 'refused', message: ENGLISH });
  });
});
