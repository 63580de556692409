import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';
import { type Dictionary, fill, localeTexts } from './support/texts';

/**
 * The P2P user centre (`/usercenter`, issue 5 "Nickname and user centre"), against the seeded
 * sandbox. `user` has no nickname and no verified identity; `verified` is a verified user
 * (`VeraTrades`) with two saved methods; `merchant` is a certified advertiser; `LondonOTC` is
 * a seeded advertiser's nickname. The page is
 * server-rendered with no island; the nickname form is a plain POST, proven here with
 * JavaScript disabled too. Each test starts from a freshly seeded sandbox.
 */

test.describe.configure({ mode: 'serial' });

const messages = (locale: string) => localeTexts(locale, 'user-center.json');

interface UserInfo {
  userId: number;
  nickname: string | null;
}

async function userInfo(request: APIRequestContext): Promise<UserInfo> {
  const response = await request.get('/api/c2c/v3/user/info');
  const envelope = (await response.json()) as { code: number; msg: string; data: UserInfo };
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

const nicknameInput = (page: Page, t: Dictionary) =>
  page.getByTestId('uc-nickname-form').getByLabel(t['userCenter.nickname.label'] ?? '');
const nicknameSubmit = (page: Page, t: Dictionary) =>
  page
    .getByTestId('uc-nickname-form')
    .getByRole('button', { name: t['userCenter.nickname.submit'] });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
});

