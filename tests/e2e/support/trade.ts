import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { call } from './api';
import { loginAs, type Persona } from './session';

/**
 * What journeys between two real people share: each person's own browser context, and the
 * human-to-human order they trade through (the `verified` persona, Vera Collins, buying from
 * MaxMerch — the `merchant` persona — on his GBP USDT sell ad) placed, paid and released
 * through the API so each journey can drive the step it is about through the pages.
 */

export interface MaxMerchAd {
  id: number;
  price: string;
  minLimit: string;
  advertiser: { userId: number; nickname: string };
}

/** A logged-in page in its own browser context (its own cookies: another person). */
export async function personaPage(
  browser: Browser,
  persona: Persona,
  baseURL: string | undefined,
  options: { timezoneId?: string; init?: (page: Page) => Promise<void> } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    timezoneId: options.timezoneId,
  });
  const page = await context.newPage();
  await options.init?.(page);
  await loginAs(page, persona);
  return page;
}

/** MaxMerch's GBP USDT sell ad as the market lists it. */
export async function maxMerchAd(request: APIRequestContext): Promise<MaxMerchAd> {
  const ads = await call<{ items: MaxMerchAd[] }>(
    request,
    'GET',
    '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
  );
  const ad = ads.items.find((a) => a.advertiser.nickname === 'MaxMerch');
  if (!ad) throw new Error("MaxMerch's GBP sell ad is missing from the seed");
  return ad;
}

/** The buyer takes MaxMerch's ad at its minimum; returns the order number and the ad. */
export async function placeMaxMerchOrder(
  buyer: APIRequestContext,
): Promise<{ orderNo: string; ad: MaxMerchAd }> {
  const ad = await maxMerchAd(buyer);
  const { orderNo } = await call<{ orderNo: string }>(buyer, 'POST', '/c2c/v3/order/proceed', {
    adId: ad.id,
    price: ad.price,
    amount: ad.minLimit,
  });
  return { orderNo, ad };
}

/** The buyer marks the order paid with the seller's first payment method (and a payer name). */
export async function markPaid(buyer: APIRequestContext, orderNo: string, payerName?: string) {
  const detail = await call<{ sellerPayments: { method: { code: string } }[] }>(
    buyer,
    'GET',
    `/c2c/v3/order/detail?orderNo=${orderNo}`,
  );
  await call(buyer, 'POST', '/c2c/v3/order/paid', {
    orderNo,
    paymentMethod: detail.sellerPayments[0]?.method.code,
    ...(payerName ? { payerName } : {}),
  });
}

/** MaxMerch releases with a code from his authenticator app. */
export async function releaseWithApp(seller: APIRequestContext, orderNo: string) {
  const app = await call<{ code: string }>(
    seller,
    'GET',
    '/sandbox/authenticator?persona=merchant',
  );
  await call(seller, 'POST', '/c2c/v3/order/release', {
    orderNo,
    twoFactor: { channel: 'authenticator', code: app.code },
  });
}
