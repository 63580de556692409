import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { formatDate } from '@/i18n/format-date';
import type { LocaleCode } from '@/i18n/locales';
import { advanceClock, call } from './support/api';
import { expectNoEnglish } from './support/no-english';
import { markPaid, personaPage, placeMaxMerchOrder } from './support/trade';
import { fill, localeTexts } from './support/texts';

/**
 * Limits on wrong second-factor codes (issue 15, item 4) where a seller meets them: releasing an
 * order. Vera (`verified`) buys MaxMerch's USDT and marks it paid through the API; MaxMerch (the
 * `merchant` persona) releases in his own browser. A wrong code says how many tries are left;
 * the fifth voids the code (Confirm off, focus on "Send a new code") and a new code releases.
 * Three voided codes within an hour lock the phone: the dialog says until when, in MaxMerch's
 * own time zone, sends nothing, and his authenticator app (another method) still releases.
 * English and Persian. Time moves with `POST /api/sandbox/clock`, never by sleeping.
 */

test.describe.configure({ mode: 'serial' });

const COIN = 'USDT';
/** Where MaxMerch's SMS codes go (`GET /api/sandbox/codes?target=`). */
const MERCHANT_PHONE = '+447700900456';
/** The zone each language's browser runs in: the lock's end is shown in it. */
const ZONES: Record<'en' | 'fa', string> = { en: 'America/New_York', fa: 'Asia/Tehran' };

/** Vera buys MaxMerch's GBP USDT at the ad's minimum and marks it paid: his turn to release. */
async function paidOrder(buyer: APIRequestContext): Promise<string> {
  const { orderNo } = await placeMaxMerchOrder(buyer);
  await markPaid(buyer, orderNo);
  return orderNo;
}

