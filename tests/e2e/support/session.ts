import { expect, type Page } from '@playwright/test';

export type Persona = 'user' | 'verified' | 'merchant' | 'wallet' | 'agent';

/** Logs in through the sandbox's stand-in main-site login page and comes back to `path`. */
export async function loginAs(page: Page, persona: Persona, path = '/buy_USDT') {
  await page.goto(`/sandbox/login?isP2P=1&returnUrl=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: `Continue as ${persona}` }).click();
  await expect(page.getByTestId('user-identity').first()).toBeAttached();
}

/**
 * Waits until the header's custom elements are defined. The server-rendered buttons of the
 * menus and the fold navigation only work from then on, and on a busy machine a click can come
 * first and be lost (as a user's would be, a moment after the page appears).
 */
export async function shellReady(page: Page) {
  await page.waitForFunction(() =>
    ['p2p-header', 'p2p-menu', 'p2p-fold-nav'].every((name) => customElements.get(name)),
  );
}

/** Opens one of the header's dropdowns by its `data-menu` id and returns its panel. */
export async function openMenu(page: Page, id: string) {
  await shellReady(page);
  const menu = page.locator(`p2p-menu[data-menu="${id}"]`);
  const trigger = menu.locator(':scope > [data-menu-trigger]');
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const panel = menu.locator(':scope > [data-menu-panel]');
  await expect(panel).toBeVisible();
  return panel;
}

/** Makes API calls fail in the sandbox (an empty list clears every fault). */
export async function setFaults(page: Page, faults: { path: string; method?: string }[]) {
  const response = await page.request.post('/api/sandbox/faults', { data: { faults } });
  expect(response.ok()).toBe(true);
}
