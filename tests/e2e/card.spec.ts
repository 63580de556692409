import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { weighPage } from '../../scripts/lib/js-weight.mjs';
import { loginAs } from './support/session';
import { type Dictionary, fill, localeTexts } from './support/texts';

/**
 * The card purchase page (`/thirdParty`, issue 6 "Card purchase page") and its FAQ and disclaimer
 * pages, against the seeded sandbox's three providers. With EUR by Visa (seed `seed-card.ts`):
 * Moonrail 30–15,000 EUR, Banxo 50–2,000 EUR, Mercurio 20–5,000 EUR; Mercurio has the best rate
 * around 100 EUR and Banxo around 1,000 EUR; Banxo takes no Apple Pay. The stand-in provider
 * checkout is `/sandbox/checkout/<orderNo>` (Approve payment / Decline); a paid order completes
 * `card.processingSeconds` (20 s of sandbox time) later, so the clock is moved, never slept.
 */

test.describe.configure({ mode: 'serial' });

const root = process.cwd();
const messages = (locale: string) => localeTexts(locale, 'card.json');

/** A content collection file's title and `## ` headings, read the way the page renders them. */
function contentOf(collection: 'card-faq' | 'card-disclaimer', locale: string) {
  const text = readFileSync(join(root, 'src/content', collection, `${locale}.md`), 'utf8');
  const title = /^title:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
  const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
  return { title, headings };
}

const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const PAGE_GZIP_BUDGET = 130 * 1024;
const clientDir = join(root, 'dist', 'client');

const offers = (page: Page) => page.getByTestId('card-offer');
const offer = (page: Page, supplier: string) =>
  page.locator(`[data-testid="card-offer"][data-supplier="${supplier}"]`);
const unavailable = (page: Page, supplier: string) =>
  page.locator(`[data-testid="card-unavailable-offer"][data-supplier="${supplier}"]`);
const orderPanel = (page: Page) => page.getByTestId('card-order');

/** Opens the card page and waits for the island (its buttons work only once hydrated). */
async function openCard(page: Page, path = '/thirdParty') {
  await page.goto(path);
  await expect(page.locator('[data-testid="card-island"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

/** Waits until the offers on screen answer the form as it is (no "Getting offers…"). */
async function settled(page: Page, t: Dictionary) {
  await expect(page.getByTestId('card-quotes-status')).not.toHaveText(
    t['card.quotes.loading'] ?? '',
  );
  await expect(offers(page).first()).toBeVisible();
}

/** Exactly one offer is marked best, and it is `supplier`'s (retried until the page settles). */
async function expectBest(page: Page, supplier: string) {
  const best = page.locator('[data-testid="card-offer"][data-best]');
  await expect(best).toHaveCount(1);
  await expect(best).toHaveAttribute('data-supplier', supplier);
}

async function typeAmount(page: Page, t: Dictionary, amount: string) {
  await page.getByLabel(t['card.form.spend'] ?? '', { exact: true }).fill(amount);
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

const buyButton = (card: Locator) => card.getByRole('button');

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form, the offers for 100 EUR of BTC by Visa and the FAQ are server-rendered', async ({
    page,
  }) => {
    const t = messages('en');
    const response = await page.goto('/thirdParty');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['card.title'] ?? '');
    await expect(page.getByLabel(t['card.form.spend'] ?? '', { exact: true })).toHaveValue('100');
    await expect(page.getByLabel(t['card.form.fiat'] ?? '', { exact: true })).toHaveValue('EUR');
    await expect(page.getByLabel(t['card.form.coin'] ?? '', { exact: true })).toHaveValue('BTC');
    await expect(page.getByRole('radio', { name: 'Visa' })).toBeChecked();
    await expect(offers(page)).toHaveCount(3);
    await expect(page.locator('[data-testid="card-offer"][data-best]')).toHaveCount(1);
    await expect(page.getByText(t['card.quote.best'] ?? '', { exact: true })).toHaveCount(1);
    await expect(page.getByText(/Single transaction limit: 20\.00 – 15,000\.00 EUR/)).toBeVisible();
    // The page's promises, and the FAQ from the collection below the form.
    for (const key of ['card.facts.arrival', 'card.facts.fees', 'card.facts.withdrawLock']) {
      await expect(page.getByTestId('card-facts')).toContainText(t[key] ?? '');
    }
    await expect(page.getByTestId('card-facts')).toContainText(t['card.facts.transfers'] ?? '');
    const faq = contentOf('card-faq', 'en');
    await expect(page.getByTestId('card-faq').locator('summary')).toHaveText(faq.headings);

    // The plain GET form asks the server for another purchase.
    await page.getByLabel(t['card.form.spend'] ?? '', { exact: true }).fill('3000');
    await page.getByRole('button', { name: t['card.form.submit'] }).click();
    await expect(page).toHaveURL(/amount=3000/);
    await expect(unavailable(page, 'banxo')).toContainText('2,000.00 EUR');
  });
});

