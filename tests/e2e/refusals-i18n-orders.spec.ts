import { expect, test } from './support/fixtures';
import { NEVER_RELEASE_NICKNAME } from '@/sandbox/db/seed-data/advertisers';
import { call } from './support/api';
import { expectNoEnglish } from './support/no-english';
import { at, fixedPart, inject, openAs, placeOn, SLOT, wording } from './support/refusal-journeys';
import { openMenu } from './support/session';

/**
 * Issue 13's refusal journeys (see `refusals-i18n.spec.ts`) in Persian on buying by card, the
 * order page with its chat and the appeal, and the wallet's transfer dialog. Each refusal is
 * driven through the UI with the sandbox's controls; the page must word it in Persian, keep what
 * was typed, and show no English sentence.
 */

// Each journey resets the sandbox first; a failed one does not skip the rest, so one run lists
// every place a refusal is still in English.
test.afterEach(async ({ page }) => inject(page, []));
test.afterAll(async ({ request }) => {
  await request.post('/api/sandbox/reset');
});

test.describe('buying by card (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('a failing provider, the quotes failing, the order refused and an injected failure: all in Persian', async ({
    page,
  }) => {
    const { say } = wording(locale, 'card.json');
    await openAs(page, 'verified', at(locale, '/thirdParty'));
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

test.describe('the order page, its chat and the appeal (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('cancelling and marking paid refused, the order moving on, the chat too fast, the appeal failing: all in Persian', async ({
    page,
  }) => {
    const { say } = wording(locale, 'orders.json', 'appeal.json');
    await openAs(page, 'verified', at(locale, '/myorder'));
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
    // Cancelling: an injected 503 in the dialog, which stays open with the reason chosen.
    await page.getByRole('button', { name: say('orders.action.cancel') }).click();
    const cancel = page.getByTestId('order-cancel-dialog');
    const reason = cancel.getByRole('radio', { name: say('orders.cancelReason.other') });
    await reason.check();
    await inject(page, [{ path: '/c2c/v3/order/cancel', method: 'POST' }]);
    await cancel.getByRole('button', { name: say('orders.cancelDialog.submit') }).click();
    await expect(cancel.getByTestId('modal-dialog-error')).toBeVisible();
    await expect(reason).toBeChecked();
    await expectNoEnglish(page, locale, 'order page, cancel, injected 503');
    await inject(page, []);
    await page.keyboard.press('Escape');
    await expect(cancel).toBeHidden();

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

test.describe('the transfer dialog (fa)', () => {
  const locale = 'fa';
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/sandbox/reset')).ok()).toBe(true);
  });

  test('the balance failing with Retry, a balance gone, an injected failure: all in Persian, the amount kept', async ({
    page,
  }) => {
    const { say } = wording(locale, 'transfer.json');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, 'verified', at(locale, '/buy_USDT'));
    await inject(page, [{ path: '/wallet/account-transfers/balance', method: 'GET' }]);
    const panel = await openMenu(page, 'wallet');
    await panel.getByRole('button', { name: say('transfer.title') }).click();
    const dialog = page.getByTestId('transfer-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('transfer-coin').selectOption('USDT');
    const failed = dialog.getByTestId('transfer-available-failed');
    await expect(failed).toBeVisible();
    await expectNoEnglish(page, locale, 'transfer dialog, balance failing');
    await inject(page, []);
    await failed.getByRole('button', { name: say('transfer.retry') }).click();
    await expect(dialog.getByTestId('transfer-available')).toBeVisible();

    // Spot is emptied elsewhere after the dialog read it: the exchange refuses the transfer.
    const amount = dialog.getByTestId('transfer-amount');
    await amount.fill('100');
    await call(page.request, 'POST', '/sandbox/balance', {
      persona: 'verified',
      account: 'spot',
      coin: 'USDT',
      available: '5',
    });
    const confirm = dialog.getByRole('button', { name: say('transfer.confirm') });
    await confirm.click();
    const error = dialog.getByTestId('transfer-error');
    await expect(error).toBeVisible();
    await expectNoEnglish(page, locale, 'transfer dialog, insufficient balance');
    await expect(amount).toHaveValue('100');

    const refused = (await error.textContent()) ?? '';
    await inject(page, [{ path: '/wallet/account-transfers', method: 'POST' }]);
    await amount.fill('2');
    await confirm.click();
    await expect(error).toBeVisible();
    await expect(error).not.toHaveText(refused);
    await expectNoEnglish(page, locale, 'transfer dialog, injected 503');
    await expect(amount).toHaveValue('2');
  });
});
