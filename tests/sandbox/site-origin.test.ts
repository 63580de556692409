import { describe, expect, it } from 'vitest';
import type { SupplierQuote, ThirdPartyOrder } from '@/contract/card';
import { startSandbox } from './harness';

/**
 * Issue 15, item 3: with the site's public origin given (PUBLIC_SITE_URL, passed by our server),
 * the sandbox's absolute addresses never come from the request's Host header.
 */

const SITE = 'https://p2p.example';
const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
const ASK = { fiat: 'EUR', coin: 'BTC', amount: '100', amountType: 'fiat', paymentMethod: 'visa' };

describe('the public origin in the sandbox', () => {
  it('puts the stand-in checkout on the public origin whatever Host the call carried', async () => {
    const h = startSandbox({ siteOrigin: () => SITE });
    const token = await h.login('verified');
    const quotes = await h.get<SupplierQuote[]>(
      `/c2c/v3/public/third-party/supplier-list?${new URLSearchParams(ASK).toString()}`,
    );
    const quote = quotes.body.data.find((q) => q.available);
    if (!quote?.available) throw new Error('no quote');
    const res = await h.post<ThirdPartyOrder>(
      '/c2c/v3/third-party/order',
      {
        ...ASK,
        supplier: quote.supplier,
        quoteId: quote.quoteId,
        agreeDisclaimer: true,
        returnPath: '/thirdParty',
      },
      { token, headers: EVIL },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.checkoutUrl).toBe(`${SITE}/sandbox/checkout/${res.body.data.orderNo}`);
  });

  it("accepts the site's absolute return address and reduces it to a path; no other host", async () => {
    const h = startSandbox({ siteOrigin: () => SITE });
    const login = (returnUrl: string) =>
      h.sandbox.app.request('http://evil.example/sandbox/login', {
        method: 'POST',
        body: new URLSearchParams({ persona: 'verified', returnUrl }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...EVIL },
      });
    const home = await login(`${SITE}/fa/buy_USDT?fiat=EUR`);
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/fa/buy_USDT?fiat=EUR');
    // The request's own (client-chosen) host is not this site.
    const evil = await login('http://evil.example/phish');
    expect(evil.headers.get('location')).toBe('/');

    const page = await h.sandbox.app.request(
      `http://evil.example/sandbox/login?returnUrl=${encodeURIComponent(`${SITE}/sell_BTC`)}`,
      { headers: EVIL },
    );
    const html = await page.text();
    expect(html).toContain('value="/sell_BTC"');
    expect(html).not.toContain('evil.example');
  });
});
