import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { LocaleCode } from '@/i18n/locales';
import { call } from './support/api';
import { merchantAd, wording, type PublicAd, type Say } from './support/refusal-journeys';
import { personaPage } from './support/trade';

/**
 * The block list (issue 14, item 5) in two real browsers, en and fa. `verified` (Vera) blocks
 * MaxMerch (the `merchant` persona) from his profile: his ads leave her market (the server's
 * HTML too), taking his ad from his profile is refused with the way out (her block list), where
 * Unblock brings his ads back. MaxMerch blocks Vera from the order page of a running order: the
 * order goes on, and Vera taking his ad is refused with "You cannot trade with this advertiser"
 * (it says no more); unblocking in his user centre lets her trade again.
 */

interface MarketAd extends PublicAd {
  advertiser: { nickname: string; userId: number };
}

/** MaxMerch's GBP USDT sell ad as the market lists it (with his user id). */
async function maxMerchSellAd(merchant: Page, viewer: Page): Promise<MarketAd> {
  const mine = await merchantAd(merchant.request, 'sell');
  const { items } = await call<{ items: MarketAd[] }>(
    viewer.request,
    'GET',
    '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
  );
  const ad = items.find((a) => a.id === mine.id);
  expect(ad, "MaxMerch's sell ad on Vera's market").toBeTruthy();
  return ad as MarketAd;
}

const row = (page: Page, adId: number) =>
  page.locator(`[data-testid="market-row"][data-ad-id="${adId}"]`);

async function openMarket(page: Page, prefix: string) {
  await page.goto(`${prefix}/buy_USDT`);
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('.market-results.is-loading')).toHaveCount(0);
}

/** Opens the order panel on `ad`'s row, types its minimum and submits: the panel's error line. */
async function tryToBuy(page: Page, ad: MarketAd, say: Say) {
  await row(page, ad.id).locator('[data-trade="open"]').click();
  const dialog = page.getByTestId('order-panel');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(say('market.panel.iPay')).fill(ad.minLimit);
  await dialog
    .getByRole('button', { name: say('market.panel.submitBuy', { coin: 'USDT' }) })
    .click();
  return dialog.getByTestId('order-error');
}

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

const CASES = [
  { locale: 'en', prefix: '' },
  { locale: 'fa', prefix: '/fa' },
] as const satisfies readonly { locale: LocaleCode; prefix: string }[];

