import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/session';

/**
 * Issue 15, item 6 in a real browser: no page raises a CSP violation (zod runs jitless, so its
 * `new Function` probe never happens), the isolation headers are on the pages, and what the
 * pages load from us (scripts, styles, fonts, images) still loads under them.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every `securitypolicyviolation` from the first script on, in every page of the context. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Lets islands hydrate and their first requests settle, where zod's probe used to fire. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((i) => !i.hasAttribute('ssr')),
  );
}

for (const locale of ['en', 'fa'] as const) {
  test(`logged-in market and order list raise no CSP violation (${locale})`, async ({ page }) => {
    await watchViolations(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await loginAs(page, 'verified', `${prefix}/buy_USDT`);
    await settle(page);
    expect(await violations(page)).toEqual([]);

    // Opening the order panel builds and runs the order form's schemas.
    await page.getByTestId('market-row').first().getByRole('button').first().click();
    await expect(page.getByTestId('order-panel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);

    const list = await page.goto(`${prefix}/myorder`);
    expect(list?.status()).toBe(200);
    await settle(page);
    expect(await violations(page)).toEqual([]);
    expect(failed).toEqual([]);
  });
}

test('pages carry COOP, CORP and a Permissions-Policy, and our fonts and images still load', async ({
  page,
}) => {
  await watchViolations(page);
  const loaded: { url: string; status: number; type: string }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (['stylesheet', 'script', 'font', 'image'].includes(type)) {
      loaded.push({ url: response.url(), status: response.status(), type });
    }
  });
  const res = await page.goto('/buy_USDT');
  const headers = res?.headers() ?? {};
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  await settle(page);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((r) => r.status >= 400)).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
