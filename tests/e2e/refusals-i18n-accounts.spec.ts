import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { call } from './support/api';
import { expectNoEnglish } from './support/no-english';
import {
  at,
  fixedPart,
  inject,
  LOCALES,
  MERCHANT_PHONE,
  merchantAd,
  merchantApi,
  sendCode,
  SLOT,
  wording,
  type MyAd,
  fillApplication,
  openAs,
} from './support/refusal-journeys';

/**
 * Issue 13's refusal journeys (see `refusals-i18n.spec.ts`) on the account pages: payment
 * methods with the two-factor dialog (fa), the merchant application and the ad form (fa, ru, es
 * and ja, the field refusals the issue lists). Each refusal is driven through the UI with the
 * sandbox's controls; the page must word it in its language, keep what was typed, and show no
 * English sentence.
 */

// Each journey resets the sandbox first; a failed one does not skip the rest, so one run lists
// every place a refusal is still in English.
test.afterEach(async ({ page }) => inject(page, []));
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

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
    const { say, refusal } = wording(locale, 'payments.json', 'verification.json');
    await openAs(page, 'merchant', at(locale, '/payment'));
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
    const values: Record<string, string> = {
      name: 'Max Merchant',
      bankName: 'Barclays',
      accountNumber: 'GB29NWBK60161331926819',
    };
    /** Fills the bank transfer form and saves it: the two-factor dialog opens. */
    const saveBank = async (tab: Page) => {
      await tab.getByRole('button', { name: say('payments.add') }).click();
      await tab.getByTestId('payment-method-bank_transfer').click();
      const form = tab.getByTestId('payment-form');
      for (const field of bank?.fields ?? []) {
        const value = values[field.key];
        if (value) await form.getByLabel(field.name).fill(value);
      }
      await form.getByRole('button', { name: say('payments.form.save') }).click();
      const dialog = tab.getByRole('dialog', { name: say('payments.verify.title') });
      await expect(dialog).toBeVisible();
      return { form, dialog };
    };
    const { form, dialog } = await saveBank(page);
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

for (const locale of LOCALES) {
  test.describe(`the merchant application (${locale})`, () => {
    test.beforeEach(async ({ request }) => {
      expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test(`an injected failure, the portal closing, the balance dropping and files gone (${locale})`, async ({
      page,
    }) => {
      const { say } = wording(locale, 'merchant.json');
      await openAs(page, 'verified', at(locale, '/becomeMember'));
      const form = page.getByTestId('merchant-apply');
      await expect(page.locator('[data-testid="merchant-apply"][data-hydrated]')).toBeAttached({
        timeout: 15_000,
      });
      const { fields, deposit } = await fillApplication(page, form);
      const box = (key: string) => form.locator(`[data-field="${key}"]`);
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
      await expect(
        box(uploads[0]?.fieldKey ?? '').getByTestId('merchant-field-error'),
      ).toBeVisible();
      await expectNoEnglish(page, locale, 'merchant application, files refused by field');
      await kept();
    });
  });
}

for (const locale of LOCALES) {
  test.describe(`the ad form (${locale})`, () => {
    test.beforeEach(async ({ request }) => {
      expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
    });

    test(`posting: an injected failure and the balance dropping; editing: a conflict (${locale})`, async ({
      page,
      context,
    }) => {
      const { texts, say } = wording(locale, 'ads.json');
      const label = (key: string) => texts[key] ?? key;
      await openAs(page, 'merchant', at(locale, '/releaseAdvertising'));
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

      // Two tabs edit the same ad: the later save is refused as a conflict (in fa only: the
      // other languages' wording of the form is already on screen above, and time is short).
      if (locale !== 'fa') return;
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
}
