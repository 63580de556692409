import { describe, expect, it } from 'vitest';
import { NO_LEADING_ZEROS } from '@/contract/common';
import { startSandbox } from './harness';
import { market } from './market-helpers';

/** A padded amount ("00012") is refused by the sandbox by field, "0.5" and "12" pass (issue 15, item 6). */
describe('leading zeros in amounts', () => {
  it('refuses a padded market amount filter with a field error, and takes the plain one', async () => {
    const h = startSandbox();
    const query = { side: 'buy', coin: 'USDT', fiat: 'GBP' };
    const padded = await market(h, { ...query, amount: '00012' });
    expect(padded.status).toBe(400);
    expect(padded.body.data).toEqual({
      errors: [{ path: 'amount', code: expect.any(String), message: NO_LEADING_ZEROS }],
    });
    for (const amount of ['12', '0.5', '12.50']) {
      expect((await market(h, { ...query, amount })).status, amount).toBe(200);
    }
  });
});