test('a visitor is sent to the main-site login and comes back to the page', async ({ page }) => {
  await page.goto('/usercenter');
  await expect(page).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toMatch(/\/usercenter$/);
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = messages(locale);

  test(`${locale}: a user without a nickname sets one; too short and taken names are refused`, async ({
    page,
  }) => {
    await loginAs(page, 'user');
    await page.goto(`${prefix}/usercenter`);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(t['userCenter.profile.noNickname'] ?? '')).toBeVisible();
    await expect(page.getByText(t['userCenter.nickname.setupIntro'] ?? '')).toBeVisible();
    expect(await violations(page), 'nickname setup').toEqual([]);

    // Too short: the spec's message, the typed value kept, the input marked and described.
    await nicknameInput(page, t).fill('V');
    await nicknameSubmit(page, t).click();
    const error = page.getByTestId('uc-nickname-error');
    await expect(error).toHaveText(fill(t['userCenter.nickname.length'], { min: 2, max: 10 }));
    await expect(nicknameInput(page, t)).toHaveValue('V');
    await expect(nicknameInput(page, t)).toHaveAttribute('aria-invalid', 'true');
    await expect(nicknameInput(page, t)).toHaveAccessibleDescription(/2/);
    expect((await userInfo(page.request)).nickname).toBeNull();
    expect(await violations(page), 'nickname refused').toEqual([]);

    // Taken by a seeded advertiser (in another letter case): said in the page's language by the
    // field code (never the server's English), value kept.
    await nicknameInput(page, t).fill('londonotc');
    await nicknameSubmit(page, t).click();
    await expect(error).toHaveText(t['userCenter.nickname.taken'] ?? '');
    await expect(nicknameInput(page, t)).toHaveValue('londonotc');

    const chosen = locale === 'en' ? 'Nova_77' : 'نوا_۷۷';
    await nicknameInput(page, t).fill(chosen);
    await nicknameSubmit(page, t).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/usercenter\\?saved=nickname$`));
    await expect(page.getByTestId('uc-nickname-saved')).toHaveText(
      fill(t['userCenter.nickname.saved'], { nickname: chosen }),
    );
    await expect(page.getByTestId('uc-nickname-value')).toHaveText(chosen);
    expect((await userInfo(page.request)).nickname).toBe(chosen);

    // A reload does not post again and keeps the nickname.
    await page.reload();
    await expect(page.getByTestId('uc-nickname-value')).toHaveText(chosen);
  });

  test(`${locale}: a verified user sees flags, tier, next step, statistics and payment methods`, async ({
    page,
  }) => {
    await loginAs(page, 'verified');
    await page.goto(`${prefix}/usercenter`);

    for (const flag of ['email', 'phone', 'identity']) {
      const item = page.getByTestId(`uc-flag-${flag}`);
      await expect(item).toHaveAttribute('data-verified', 'true');
      await expect(item).toContainText(t['userCenter.verify.done'] ?? '');
    }
    const tier = page.getByTestId('uc-tier');
    await expect(tier).toHaveAttribute('data-tier', 'verified_user');
    await expect(page.getByTestId('uc-tier-name')).toHaveText(
      t['userCenter.tier.verified_user'] ?? '',
    );
    await expect(tier.getByRole('link', { name: t['userCenter.tier.next.apply'] })).toHaveAttribute(
      'href',
      `${prefix}/becomeMember`,
    );

    const stats = page.getByTestId('uc-statistics');
    for (const key of [
      'orders30d',
      'successRate30d',
      'avgRelease',
      'avgPay',
      'accountAge',
      'firstTrade',
      'buyCount',
      'sellCount',
      'totalOrders',
      'volume30d',
      'volumeTotal',
      'deposit',
    ]) {
      await expect(stats.getByTestId(`uc-stat-${key}`)).toBeVisible();
    }
    await expect(stats.getByTestId('uc-stat-volumeTotal')).toContainText('USDT');

    const payments = page.getByTestId('uc-payments');
    await expect(page.getByTestId('uc-payments-count')).toHaveText(
      fill(t['userCenter.payments.count'], { count: 2 }),
    );
    await expect(payments).toContainText('Faster Payments');
    await expect(
      payments.getByRole('link', { name: t['userCenter.payments.manage'] }),
    ).toHaveAttribute('href', `${prefix}/payment`);
    // Not an advertiser: no public profile to link to (issue 15, item 3).
    await expect(page.getByTestId('uc-profile-link')).toHaveCount(0);

    // The existing nickname can be changed behind a disclosure.
    await expect(page.getByTestId('uc-nickname-value')).toHaveText('VeraTrades');
    await page.getByText(t['userCenter.nickname.change'] ?? '').click();
    await expect(nicknameInput(page, t)).toHaveValue('VeraTrades');
    expect(await violations(page), 'verified user centre').toEqual([]);
  });
}

test('a normal user is pointed to identity verification; a certified advertiser to posting ads', async ({
  page,
}) => {
  const t = messages('en');
  await loginAs(page, 'user');
  await page.goto('/usercenter');
  await expect(page.getByTestId('uc-tier')).toHaveAttribute('data-tier', 'normal_user');
  await expect(page.getByTestId('uc-flag-identity')).toHaveAttribute('data-verified', 'false');
  await expect(page.getByTestId('uc-flag-identity')).toContainText(
    t['userCenter.verify.missing'] ?? '',
  );
  const verify = page
    .getByTestId('uc-tier')
    .getByRole('link', { name: t['userCenter.tier.next.identity'] });
  await expect(verify).toHaveAttribute('href', /\/account\/identity$/);

  await page.context().clearCookies();
  await loginAs(page, 'merchant');
  await page.goto('/usercenter');
  await expect(page.getByTestId('uc-tier')).toHaveAttribute('data-tier', 'certified_advertiser');
  await expect(
    page.getByTestId('uc-tier').getByRole('link', { name: t['userCenter.tier.next.postAd'] }),
  ).toHaveAttribute('href', '/releaseAdvertising');
  const merchant = await userInfo(page.request);
  await expect(page.getByTestId('uc-profile-link')).toHaveAttribute(
    'href',
    `/addetail/${merchant.userId}`,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the nickname form works as a plain form post', async ({ page }) => {
    const t = messages('en');
    await loginAs(page, 'user');
    await page.goto('/usercenter');
    await nicknameInput(page, t).fill('V');
    await nicknameSubmit(page, t).click();
    await expect(page.getByTestId('uc-nickname-error')).toHaveText(
      'Nickname length is between 2 and 10 characters',
    );
    await nicknameInput(page, t).fill('NoScript1');
    await nicknameSubmit(page, t).click();
    await expect(page.getByTestId('uc-nickname-value')).toHaveText('NoScript1');
  });
});