test('a visitor compares the offers: one best, ranked, and the ranking follows the amount', async ({
  page,
}) => {
  const t = messages('en');
  await openCard(page);
  await settled(page, t);
  await expect(offers(page)).toHaveCount(3);
  await expectBest(page, 'mercurio');
  // The best offer comes first and every offer says what it costs and delivers.
  await expect(offers(page).first()).toHaveAttribute('data-best', 'true');
  const first = offers(page).first();
  await expect(first).toContainText(/\d\.\d{6} BTC/);
  await expect(first).toContainText(t['card.quote.fee'] ?? '');
  await expect(first).toContainText('100.00 EUR');
  await expect(first).toContainText(fill(t['card.quote.arrivalValue'], { min: 2, max: 6 }));
  await expect(first).toContainText('20.00 – 5,000.00 EUR');
  expect(await violations(page), 'card page').toEqual([]);

  // Typing quickly: only the answer for the last amount ever shows.
  const input = page.getByLabel(t['card.form.spend'] ?? '', { exact: true });
  await input.fill('100');
  await input.pressSequentially('0', { delay: 30 });
  await expect(input).toHaveValue('1000');
  await settled(page, t);
  await expect(offers(page)).toHaveCount(3);
  await expectBest(page, 'banxo');
  await expect(offers(page).first()).toContainText('1,000.00 EUR');

  // Above Banxo's maximum it is listed apart, saying why, while the others still quote.
  await typeAmount(page, t, '3000');
  await settled(page, t);
  await expect(offers(page)).toHaveCount(2);
  await expect(unavailable(page, 'banxo')).toContainText(
    fill(t['card.reason.amountAboveMax'], { max: '2,000.00', fiat: 'EUR' }),
  );
  await expect(page).toHaveURL(/amount=3000/);

  // Above Mercurio's maximum too: only Moonrail is left, and it is the best.
  await typeAmount(page, t, '6000');
  await settled(page, t);
  await expect(offers(page)).toHaveCount(1);
  await expectBest(page, 'moonrail');
  await expect(unavailable(page, 'mercurio')).toBeVisible();

  // Below Banxo's minimum.
  await typeAmount(page, t, '40');
  await settled(page, t);
  await expect(unavailable(page, 'banxo')).toContainText('50.00 EUR');
});

test('the amount takes numbers only, never negative, with the fiat’s decimals and limit', async ({
  page,
}) => {
  const t = messages('en');
  await openCard(page);
  await settled(page, t);
  const input = page.getByLabel(t['card.form.spend'] ?? '', { exact: true });
  const cases: [string, string][] = [
    ['12abc', t['card.amount.number'] ?? ''],
    ['-5', t['card.amount.negative'] ?? ''],
    ['0', t['card.amount.zero'] ?? ''],
    ['100.123', fill(t['card.amount.scale'], { scale: 2 })],
    ['10', fill(t['card.amount.min'], { min: '20.00', unit: 'EUR' })],
    ['20000', fill(t['card.amount.max'], { max: '15,000.00', unit: 'EUR' })],
  ];
  for (const [value, message] of cases) {
    await input.fill(value);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // No offers for an amount that cannot be bought, and never the old ones.
    await expect(offers(page)).toHaveCount(0);
    await expect(page.getByText(t['card.quotes.waiting'] ?? '')).toBeVisible();
  }
  await input.fill('250');
  await settled(page, t);
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(offers(page).first()).toContainText('250.00 EUR');
});