async function lastCode(request: APIRequestContext): Promise<string> {
  const sent = await call<{ code: string }>(
    request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(MERCHANT_PHONE)}`,
  );
  return sent.code;
}

/** A 6-digit code other than `code` (the `n`th of them). */
const wrongOf = (code: string, n: number) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

/**
 * Voids one SMS code through the API, as a script guessing would: a code sent the way the dialog
 * sends it, then five wrong releases (each refused, none a success).
 */
async function voidOneCode(seller: APIRequestContext, orderNo: string) {
  await advanceClock(seller, 61);
  const check = await seller.post('/api/user/validation/v2/behavior-verify', {
    multipart: { scene: 'sms', answer: 'slider-ok' },
  });
  const { verifyToken } = ((await check.json()) as { data: { verifyToken: string } }).data;
  await call(seller, 'POST', '/user/validation/online/sms', { verifyToken });
  const code = await lastCode(seller);
  for (let n = 0; n < 5; n++) {
    const res = await seller.post('/api/c2c/v3/order/release', {
      data: { orderNo, twoFactor: { channel: 'sms', code: wrongOf(code, n) } },
    });
    expect(((await res.json()) as { code: number }).code).not.toBe(200);
  }
}

const prefix = (locale: LocaleCode) => (locale === 'en' ? '' : `/${locale}`);

/** Opens the order, confirms the money arrived: the two-factor dialog opens on SMS. */
async function openRelease(page: Page, locale: 'en' | 'fa', orderNo: string) {
  const t = localeTexts(locale, 'orders.json', 'verification.json');
  await page.goto(`${prefix(locale)}/order/detail/${orderNo}`);
  await expect(page.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');
  await page
    .getByRole('button', { name: fill(t['orders.action.release'], { coin: COIN }, locale) })
    .click();
  const confirm = page.getByTestId('order-release-dialog');
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: t['orders.releaseDialog.submit'] }).click();
  const dialog = page.getByRole('dialog', { name: t['orders.releaseDialog.verifyTitle'] });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', {
    name: fill(t['orders.releaseDialog.verifySubmit'], { coin: COIN }, locale),
  });
  const code = dialog.getByRole('textbox', { name: t['verification.code.label'] });
  return { t, dialog, submit, code };
}

/** Presses the send button (named `label`), passes the behaviour check, returns the code sent. */
async function sendFromDialog(
  page: Page,
  dialog: Locator,
  t: Record<string, string>,
  label: string,
) {
  await dialog.getByRole('button', { name: label }).click();
  await dialog.getByRole('slider', { name: t['verification.check.slider'] }).focus();
  await page.keyboard.press('End');
  await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
  return lastCode(page.request);
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

for (const locale of ['en', 'fa'] as const) {
  test(`${locale}: wrong codes count down, the fifth voids the code, a new code releases`, async ({
    browser,
    baseURL,
  }) => {
    const buyer = await personaPage(browser, 'verified', baseURL, { timezoneId: ZONES[locale] });
    const seller = await personaPage(browser, 'merchant', baseURL, { timezoneId: ZONES[locale] });
    const orderNo = await paidOrder(buyer.request);
    const { t, dialog, submit, code } = await openRelease(seller, locale, orderNo);
    const sent = await sendFromDialog(seller, dialog, t, t['verification.send'] ?? '');

    for (let n = 0; n < 4; n++) {
      await code.fill(wrongOf(sent, n));
      await submit.click();
      await expect(dialog.getByTestId('verify-submit-error')).toHaveText(
        t['orders.error.codeInvalid'] ?? '',
      );
      await expect(dialog.getByTestId('verify-attempts')).toHaveText(
        fill(t['verification.attemptsLeft'], { count: 4 - n }, locale),
      );
      // What was typed stays, to be corrected.
      await expect(code).toHaveValue(wrongOf(sent, n));
    }
    if (locale === 'fa') await expectNoEnglish(seller, locale, 'two-factor dialog, attempts left');

    // The resend countdown is over on the exchange's clock: the dialog reads it on a void.
    await advanceClock(seller.request, 61);
    await code.fill(wrongOf(sent, 4));
    await submit.click();
    await expect(dialog.getByTestId('verify-voided')).toHaveText(t['verification.voided'] ?? '');
    await expect(dialog.getByTestId('verify-submit-error')).toHaveCount(0);
    await expect(submit).toBeDisabled();
    const sendNew = dialog.getByTestId('verify-send');
    await expect(sendNew).toHaveText(t['verification.sendNew'] ?? '');
    await expect(sendNew).toBeFocused();
    await expect(seller.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');
    if (locale === 'fa') await expectNoEnglish(seller, locale, 'two-factor dialog, code void');

    const fresh = await sendFromDialog(seller, dialog, t, t['verification.sendNew'] ?? '');
    await expect(dialog.getByTestId('verify-voided')).toHaveCount(0);
    await code.fill(fresh);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(seller.getByTestId('order-page')).toHaveAttribute('data-status', 'completed', {
      timeout: 15_000,
    });
  });

  test(`${locale}: three voided codes lock the phone until a time in the user's zone; the app still releases`, async ({
    browser,
    baseURL,
  }) => {
    const buyer = await personaPage(browser, 'verified', baseURL, { timezoneId: ZONES[locale] });
    const seller = await personaPage(browser, 'merchant', baseURL, { timezoneId: ZONES[locale] });
    const orderNo = await paidOrder(buyer.request);
    await voidOneCode(seller.request, orderNo);
    await voidOneCode(seller.request, orderNo);
    await advanceClock(seller.request, 61);

    const { t, dialog, submit, code } = await openRelease(seller, locale, orderNo);
    const sent = await sendFromDialog(seller, dialog, t, t['verification.send'] ?? '');
    for (let n = 0; n < 5; n++) {
      await code.fill(wrongOf(sent, n));
      await submit.click();
      if (n < 4) {
        await expect(dialog.getByTestId('verify-attempts')).toHaveText(
          fill(t['verification.attemptsLeft'], { count: 4 - n }, locale),
        );
      }
    }

    // The fifth wrong code's answer locks the phone: wait for the dialog to say so before asking
    // the limit call (asked at once, it could overtake the fifth submit).
    const locked = dialog.getByTestId('verify-locked');
    await expect(locked).toBeVisible();
    const limit = await call<{ unlockAt?: number }>(
      seller.request,
      'GET',
      '/user/validation/limit/sms',
    );
    expect(limit.unlockAt).toBeGreaterThan(0);
    const until = formatDate(limit.unlockAt ?? 0, locale, {
      timeZone: ZONES[locale],
      zoneName: true,
    });
    await expect(locked).toContainText(until);
    await expect(locked).toContainText(t['verification.locked.other'] ?? '');
    await expect(dialog.getByTestId('verify-send')).toBeDisabled();
    await expect(submit).toBeDisabled();
    if (locale === 'fa') await expectNoEnglish(seller, locale, 'two-factor dialog, phone locked');

    // A voice call reaches the same phone: locked as well.
    await dialog.locator('input[type="radio"][value="voice"]').check();
    await expect(locked).toBeVisible();

    // No dead end: the authenticator app is another method, and releases.
    await dialog.getByRole('radio', { name: t['verification.channel.authenticator'] }).check();
    await expect(locked).toHaveCount(0);
    await expect(submit).toBeEnabled();
    const app = await call<{ code: string }>(
      seller.request,
      'GET',
      '/sandbox/authenticator?persona=merchant',
    );
    await code.fill(app.code);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(seller.getByTestId('order-page')).toHaveAttribute('data-status', 'completed', {
      timeout: 15_000,
    });
  });
}
