import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LOCALES } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { NAV_GROUPS } from '@/shell/menus';

/**
 * Issue 15, item 2: the header fits in every language at ordinary screen widths, logged out and
 * logged in, with JavaScript (the navigation measures itself and folds the groups that do not fit
 * into More, a popover) and without it (CSS shows the groups that fit the longest language). Nothing
 * overflows the page, every header control is inside the window, every group is either on the
 * line or in More, and the download app is reachable at every width.
 */

const WIDTHS = [1024, 1280, 1366, 1536, 1920] as const;
/** From this width the navigation is on the line; below, the fold navigation holds it. */
const WIDE = 1280;
const GROUP_IDS = NAV_GROUPS.map((g) => g.id);

interface Fit {
  /** How far the page is wider than the window (scrollWidth − clientWidth). */
  overflow: number;
  /** Visible header controls not wholly inside the window. */
  outside: string[];
  /** Navigation groups not on the line. */
  folded: string[];
  /** Groups More lists (its entries that are displayed). */
  inMore: string[];
  moreShown: boolean;
  downloadIcon: boolean;
  foldDownload: boolean;
}

/**
 * Measures the header once the resize has been laid out: with JavaScript after two frames (the
 * resize observers ran); without it there is nothing to wait for (nor frames to wait with).
 */
async function measure(page: Page, js = true): Promise<Fit> {
  return page.evaluate(async (waitForFrames) => {
    if (waitForFrames) {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    const root = document.documentElement;
    const width = root.clientWidth;
    const header = document.querySelector('.site-header')!;
    const shown = (el: Element) => el.checkVisibility();
    const outside = [...header.querySelectorAll('a[href], button, summary')]
      .filter(shown)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -0.5 || box.right > width + 0.5;
      })
      .map((el) => el.outerHTML.slice(0, 80));
    const displayed = (selector: string, key: string) =>
      [...header.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => el.dataset[key] ?? '');
    const onLine = new Set(displayed('[data-nav-group]', 'navGroup'));
    const more = header.querySelector('[data-nav-more]')!;
    return {
      overflow: root.scrollWidth - width,
      outside,
      folded: [...header.querySelectorAll<HTMLElement>('[data-nav-group]')]
        .map((el) => el.dataset.navGroup ?? '')
        .filter((id) => !onLine.has(id)),
      // More's entries that are displayed, when More is offered at all.
      inMore: shown(more) ? displayed('[data-more-group]', 'moreGroup') : [],
      moreShown: shown(more),
      downloadIcon: shown(header.querySelector('[data-menu="download"] > button')!),
      foldDownload:
        shown(header.querySelector('[data-fold-toggle]')!) &&
        header.querySelector('[data-fold-drawer] [data-fold-group="download"]') !== null,
    };
  }, js);
}

/** One page per language, resized across the widths: checks what every width must hold. */
async function checkWidths(page: Page, path: string, js: boolean, audience: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  // Measured once the page's style sheet has applied: without JavaScript DOMContentLoaded comes
  // before it (no script waits for it), and a busy machine measured the unstyled header.
  await page.goto(path, { waitUntil: 'load' });
  if (js) await page.waitForFunction(() => customElements.get('p2p-header') !== undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const fit = await measure(page, js);
    const where = `${path} at ${width} px, ${audience}${js ? '' : ', without JavaScript'}`;
    expect(fit.overflow, where).toBeLessThanOrEqual(0);
    expect(fit.outside, where).toEqual([]);
    if (width < WIDE) {
      // Below 1280 px the drawer holds everything, the download app included.
      expect(fit.foldDownload, where).toBe(true);
      continue;
    }
    expect(fit.downloadIcon, where).toBe(true);
    // Every group is on the line or in More, never both; the folded ones are the last ones.
    expect(fit.inMore, where).toEqual(fit.folded);
    expect(fit.folded, where).toEqual(GROUP_IDS.slice(GROUP_IDS.length - fit.folded.length));
    expect(fit.moreShown, where).toBe(fit.folded.length > 0);
  }
}

