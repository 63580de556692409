import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs, openMenu, shellReady } from './support/session';

/**
 * Architecture section 8: axe finds no violations on key pages, in English and in Persian, in
 * the day and the night theme, for visitors and logged-in users, with the header's panels open.
 */
/**
 * Axe's findings on the page, or only inside `within` (an opened menu changes the header alone:
 * the rest of the page was scanned already, and a whole-page scan costs seconds of CPU).
 */
async function violations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

async function useTheme(page: Page, theme: 'sunlight' | 'moon', baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
}

for (const theme of ['sunlight', 'moon'] as const) {
  for (const prefix of ['', '/fa']) {
    test(`${prefix || '/en'} pages in the ${theme} theme have no accessibility violations`, async ({
      page,
      baseURL,
    }) => {
      await useTheme(page, theme, baseURL);
      for (const path of ['/buy_USDT', '/no-such-page']) {
        await page.goto(`${prefix}${path}`);
        expect(await violations(page), path).toEqual([]);
      }
      for (const menu of ['nav-trade', 'locale', 'download', 'services']) {
        await openMenu(page, menu);
        expect(await violations(page, '.site-header'), menu).toEqual([]);
      }
    });

    test(`${prefix || '/en'} logged-in header in the ${theme} theme has no accessibility violations`, async ({
      page,
      baseURL,
    }) => {
      await useTheme(page, theme, baseURL);
      await loginAs(page, 'verified', `${prefix}/buy_USDT`);
      expect(await violations(page)).toEqual([]);
      for (const menu of ['wallet', 'user']) {
        await openMenu(page, menu);
        expect(await violations(page, '.site-header'), menu).toEqual([]);
      }
      const panel = await openMenu(page, 'notifications');
      // A message about an order is a link to it (issue 12); the others open the dialog.
      await panel.locator('button[data-message-id]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(
        await violations(page, 'dialog[open], [role="dialog"]'),
        'notification detail',
      ).toEqual([]);
    });

    test(`${prefix || '/en'} fold navigation in the ${theme} theme has no accessibility violations`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useTheme(page, theme, baseURL);
      await loginAs(page, 'wallet', `${prefix}/buy_USDT`);
      await shellReady(page);
      await page.locator('[data-fold-toggle]').click();
      await page.locator('[data-fold-group="trade"] [data-fold-trigger]').click();
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('the sandbox login page has no accessibility violations', async ({ page }) => {
  await page.goto('/sandbox/login?isP2P=1&returnUrl=%2F');
  expect(await violations(page)).toEqual([]);
});