test('buying needs the disclaimer agreed; the disclaimer opens in a dialog', async ({ page }) => {
  const t = messages('en');
  await openCard(page);
  await settled(page, t);
  await buyButton(offers(page).first()).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t['card.disclaimer.required'] }),
  ).toBeVisible();
  const agree = page.getByRole('checkbox', { name: t['card.disclaimer.agree'] });
  await expect(agree).toBeFocused();
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/thirdParty$/);

  await page.getByRole('link', { name: t['card.disclaimer.read'] }).click();
  const dialog = page.getByRole('dialog', { name: contentOf('card-disclaimer', 'en').title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(dialog.getByRole('link', { name: t['card.disclaimer.fullPage'] })).toHaveAttribute(
    'href',
    '/thirdParty/disclaimer',
  );
  await dialog.getByRole('button', { name: t['card.disclaimer.close'] }).click();
  await expect(dialog).toBeHidden();

  // Agreed, a visitor goes to the main-site login, and comes back to the same purchase, agreed.
  await agree.check();
  await page.getByRole('radio', { name: 'Mastercard' }).check();
  await typeAmount(page, t, '250');
  await settled(page, t);
  await buyButton(offers(page).first()).click();
  await expect(page).toHaveURL(/\/sandbox\/login\?/);
  const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
  expect(returnUrl).toContain('/thirdParty?');
  expect(returnUrl).toContain('amount=250');
  expect(returnUrl).toContain('paymentMethod=mastercard');
  await page.getByRole('button', { name: 'Continue as verified' }).click();
  await expect(page.locator('[data-testid="card-island"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByLabel(t['card.form.spend'] ?? '', { exact: true })).toHaveValue('250');
  await expect(page.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
  // The agreement given before the login stands: it need not be given twice.
  await expect(agree).toBeChecked();
});

test('the page depends on the browser, so a shared cache keeps one copy per browser', async ({
  request,
}) => {
  const response = await request.get('/thirdParty');
  expect(response.headers()['cache-control']).toContain('public');
  expect(response.headers()['vary']).toMatch(/User-Agent/i);
});

test('Apple Pay outside Safari: the notice, and no Buy', async ({ page }) => {
  const t = messages('en');
  await openCard(page);
  await settled(page, t);
  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await settled(page, t);
  await expect(page.getByTestId('card-apple-pay-notice')).toHaveText(
    t['card.applePay.safari'] ?? '',
  );
  // Banxo takes no Apple Pay.
  await expect(unavailable(page, 'banxo')).toContainText(
    fill(t['card.reason.methodUnsupported'], { method: 'Apple Pay' }),
  );
  await expect(offers(page)).toHaveCount(2);
  for (const button of await offers(page).getByRole('button').all()) {
    await expect(button).toBeDisabled();
  }
  await page.getByRole('radio', { name: 'Visa' }).check();
  await expect(page.getByTestId('card-apple-pay-notice')).toHaveCount(0);
  await settled(page, t);
  await expect(offers(page).first().getByRole('button')).toBeEnabled();
});

test.describe('in Safari', () => {
  test.use({ userAgent: SAFARI_UA });

  test('Apple Pay shows no notice and can be bought', async ({ page }) => {
    const t = messages('en');
    await openCard(page, '/thirdParty?paymentMethod=apple_pay');
    await settled(page, t);
    await expect(page.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    await expect(page.getByTestId('card-apple-pay-notice')).toHaveCount(0);
    await expect(offers(page).first().getByRole('button')).toBeEnabled();
  });
});

test('a provider that fails is shown unavailable while the others quote', async ({ page }) => {
  const t = messages('en');
  const response = await page.request.post('/api/sandbox/third-party/supplier', {
    data: { supplier: 'mercurio', mode: 'fail' },
  });
  expect(response.ok()).toBe(true);
  await openCard(page);
  await settled(page, t);
  await expect(offers(page)).toHaveCount(2);
  await expect(offer(page, 'mercurio')).toHaveCount(0);
  await expect(unavailable(page, 'mercurio')).toContainText(t['card.reason.providerError'] ?? '');
  await expect(page.locator('[data-testid="card-offer"][data-best]')).toHaveCount(1);
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: verified buys BTC by card through the provider checkout to completion`, async ({
    page,
  }) => {
    const t = messages(locale);
    await loginAs(page, 'verified', `${prefix}/thirdParty`);
    await openCard(page, `${prefix}/thirdParty`);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settled(page, t);
    expect(await violations(page), `${locale} card page`).toEqual([]);

    await page.getByRole('checkbox', { name: t['card.disclaimer.agree'] }).check();
    const best = page.locator('[data-testid="card-offer"][data-best]');
    const supplierName = (await best.getByRole('heading').textContent()) ?? '';
    expect(supplierName).not.toBe('');
    await best.getByRole('button').click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+$/);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/thirdParty\\?orderNo=\\d+$`));
    await expect(orderPanel(page)).toHaveAttribute('data-status', 'processing', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('card-order-status')).toContainText(
      fill(t['card.order.processing.body'], { coin: 'BTC' }),
    );
    await expect(orderPanel(page)).toContainText(supplierName);
    expect(await violations(page), `${locale} order panel`).toEqual([]);

    const moved = await page.request.post('/api/sandbox/clock', { data: { advanceSeconds: 60 } });
    expect(moved.ok()).toBe(true);
    await expect(orderPanel(page)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await expect(page.getByTestId('card-order-status')).toContainText(
      t['card.order.completed'] ?? '',
    );
    await expect(page.getByTestId('card-order-status')).toContainText(/\d\.\d{6} BTC/);
    await expect(page.getByRole('button', { name: t['card.order.buyMore'] })).toBeVisible();
  });
}

test('a declined payment fails the order and offers another provider with the same inputs', async ({
  page,
}) => {
  const t = messages('en');
  await loginAs(page, 'verified', '/thirdParty');
  await openCard(
    page,
    '/thirdParty?fiat=EUR&coin=BTC&amount=150&amountType=fiat&paymentMethod=visa',
  );
  await settled(page, t);
  await page.getByRole('checkbox', { name: t['card.disclaimer.agree'] }).check();
  await buyButton(offers(page).first()).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+$/);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/thirdParty\?orderNo=\d+$/);
  await expect(orderPanel(page)).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(page.getByTestId('card-order-status')).toContainText(
    t['card.order.failed.declined'] ?? '',
  );
  await page.getByRole('button', { name: t['card.order.tryAnother'] }).click();

  await expect(orderPanel(page)).toHaveCount(0);
  await expect(page.getByLabel(t['card.form.spend'] ?? '', { exact: true })).toHaveValue('150');
  await settled(page, t);
  await expect(offers(page)).toHaveCount(3);
  await expect(page).not.toHaveURL(/orderNo=/);
  await expect(page).toHaveURL(/amount=150/);
});

