import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LocaleCode } from '@/i18n/locales';
import { call } from './support/api';
import { expectNoEnglish } from './support/no-english';
import { loginAs } from './support/session';
import { fill, localeTexts, type Dictionary } from './support/texts';

/**
 * Issue 13, "Correctness" and "Done when": every refusal the sandbox can produce reaches the
 * reader in the page's language, the page stays usable (what was typed is kept, the next step is
 * there), and no English sentence is left on the page. Each journey drives the refusal through
 * the UI with the sandbox's controls (reference price, balances, the advertiser's own ad,
 * injected faults) in fa, and the same journey runs in ru, es and ja. The expected wording is
 * read from the dictionaries (`locales/<code>/refusals.json` and the page's own file).
 */

// Journeys reset the sandbox first (one worker runs the files in order); a failed one does not
// skip the rest, so one run lists every place a refusal is still in English.
const LOCALES = ['fa', 'ru', 'es', 'ja'] as const satisfies readonly LocaleCode[];

/** A page address in `locale`. */
const at = (locale: LocaleCode, path: string) => `/${locale}${path}`;

/** The texts of `files` and the refusal messages in `locale`, and a filler for them. */
function wording(locale: LocaleCode, ...files: string[]) {
  const texts: Dictionary = localeTexts(locale, 'refusals.json', ...files);
  const say = (key: string, params: Record<string, string | number> = {}) => {
    expect(texts[key], `${key} in ${locale}`).toBeTruthy();
    return fill(texts[key], params, locale);
  };
  return { texts, say, refusal: (name: string) => say(`refusal.${name}`) };
}

/** The merchant persona's own session, apart from the page's (it acts as the other party). */
async function merchantApi(baseURL: string) {
  const merchant = await request.newContext({ baseURL });
  await call(merchant, 'POST', '/sandbox/session', { persona: 'merchant' });
  return merchant;
}

/** One injected failure as `POST /sandbox/faults` takes it (the sandbox fills the defaults). */
interface Fault {
  path: string;
  method?: 'GET' | 'POST';
  status?: 500 | 502 | 503 | 504;
  code?: number;
  msg?: string;
  times?: number;
}

/**
 * Makes calls fail (an empty list clears them). A fault with a refusal's `code` and an English
 * `msg` stands in for a state the sandbox cannot reach from a test (an advertiser at its cap of
 * orders in progress): the page must word it by its code, never show the server's text.
 */
async function inject(page: Page, faults: Fault[]) {
  await call(page.request, 'POST', '/sandbox/faults', { faults });
}

interface MyAd {
  id: number;
  type: 'buy' | 'sell';
  coin: string;
  fiat: string;
  version: number;
}

/** The merchant's GBP USDT ad on one side (the seed lists one of each). */
async function merchantAd(request: APIRequestContext, type: 'buy' | 'sell') {
  const { items } = await call<{ items: MyAd[] }>(request, 'GET', '/c2c/v3/ad/my-list');
  const ad = items.find((a) => a.type === type && a.coin === 'USDT' && a.fiat === 'GBP');
  expect(ad, `merchant's GBP USDT ${type} ad`).toBeTruthy();
  return ad as MyAd;
}

