import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { LocaleCode } from '@/i18n/locales';
import { NEVER_RELEASE_NICKNAME } from '@/sandbox/db/seed-data/advertisers';
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

/** Stands for a value that changes (a countdown, a server's reason) in an expected text. */
const SLOT = '\u0000';
/** The longest fixed part of a text around its `SLOT`s: what the page must show whatever the value. */
const fixedPart = (text: string) =>
  text
    .split(SLOT)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0] ?? '';

/** A dictionary text filled with its parameters, failing when the key is missing. */
type Say = (key: string, params?: Record<string, string | number>) => string;

/** The texts of `files` and the refusal messages in `locale`, and a filler for them. */
function wording(locale: LocaleCode, ...files: string[]) {
  const texts: Dictionary = localeTexts(locale, 'refusals.json', ...files);
  const say: Say = (key, params = {}) => {
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
      await expect(error).toContainText(fixedPart(failed(SLOT)));
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
        fixedPart(say('market.panel.priceChanged', { price: SLOT })),
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

    test(`orders in progress at the cap, then cancellations at the daily cap (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const { texts, say } = wording(locale, 'market.json');
      const merchant = await merchantApi(baseURL ?? '');
      const ad = await merchantAd(merchant, 'sell');
      await merchant.dispose();
      await loginAs(page, 'verified', at(locale, '/buy_USDT'));
      const { maxPendingOrdersPerUser, dailyCancelCap } = await call<{
        maxPendingOrdersPerUser?: number;
        dailyCancelCap?: number;
      }>(page.request, 'GET', '/c2c/v3/public/config/basics-config');
      const placed: string[] = [];
      for (let i = 0; i < (maxPendingOrdersPerUser ?? 3); i += 1) {
        placed.push((await placeOn(page.request, NEVER_RELEASE_NICKNAME)).orderNo);
      }
      const dialog = await openPanel(page, ad.id);
      await dialog.getByLabel(say('market.panel.iPay')).fill('100');
      const submit = dialog.getByRole('button', {
        name: say('market.panel.submitBuy', { coin: 'USDT' }),
      });
      const error = dialog.getByTestId('order-error');
      await submit.click();
      await expect(error).toHaveText(
        say('market.panel.failed', {
          reason: say('refusal.userPendingCap', { max: maxPendingOrdersPerUser ?? 3 }),
        }),
      );
      await expectNoEnglish(page, locale, 'order panel after userPendingCap');

      // Cancelled as buyer up to the daily cap: the refusal names the cap and when orders open.
      for (const orderNo of placed.slice(0, dailyCancelCap ?? 3)) {
        await call(page.request, 'POST', '/c2c/v3/order/cancel', {
          orderNo,
          reason: 'no_longer_needed',
        });
      }
      await submit.click();
      const capped = fill(
        texts['refusal.dailyCancelCap'],
        { cap: dailyCancelCap ?? 3, retryAt: SLOT },
        locale,
      );
      await expect(error).toContainText(fixedPart(capped));
      await expectNoEnglish(page, locale, 'order panel after dailyCancelCap');
      await expect(dialog.getByLabel(say('market.panel.iPay'))).toHaveValue('100');
    });
  });
}

/** Where the merchant persona's SMS codes go (`GET /sandbox/codes?target=`). */
const MERCHANT_PHONE = '+447700900456';

/** Sends a code from the two-factor dialog (after the behaviour check) and returns it. */
async function sendCode(page: Page, dialog: Locator, say: Say, phone: string) {
  await dialog.getByRole('button', { name: say('verification.send') }).click();
  const slider = dialog.getByRole('slider', { name: say('verification.check.slider') });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(dialog.getByTestId('verify-send')).toBeDisabled();
  await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
  const sent = await call<{ code: string }>(
    page.request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(phone)}`,
  );
  return sent.code;
}

interface MethodForm {
  method: { code: string };
  fields: { key: string; name: string; type: string; required: boolean }[];
}

test.describe('payment methods and the two-factor dialog (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('a method in use, a wrong code, an injected failure: each in Persian, nothing lost', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { say, refusal } = wording(locale, 'payments.json', 'verification.json');
    await loginAs(page, 'merchant', at(locale, '/payment'));
    await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });

    // Removing a method the merchant's listed ads show: refused, with how many ads.
    const { items } = await call<{
      items: (MyAd & { status: string; paymentMethods: { code: string }[] })[];
    }>(page.request, 'GET', '/c2c/v3/ad/my-list');
    const listedAds = items.filter(
      (a) => a.status === 'listed' && a.paymentMethods.some((m) => m.code === 'faster_payments'),
    ).length;
    const item = page.locator('[data-testid="payment-item"][data-method="faster_payments"]');
    await item.getByTestId('payment-remove').click();
    const confirm = page.getByTestId('payment-unbind-dialog');
    await confirm.getByRole('button', { name: say('payments.unbind.confirm') }).click();
    const unbindError = confirm.getByTestId('payment-unbind-error');
    await expect(unbindError).toHaveText(
      say('payments.unbind.failed', { reason: say('refusal.inUse', { listedAds }) }),
    );
    await expectNoEnglish(page, locale, 'remove a payment method in use');
    // An injected 503 on the same call.
    await inject(page, [{ path: '/c2c/v3/user-payment/unbind/:id' }]);
    await confirm.getByRole('button', { name: say('payments.unbind.confirm') }).click();
    await expect(unbindError).toContainText(
      fixedPart(say('payments.unbind.failed', { reason: SLOT })),
    );
    await expectNoEnglish(page, locale, 'remove a payment method, injected 503');
    await inject(page, []);
    await confirm.getByRole('button', { name: say('payments.form.cancel') }).click();
    await expect(item).toBeVisible();

    // Adding a bank transfer: a wrong code, then the save failing.
    const forms = await call<MethodForm[]>(
      page.request,
      'GET',
      '/c2c/v3/user-payment/requirement?fiat=GBP',
      undefined,
      { lang: locale },
    );
    const bank = forms.find((f) => f.method.code === 'bank_transfer');
    expect(bank).toBeTruthy();
    await page.getByRole('button', { name: say('payments.add') }).click();
    await page.getByTestId('payment-method-bank_transfer').click();
    const form = page.getByTestId('payment-form');
    const values: Record<string, string> = {
      name: 'Max Merchant',
      bankName: 'Barclays',
      accountNumber: 'GB29NWBK60161331926819',
    };
    for (const field of bank?.fields ?? []) {
      const value = values[field.key];
      if (value) await form.getByLabel(field.name).fill(value);
    }
    await form.getByRole('button', { name: say('payments.form.save') }).click();
    const dialog = page.getByRole('dialog', { name: say('payments.verify.title') });
    await expect(dialog).toBeVisible();
    const sent = await sendCode(page, dialog, say, MERCHANT_PHONE);
    const code = dialog.getByRole('textbox', { name: say('verification.code.label') });
    const wrong = sent === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await dialog.getByRole('button', { name: say('payments.verify.submit') }).click();
    await expect(dialog.getByTestId('verify-submit-error')).toHaveText(
      say('payments.save.failed', { reason: refusal('codeInvalid') }),
    );
    await expect(code).toHaveValue(wrong);
    await expectNoEnglish(page, locale, 'payment method save, wrong code');

    await inject(page, [{ path: '/c2c/v3/user-payment/save', method: 'POST' }]);
    await code.fill(sent);
    await dialog.getByRole('button', { name: say('payments.verify.submit') }).click();
    const saveError = page.getByTestId('payment-form-error');
    await expect(saveError).toContainText(fixedPart(say('payments.save.failed', { reason: SLOT })));
    await expect(form.getByLabel(bank?.fields[0]?.name ?? '')).toHaveValue('Max Merchant');
    await expectNoEnglish(page, locale, 'payment method save, injected 503');
  });
});