for (const { locale, prefix } of CASES) {
  test(`${locale}: a block from the profile hides the advertiser's ads and refuses his ad, with the way back`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const { say, refusal } = wording(locale, 'block-list.json', 'market.json');
    const merchant = await personaPage(browser, 'merchant', baseURL ?? '');
    const vera = await personaPage(browser, 'verified', baseURL ?? '');
    const ad = await maxMerchSellAd(merchant, vera);

    await openMarket(vera, prefix);
    await expect(row(vera, ad.id)).toBeVisible();

    // Block from his profile, after the confirmation says what it does.
    const profile = `${prefix}/addetail/${ad.advertiser.userId}`;
    await vera.goto(profile);
    await expect(vera.locator('[data-testid="block-user"][data-hydrated]')).toBeAttached();
    await vera.getByTestId('block-button').click();
    const dialog = vera.getByTestId('block-dialog');
    await expect(dialog).toContainText(say('block.dialog.ads'));
    await expect(dialog).toContainText(say('block.dialog.running'));
    await dialog.getByTestId('block-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(vera.getByTestId('block-user')).toContainText(say('block.state.blocked'));

    // His ads are gone from her market, in the server's HTML as in the page.
    await openMarket(vera, prefix);
    await expect(row(vera, ad.id)).toHaveCount(0);
    const mine = await vera.request.get(`${prefix}/buy_USDT?fiat=GBP`);
    // Her market is hers: never kept by a shared cache.
    expect(mine.headers()['cache-control']).toContain('private');
    expect(await mine.text()).not.toContain(`data-ad-id="${ad.id}"`);
    // A visitor's market still lists it.
    const visitorHtml = await (await request.get(`${prefix}/buy_USDT?fiat=GBP`)).text();
    expect(visitorHtml).toContain(`data-ad-id="${ad.id}"`);

    // His profile still lists the ad; taking it says why and where to undo it.
    await vera.goto(profile);
    await expect(vera.locator('[data-testid="profile-ads"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
    const error = await tryToBuy(vera, ad, say);
    await expect(error).toContainText(refusal('youBlockedAdvertiser'));
    await error.getByTestId('order-open-block-list').click();

    // The block list in the user centre: MaxMerch, then Unblock after a confirmation.
    await expect(vera).toHaveURL(/\/usercenter#blocked$/);
    const list = vera.getByTestId('uc-block-list');
    await list.scrollIntoViewIfNeeded();
    const blockedRow = list.getByTestId('uc-block-row').filter({ hasText: 'MaxMerch' });
    await expect(blockedRow).toBeVisible({ timeout: 15_000 });
    await blockedRow.getByTestId('uc-unblock').click();
    const confirm = vera.getByTestId('unblock-dialog');
    await expect(confirm).toContainText(say('block.unblock.body'));
    await confirm.getByTestId('block-confirm').click();
    await expect(list.getByTestId('uc-block-empty')).toHaveText(say('block.list.empty'));

    await openMarket(vera, prefix);
    await expect(row(vera, ad.id)).toBeVisible();
  });

  test(`${locale}: a block from the order page leaves the order running and refuses the blocked user`, async ({
    browser,
    baseURL,
  }) => {
    const { say, refusal } = wording(locale, 'block-list.json', 'market.json');
    const merchant = await personaPage(browser, 'merchant', baseURL ?? '');
    const vera = await personaPage(browser, 'verified', baseURL ?? '');
    const ad = await maxMerchSellAd(merchant, vera);
    const { orderNo } = await call<{ orderNo: string }>(
      vera.request,
      'POST',
      '/c2c/v3/order/proceed',
      { adId: ad.id, price: ad.price, amount: ad.minLimit },
    );

    // MaxMerch blocks Vera beside her name on the order page.
    await merchant.goto(`${prefix}/order/detail/${orderNo}`);
    await expect(merchant.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();
    const party = merchant.locator('[data-testid="block-user"][data-hydrated]');
    await expect(party).toBeAttached();
    await party.getByTestId('block-button').click();
    await merchant.getByTestId('block-dialog').getByTestId('block-confirm').click();
    await expect(merchant.getByTestId('unblock-button')).toBeVisible();

    // The running order is not affected.
    const detail = await call<{ status: string }>(
      vera.request,
      'GET',
      `/c2c/v3/order/detail?orderNo=${orderNo}`,
    );
    expect(detail.status).toBe('pending_payment');

    // Vera still sees his ad, but taking it is refused without saying more.
    await openMarket(vera, prefix);
    const error = await tryToBuy(vera, ad, say);
    await expect(error).toContainText(refusal('tradeBlocked'));
    await expect(error.getByTestId('order-open-block-list')).toHaveCount(0);

    // He unblocks her from his user centre.
    await merchant.goto(`${prefix}/usercenter#blocked`);
    const list = merchant.getByTestId('uc-block-list');
    await list.scrollIntoViewIfNeeded();
    await list.getByTestId('uc-unblock').first().click();
    await merchant.getByTestId('unblock-dialog').getByTestId('block-confirm').click();
    await expect(list.getByTestId('uc-block-empty')).toBeVisible();
    const status = await call<{ blocked: boolean }>(
      merchant.request,
      'GET',
      `/c2c/v3/user/block/status?userId=${await veraId(vera)}`,
    );
    expect(status.blocked).toBe(false);
  });
}

/** Vera's P2P user id (her own profile's). */
async function veraId(vera: Page): Promise<number> {
  const info = await call<{ userId: number }>(vera.request, 'GET', '/c2c/v3/user/info');
  return info.userId;
}