/** Opens the order panel on one ad of the market page (it must be on the first page). */
async function openPanel(page: Page, adId: number) {
  await expect(page.locator('.market[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('.market-results.is-loading')).toHaveCount(0);
  await page
    .locator(`[data-testid="market-row"][data-ad-id="${adId}"] [data-trade="open"]`)
    .click();
  const dialog = page.getByTestId('order-panel');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.afterEach(async ({ page }) => inject(page, []));
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

for (const locale of LOCALES) {
  test.describe(`order panel refusals in ${locale}`, () => {
    test.beforeEach(async ({ request }) => {
      expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test(`buying: an injected failure, the advertiser's cap, the ad gone, then a moved price (${locale})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const { say, refusal } = wording(locale, 'market.json');
      const merchant = await merchantApi(baseURL ?? '');
      const ad = await merchantAd(merchant, 'sell');
      await loginAs(page, 'verified', at(locale, '/buy_USDT'));
      const dialog = await openPanel(page, ad.id);
      const pay = dialog.getByLabel(say('market.panel.iPay'));
      const receive = dialog.getByLabel(say('market.panel.iReceive'));
      const submit = dialog.getByRole('button', {
        name: say('market.panel.submitBuy', { coin: 'USDT' }),
      });
      const error = dialog.getByTestId('order-error');
      const failed = (reason: string) => say('market.panel.failed', { reason });
      await pay.fill('100');
      const quantity = await receive.inputValue();

      // The exchange fails (an injected 503, the sandbox's default English message).
      await inject(page, [{ path: '/c2c/v3/order/proceed', method: 'POST' }]);
      await submit.click();
      await expect(error).toBeVisible();
      await expect(error).toContainText(failed('').trim());
      await expectNoEnglish(page, locale, 'order panel after an injected 503');
      await expect(pay).toHaveValue('100');
      await expect(submit).toBeEnabled();

      // The advertiser is at its cap of orders in progress (its code, the server's English text).
      await inject(page, [
        {
          path: '/c2c/v3/order/proceed',
          method: 'POST',
          status: 503,
          code: 102010,
          msg: 'The advertiser has too many pending orders',
          times: 1,
        },
      ]);
      await submit.click();
      await expect(error).toHaveText(failed(refusal('advertiserPendingCap')));
      await expectNoEnglish(page, locale, 'order panel after advertiserPendingCap');
      await expect(pay).toHaveValue('100');

      // The advertiser delists the ad while the panel is open.
      const delisted = await call<MyAd>(merchant, 'POST', '/c2c/v3/ad/action', {
        id: ad.id,
        action: 'delist',
        version: ad.version,
      });
      await submit.click();
      await expect(error).toHaveText(failed(refusal('adUnavailable')));
      await expectNoEnglish(page, locale, 'order panel after adUnavailable');
      await expect(pay).toHaveValue('100');
      await call(merchant, 'POST', '/c2c/v3/ad/action', {
        id: ad.id,
        action: 'relist',
        version: delisted.version,
      });

      // The reference price moves (the ad floats): the new price, the quantity recomputed for
      // the amount typed, and a confirm that orders at it.
      await call(page.request, 'POST', '/sandbox/market/price', { coin: 'USDT', usdPrice: '1.25' });
      await submit.click();
      const repriced = dialog.getByTestId('order-repriced');
      await expect(repriced).toBeVisible();
      await expect(repriced).toContainText(
        say('market.panel.priceChanged', { price: '' }).split(' ')[0] ?? '',
      );
      await expect(pay).toHaveValue('100');
      await expect(receive).not.toHaveValue(quantity);
      await expectNoEnglish(page, locale, 'order panel after priceChanged');
      await dialog.getByRole('button', { name: say('market.panel.confirmPrice') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/order/detail/\\d{8,32}$`));
      await expectNoEnglish(page, locale, 'the order placed at the new price');
      await merchant.dispose();
    });

    test(`selling beyond the P2P balance: the refusal and the balance read again (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const { say, refusal } = wording(locale, 'market.json');
      const merchant = await merchantApi(baseURL ?? '');
      const ad = await merchantAd(merchant, 'buy');
      await merchant.dispose();
      await loginAs(page, 'verified', at(locale, '/sell_USDT'));
      const dialog = await openPanel(page, ad.id);
      const balance = dialog.getByTestId('order-balance');
      await expect(balance).toHaveAttribute('data-status', 'ok');
      const sell = dialog.getByLabel(say('market.panel.iSell'));
      await sell.fill('100');
      await dialog.getByTestId('seller-payments').getByRole('checkbox').first().check();

      // The balance drops elsewhere after the panel read it; the exchange refuses the order.
      await call(page.request, 'POST', '/sandbox/balance', {
        persona: 'verified',
        account: 'p2p',
        coin: 'USDT',
        available: '50',
      });
      await dialog
        .getByRole('button', { name: say('market.panel.submitSell', { coin: 'USDT' }) })
        .click();
      await expect(dialog.getByTestId('order-error')).toHaveText(
        say('market.panel.failed', { reason: refusal('insufficientBalance') }),
      );
      await expect(balance).toContainText('50.00');
      await expect(sell).toHaveValue('100');
      await expect(dialog.getByTestId('order-transfer')).toBeVisible();
      await expectNoEnglish(page, locale, 'sell panel after insufficientBalance');
    });
  });
}