interface ApplyField {
  fieldKey: string;
  fieldType: 'text' | 'phone' | 'email' | 'select' | 'textarea' | 'image' | 'video';
  options: { value: string }[];
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.from([0x00, 0x00, 0x00, 0x08]),
  Buffer.from('mdat', 'latin1'),
]);
const APPLY_VALUES: Record<string, string> = {
  fullName: 'Vera Collins',
  areaCode: '44',
  phone: '7700900123',
  email: 'verified@example.com',
  emergencyContact: 'Sam Collins',
  emergencyPhone: '7700900456',
  address: '221B Baker Street, London NW1 6XE',
};

test.describe('the merchant application (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('an injected failure, the portal closing, the balance dropping and files gone: each in Persian', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { say } = wording(locale, 'merchant.json');
    await loginAs(page, 'verified', at(locale, '/becomeMember'));
    const form = page.getByTestId('merchant-apply');
    await expect(page.locator('[data-testid="merchant-apply"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
    const { fields, deposit } = await call<{
      fields: ApplyField[];
      deposit: { coin: string; amount: string };
    }>(page.request, 'GET', '/c2c/v3/merchant/requirement');
    const box = (key: string) => form.locator(`[data-field="${key}"]`);
    for (const field of fields) {
      if (field.fieldType === 'select') {
        await box(field.fieldKey)
          .getByRole('combobox')
          .selectOption(field.options.at(-1)?.value ?? '');
      } else if (field.fieldType === 'image' || field.fieldType === 'video') {
        const file =
          field.fieldType === 'video'
            ? { name: 'me.mp4', mimeType: 'video/mp4', buffer: MP4 }
            : { name: `${field.fieldKey}.png`, mimeType: 'image/png', buffer: PNG };
        await box(field.fieldKey).locator('input[type="file"]').setInputFiles(file);
        await expect(box(field.fieldKey)).toHaveAttribute('data-status', 'done');
      } else {
        await box(field.fieldKey)
          .getByRole('textbox')
          .fill(APPLY_VALUES[field.fieldKey] ?? 'Valid value');
      }
    }
    const submit = form.getByRole('button', { name: say('merchant.form.submit') });
    const top = page.getByTestId('merchant-form-error');
    const kept = async () => {
      await expect(box('fullName').getByRole('textbox')).toHaveValue('Vera Collins');
      await expect(submit).toBeEnabled();
    };

    await inject(page, [{ path: '/c2c/v3/merchant/apply', method: 'POST' }]);
    await submit.click();
    await expect(top).toContainText(fixedPart(say('merchant.form.failed', { reason: SLOT })));
    await expectNoEnglish(page, locale, 'merchant application, injected 503');
    await kept();
    await inject(page, []);

    await call(page.request, 'POST', '/sandbox/merchant/state', {
      persona: 'verified',
      status: 'portal_closed',
    });
    await submit.click();
    await expect(top).toHaveText(say('merchant.form.closed'));
    await expectNoEnglish(page, locale, 'merchant application, portal closed');
    await kept();
    await call(page.request, 'POST', '/sandbox/merchant/state', {
      persona: 'verified',
      status: 'not_verified',
    });

    await call(page.request, 'POST', '/sandbox/balance', {
      persona: 'verified',
      account: 'p2p',
      coin: deposit.coin,
      available: '100',
    });
    await submit.click();
    await expect(page.getByTestId('merchant-deposit')).toContainText(
      say('merchant.deposit.balanceTooLow', { currency: deposit.coin, num: deposit.amount }),
    );
    await expectNoEnglish(page, locale, 'merchant application, balance too low');
    await kept();

    // The sandbox starts again (its uploads deleted); the same user logs in again and sends the
    // form as it is: the exchange refuses the files by field.
    expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
    await call(page.request, 'POST', '/sandbox/session', { persona: 'verified' });
    await submit.click();
    const uploads = fields.filter((f) => f.fieldType === 'image' || f.fieldType === 'video');
    await expect(box(uploads[0]?.fieldKey ?? '').getByTestId('merchant-field-error')).toBeVisible();
    await expectNoEnglish(page, locale, 'merchant application, files refused by field');
    await kept();
  });
});