test('a visitor back from a checkout is asked to log in to see the order', async ({ page }) => {
  const t = messages('en');
  await openCard(page, '/thirdParty?orderNo=250101000000000001');
  await expect(orderPanel(page)).toContainText(t['card.order.login'] ?? '');
  await expect(
    orderPanel(page).getByRole('link', { name: t['card.order.loginButton'] }),
  ).toHaveAttribute('href', /returnUrl=.*orderNo%3D250101000000000001/);
});

test(`/thirdParty ships at most ${PAGE_GZIP_BUDGET} bytes of gzipped JavaScript`, async ({
  request,
}) => {
  for (const path of ['/thirdParty', '/fa/thirdParty']) {
    const html = await (await request.get(path)).text();
    const js = weighPage(html, clientDir);
    expect(js.raw, path).toBeGreaterThan(0);
    expect(js.gzip, path).toBeLessThanOrEqual(PAGE_GZIP_BUDGET);
  }
});

for (const locale of ['en', 'fa', 'ja', 'zh-TC'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale.toLowerCase()}`;

  test(`${locale}: the FAQ page is HTML without React, with FAQPage structured data`, async ({
    page,
    request,
  }) => {
    const faq = contentOf('card-faq', locale);
    const response = await page.goto(`${prefix}/thirdParty/faq`);
    expect(response?.status()).toBe(200);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(faq.title);
    await expect(page.getByTestId('card-faq-page').getByRole('heading', { level: 2 })).toHaveText(
      faq.headings,
    );
    // Beside the FAQ, a BreadcrumbList (issue 15, item 3) places the page under /thirdParty.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) =>
        JSON.parse(text) as {
          '@type': string;
          mainEntity: { name: string; acceptedAnswer: { text: string } }[];
        },
    );
    expect(blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage']);
    const data = blocks.find((b) => b['@type'] === 'FAQPage') ?? blocks[0]!;
    expect(data.mainEntity.map((q) => q.name)).toEqual(faq.headings);
    for (const q of data.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    const html = await (await request.get(`${prefix}/thirdParty/faq`)).text();
    expect(html).not.toContain('astro-island');
    expect(html).not.toContain('renderer-url');
    expect(await violations(page), `${locale} FAQ`).toEqual([]);
  });

  test(`${locale}: the disclaimer page is HTML without React`, async ({ page, request }) => {
    const disclaimer = contentOf('card-disclaimer', locale);
    const response = await page.goto(`${prefix}/thirdParty/disclaimer`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(disclaimer.title);
    await expect(
      page.getByTestId('card-disclaimer-page').getByRole('heading', { level: 2 }),
    ).toHaveText(disclaimer.headings);
    const html = await (await request.get(`${prefix}/thirdParty/disclaimer`)).text();
    expect(html).not.toContain('astro-island');
    expect(html).not.toContain('renderer-url');
  });
}
