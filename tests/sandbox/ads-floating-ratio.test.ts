import { describe, expect, it } from 'vitest';
import type { MyAd } from '@/contract/ads';
import type { BasicsConfig } from '@/contract/market';
import { startSandbox } from './harness';
import { adBody, poster, postAd } from './ads-helpers';
import { exec } from './market-helpers';

/**
 * The floating price ratio (issue 13, item 4): its range and decimals come from the config
 * table (served by basics-config, so the form applies the same numbers), a ratio outside them is
 * refused on its field with the rule's name, and a saved ratio is normalised ("101.5", never
 * "101.50"), however it was typed.
 */

interface Refused {
  errors?: { path: string; code: string; rule?: string; params?: Record<string, string> }[];
}

/** A floating ad at `floatingRatio`, the risk of a far price confirmed (a separate rule). */
const floating = (floatingRatio: string) => ({
  priceType: 'floating',
  fixedPrice: '',
  floatingRatio,
  riskConfirmed: true,
});

describe('the floating price ratio', () => {
  it('serves its range and decimals from the config table', async () => {
    const h = startSandbox();
    const res = await h.get<BasicsConfig>('/c2c/v3/public/config/basics-config');
    expect(res.body.data).toMatchObject({
      floatingRatioMin: '50',
      floatingRatioMax: '150',
      floatingRatioScale: 2,
    });
  });

  it('refuses more decimals than configured and a ratio outside the range, on its field', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const post = (ratio: string) =>
      h.post<Refused>('/c2c/v3/ad/create', adBody(merchant, floating(ratio)), {
        token: merchant.token,
      });

    const precise = await post('101.123456789');
    expect(precise.status).toBe(400);
    expect(precise.body.data.errors).toEqual([
      expect.objectContaining({ path: 'floatingRatio', code: 'scale', params: { max: '2' } }),
    ]);

    const high = await post('150.01');
    expect(high.status).toBe(400);
    expect(high.body.data.errors).toEqual([
      expect.objectContaining({
        path: 'floatingRatio',
        rule: 'ratioRange',
        params: { min: '50', max: '150' },
      }),
    ]);
    expect((await post('49.99')).body.data.errors?.[0]?.rule).toBe('ratioRange');

    // Both ends are allowed.
    expect((await post('150')).status).toBe(200);
  });

  it('follows the config table without a restart', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    exec(h, "UPDATE config SET value = '110' WHERE key = 'p2p.floatingRatioMax'");
    exec(h, "UPDATE config SET value = '1' WHERE key = 'p2p.floatingRatioScale'");
    const refused = await h.post<Refused>(
      '/c2c/v3/ad/create',
      adBody(merchant, floating('109.55')),
      { token: merchant.token },
    );
    expect(refused.body.data.errors?.[0]).toMatchObject({ path: 'floatingRatio', code: 'scale' });
    const over = await h.post<Refused>('/c2c/v3/ad/create', adBody(merchant, floating('111')), {
      token: merchant.token,
    });
    expect(over.body.data.errors?.[0]).toMatchObject({
      rule: 'ratioRange',
      params: { max: '110' },
    });
  });

  it('saves a ratio normalised, however it was typed', async () => {
    const h = startSandbox();
    const merchant = await poster(h);
    const ad: MyAd = await postAd(h, merchant, floating('101.50'));
    expect(ad.floatingRatio).toBe('101.5');
    const whole = await postAd(h, merchant, { ...floating('100.00'), remarks: 'Second' });
    expect(whole.floatingRatio).toBe('100');
  });
});