test.describe('the ad form (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('posting: an injected failure and the balance dropping; editing: a conflict; all in Persian', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const { texts, say } = wording(locale, 'ads.json');
    const label = (key: string) => texts[key] ?? key;
    await loginAs(page, 'merchant', at(locale, '/releaseAdvertising'));
    const hydrated = (p: Page) =>
      expect(p.locator('[data-testid="ad-form-page"][data-hydrated]')).toBeAttached({
        timeout: 15_000,
      });
    await hydrated(page);
    const form = page.getByTestId('ad-form');
    await form.getByRole('radio', { name: label('ads.form.type.sell'), exact: true }).check();
    await form
      .getByRole('radio', { name: label('ads.form.priceType.floating'), exact: true })
      .check();
    await form.getByLabel(label('ads.form.floatingRatio'), { exact: true }).fill('99');
    const quantity = form.getByLabel(label('ads.form.quantity'), { exact: true });
    await quantity.fill('1000');
    await form.getByLabel(label('ads.form.minLimit'), { exact: true }).fill('20');
    await form.getByLabel(label('ads.form.maxLimit'), { exact: true }).fill('500');
    await form.getByRole('checkbox', { name: /Faster Payments/ }).check();
    const post = page.getByRole('button', { name: say('ads.form.submit.create') });

    await inject(page, [{ path: '/c2c/v3/ad/create', method: 'POST' }]);
    await post.click();
    await expect(page.getByTestId('ad-failure')).toBeVisible();
    await expectNoEnglish(page, locale, 'ad form, injected 503');
    await expect(quantity).toHaveValue('1000');
    await inject(page, []);

    // The merchant's P2P balance drops after the form read it: the exchange refuses the sell ad.
    await call(page.request, 'POST', '/sandbox/balance', {
      persona: 'merchant',
      account: 'p2p',
      coin: 'USDT',
      available: '10',
    });
    await post.click();
    const failure = page.getByTestId('ad-failure');
    await expect(failure).toContainText(say('ads.refusal.insufficientBalance'));
    await expect(failure).toContainText(
      say('ads.refusal.insufficientBalanceHint', { coin: 'USDT' }),
    );
    await expectNoEnglish(page, locale, 'ad form, insufficientBalance');
    await expect(quantity).toHaveValue('1000');
    await expect(page).toHaveURL(new RegExp(`/${locale}/releaseAdvertising$`));

    // Two tabs edit the same ad: the later save is refused as a conflict.
    const merchant = await merchantApi(page.url().replace(/\/fa\/.*$/, ''));
    const ad = await merchantAd(merchant, 'buy');
    await merchant.dispose();
    const second = await context.newPage();
    await page.goto(at(locale, `/releaseAdvertising/${ad.id}`));
    await second.goto(at(locale, `/releaseAdvertising/${ad.id}`));
    await hydrated(page);
    await hydrated(second);
    const save = (p: Page) => p.getByRole('button', { name: say('ads.form.submit.edit') });
    await page.getByLabel(label('ads.form.quantity'), { exact: true }).fill('4000');
    await save(page).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/myads$`));
    const secondQuantity = second.getByLabel(label('ads.form.quantity'), { exact: true });
    await secondQuantity.fill('4500');
    await save(second).click();
    await expect(second.getByTestId('ad-conflict')).toBeVisible();
    await expect(secondQuantity).toHaveValue('4500');
    await expectNoEnglish(second, locale, 'ad edit, version conflict');
    await second.close();
  });
});

test.describe('buying by card (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('a failing provider, the quotes failing, the order refused and an injected failure: all in Persian', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { say } = wording(locale, 'card.json');
    await loginAs(page, 'verified', at(locale, '/thirdParty'));
    await expect(page.locator('[data-testid="card-island"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
    const offers = page.getByTestId('card-offer');
    const settled = async () => {
      await expect(page.getByTestId('card-quotes-status')).not.toHaveText(
        say('card.quotes.loading'),
      );
      await expect(offers.first()).toBeVisible();
    };
    await settled();
    const amount = page.getByLabel(say('card.form.spend'), { exact: true });
    const typed = await amount.inputValue();

    // The quotes fail, then come back with Retry.
    await inject(page, [{ path: '/c2c/v3/public/third-party/supplier-list' }]);
    await amount.fill('120');
    const quotesError = page.getByTestId('card-quotes-error');
    await expect(quotesError).toContainText(say('card.quotes.error'));
    await expectNoEnglish(page, locale, 'card quotes failing');
    await inject(page, []);
    await quotesError.getByRole('button', { name: say('card.quotes.retry') }).click();
    await settled();

    await page.getByRole('checkbox', { name: say('card.disclaimer.agree') }).check();
    const best = page.locator('[data-testid="card-offer"][data-best]');
    const supplier = (await best.getAttribute('data-supplier')) ?? '';
    const buyError = page.getByTestId('card-buy-error');

    // An injected 503 when ordering.
    await inject(page, [{ path: '/c2c/v3/third-party/order', method: 'POST' }]);
    await best.getByRole('button').click();
    await expect(buyError).toBeVisible();
    await expectNoEnglish(page, locale, 'card order, injected 503');
    await expect(amount).toHaveValue('120');
    await inject(page, []);

    // The provider stops taking orders after quoting: refused, another provider offered.
    await call(page.request, 'POST', '/sandbox/third-party/supplier', { supplier, mode: 'fail' });
    await best.getByRole('button').click();
    await expect(buyError).toContainText(
      fixedPart(say('card.error.supplierUnavailable', { supplier: SLOT })),
    );
    await expectNoEnglish(page, locale, 'card order, provider unavailable');
    await expect(amount).toHaveValue('120');
    await expect(
      page.locator(`[data-testid="card-unavailable-offer"][data-supplier="${supplier}"]`),
    ).toBeVisible();
    await expectNoEnglish(page, locale, 'card offers with one provider failing');
    expect(typed).not.toBe('');
  });
});

interface PublicAd {
  id: number;
  price: string;
  minLimit: string;
  advertiser: { nickname: string };
}

/** An order `verified` places through the API on the GBP USDT sell ad of `nickname`. */
async function placeOn(api: APIRequestContext, nickname: string) {
  const { items } = await call<{ items: PublicAd[] }>(
    api,
    'GET',
    '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
  );
  const ad = items.find((a) => a.advertiser.nickname === nickname);
  expect(ad, `${nickname}'s GBP USDT ad`).toBeTruthy();
  return call<{ orderNo: string }>(api, 'POST', '/c2c/v3/order/proceed', {
    adId: ad?.id,
    price: ad?.price,
    amount: ad?.minLimit,
  });
}