// The header is the same on every page: the matrix uses the page that renders only the shell (the
// 404 page), so that 13 languages × 5 widths × 2 audiences × with and without JavaScript stay
// fast; the tests below use the market page.
for (const js of [true, false]) {
  test.describe(`the header fits ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    for (const { code } of LOCALES) {
      test(`in ${code} at ${WIDTHS.join(', ')} px, logged out and logged in`, async ({ page }) => {
        const path = localePath(code, '/no-such-page');
        await checkWidths(page, path, js, 'logged out');
        const login = await page.request.post('/api/sandbox/session', {
          data: { persona: 'verified' },
        });
        expect(login.ok()).toBe(true);
        await checkWidths(page, path, js, 'logged in');
        await expect(page.getByTestId('user-identity')).toBeAttached();
      });
    }
  });
}

test('with room to spare, every group is on the line and More is not offered', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.goto('/zh-cn/buy_USDT');
  await page.waitForFunction(() => customElements.get('p2p-header') !== undefined);
  const fit = await measure(page);
  expect(fit.folded).toEqual([]);
  expect(fit.moreShown).toBe(false);
});

test('More lists the folded groups, works from the keyboard and closes on Escape (Russian)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/ru/buy_USDT');
  await page.waitForFunction(() => customElements.get('p2p-header') !== undefined);
  const { folded } = await measure(page);
  expect(folded.length).toBeGreaterThan(0);
  const more = page.getByRole('button', { name: 'Ещё', exact: true });
  const panel = page.locator('#nav-more');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  // The first folded group's heading and links are there, with the same targets as on the line.
  const first = NAV_GROUPS.find((g) => g.id === folded[0])!;
  const entry = panel.locator(`[data-more-group="${first.id}"]`);
  await expect(entry).toBeVisible();
  const ids = await entry
    .locator('[data-menu-item]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('data-menu-item')));
  expect(ids).toEqual(first.items.length > 0 ? first.items.map((i) => i.id) : [first.id]);
  // The groups on the line are not repeated in More.
  await expect(panel.locator(`[data-more-group="${NAV_GROUPS[0]!.id}"]`)).toBeHidden();
  // Under its button, inside the window.
  const [box, trigger] = await Promise.all([panel.boundingBox(), more.boundingBox()]);
  expect(Math.abs(box!.x - trigger!.x)).toBeLessThan(1);
  expect(box!.y).toBeGreaterThanOrEqual(trigger!.y + trigger!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  const results = await new AxeBuilder({ page }).include('.site-header').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Tab goes into the panel's links; Escape closes it and gives the focus back.
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(more).toBeFocused();
  // Opening another menu closes More.
  await more.click();
  await expect(panel).toBeVisible();
  await page.locator('p2p-menu[data-menu="locale"] > [data-menu-trigger]').click();
  await expect(panel).toBeHidden();
});

test('in Persian More opens under its button from the right and stays inside the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.request.post('/api/sandbox/session', { data: { persona: 'verified' } });
  await page.goto('/fa/buy_USDT');
  await page.waitForFunction(() => customElements.get('p2p-header') !== undefined);
  // Persian fits on one line at every width; less room (as a longer control would leave) folds
  // the last groups, measured again without a reload.
  expect((await measure(page)).folded).toEqual([]);
  await page.locator('[data-nav-fit]').evaluate((el) => (el.style.maxWidth = '26rem'));
  const { folded } = await measure(page);
  expect(folded.length).toBeGreaterThan(0);
  const more = page.getByRole('button', { name: 'بیشتر', exact: true });
  await more.click();
  const panel = page.locator('#nav-more');
  await expect(panel).toBeVisible();
  const [box, trigger] = await Promise.all([panel.boundingBox(), more.boundingBox()]);
  // The panel lines up with the button's right (inline-start) edge and fits in the window.
  expect(Math.abs(box!.x + box!.width - (trigger!.x + trigger!.width))).toBeLessThan(1);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  // More comes after the groups on the line: to their left.
  const lastOnLine = page.locator('[data-nav-group]').nth(NAV_GROUPS.length - folded.length - 1);
  expect(trigger!.x + trigger!.width).toBeLessThanOrEqual((await lastOnLine.boundingBox())!.x + 1);
  // Room again: every group is back on the line and More (open or not) goes away.
  await page.locator('[data-nav-fit]').evaluate((el) => (el.style.maxWidth = ''));
  expect((await measure(page)).folded).toEqual([]);
  await expect(more).toBeHidden();
  await expect(panel).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('More opens and lists the groups the line does not show', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/uk/buy_USDT');
    await page.getByRole('button', { name: 'Ще', exact: true }).click();
    const last = NAV_GROUPS.at(-1)!;
    await expect(page.locator(`#nav-more [data-menu-item="${last.id}"]`)).toBeVisible();
    await expect(page.locator(`[data-nav-group="${last.id}"]`)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-more')).toBeHidden();
  });
});

test('below 1280 px the download app is a group of the fold navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/buy_USDT?invitationCode=ABC123');
  await page.waitForFunction(() => customElements.get('p2p-fold-nav') !== undefined);
  await expect(page.locator('p2p-menu[data-menu="download"]')).toBeHidden();
  await page.locator('[data-fold-toggle]').click();
  const group = page.locator('[data-fold-group="download"]');
  await group.getByRole('button', { name: 'Download app' }).click();
  await expect(group.locator('.qr img')).toBeVisible();
  await expect(group.locator('.qr img')).toHaveJSProperty('complete', true);
  await expect(group.getByRole('link', { name: 'Open the download page' })).toHaveAttribute(
    'href',
    'https://www.example.com/download?inviteCode=ABC123',
  );
});