test.describe('the order page, its chat and the appeal (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('marking paid refused, the order moving on, the chat too fast, the appeal failing: all in Persian', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { say } = wording(locale, 'orders.json', 'appeal.json');
    await loginAs(page, 'verified', at(locale, '/myorder'));
    const { orderNo } = await placeOn(page.request, NEVER_RELEASE_NICKNAME);
    await page.goto(at(locale, `/order/detail/${orderNo}`));
    const orderPage = page.locator('[data-testid="order-page"][data-hydrated]');
    await expect(orderPage).toBeAttached({ timeout: 15_000 });

    // Marking paid: an injected 503, then a refusal saying the order moved on.
    const openPaid = async () => {
      await page.getByRole('button', { name: say('orders.action.paid') }).click();
      const dialog = page.getByTestId('order-paid-dialog');
      await expect(
        dialog.getByRole('button', { name: say('orders.paidDialog.submit') }),
      ).toBeVisible();
      const methods = dialog.getByRole('radio');
      if ((await methods.count()) > 0) await methods.first().check();
      await dialog.getByRole('checkbox').check();
      return dialog;
    };
    let dialog = await openPaid();
    await inject(page, [{ path: '/c2c/v3/order/paid', method: 'POST' }]);
    await dialog.getByRole('button', { name: say('orders.paidDialog.submit') }).click();
    await expect(dialog.getByTestId('modal-dialog-error')).toBeVisible();
    await expectNoEnglish(page, locale, 'order page, paid, injected 503');
    await inject(page, [
      {
        path: '/c2c/v3/order/paid',
        method: 'POST',
        status: 503,
        code: 102022,
        msg: 'The order status has changed',
        times: 1,
      },
    ]);
    await dialog.getByRole('button', { name: say('orders.paidDialog.submit') }).click();
    await expect(
      page.getByText(fixedPart(say('orders.error.moved', { status: SLOT }))),
    ).toBeVisible();
    await expectNoEnglish(page, locale, 'order page, paid, state conflict');
    if (!(await dialog.isVisible())) dialog = await openPaid();
    await dialog.getByRole('button', { name: say('orders.paidDialog.submit') }).click();
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');

    // The chat: past the rate limit (messages sent a moment ago), the next one waits, kept.
    const { chatRateLimitCount } = await call<{ chatRateLimitCount?: number }>(
      page.request,
      'GET',
      '/c2c/v3/public/config/basics-config',
    );
    for (let i = 0; i < (chatRateLimitCount ?? 10); i += 1) {
      await call(page.request, 'POST', '/c2c/v3/order/chat/send', {
        orderNo,
        clientId: `refusal-test-${i}-${Date.now()}`,
        text: `پیام ${i}`,
      });
    }
    const toggle = page.getByTestId('chat-toggle');
    if (await toggle.isVisible()) await toggle.click();
    const box = page.getByTestId('order-chat').getByRole('textbox');
    await box.fill('سلام، پرداخت کردم');
    await box.press('Enter');
    const problem = page.getByTestId('chat-problem');
    await expect(problem).toBeVisible();
    // The countdown changes every second: the sentence up to it.
    await expect(problem).toContainText(
      fixedPart(say('orders.chat.error.rateLimited', { countdown: SLOT })),
    );
    await expect(box).toHaveValue('سلام، پرداخت کردم');
    await expectNoEnglish(page, locale, 'order chat, rate limited');

    // The appeal, once the wait is over: an injected 503 keeps everything typed.
    const { appealMinWaitMinutes } = await call<{ appealMinWaitMinutes: number }>(
      page.request,
      'GET',
      '/c2c/v3/public/config/basics-config',
    );
    await call(page.request, 'POST', '/sandbox/clock', {
      advanceSeconds: appealMinWaitMinutes * 60 + 5,
    });
    await page.goto(at(locale, `/complaint/create/${orderNo}`));
    await expect(page.locator('[data-testid="appeal"][data-hydrated]')).toBeAttached({
      timeout: 15_000,
    });
    await page.getByLabel(say('appeal.field.reason')).selectOption('paid_not_released');
    const description = page.getByLabel(say('appeal.field.description'));
    await description.fill('پرداخت کردم ولی فروشنده رمزارز را آزاد نکرده است.');
    await page.getByLabel(say('appeal.field.contactPerson')).fill('ورا');
    await page.getByLabel(say('appeal.field.contactInfo')).fill('verified@example.com');
    await inject(page, [{ path: '/c2c/v3/order/appeal', method: 'POST' }]);
    await page.getByRole('button', { name: say('appeal.submit') }).click();
    await expect(page.getByTestId('appeal-error')).toBeVisible();
    await expectNoEnglish(page, locale, 'appeal, injected 503');
    await expect(description).toHaveValue('پرداخت کردم ولی فروشنده رمزارز را آزاد نکرده است.');
  });
});
