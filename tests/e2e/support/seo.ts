import type { Page } from '@playwright/test';

/** The page's canonical and alternates as `{ hreflang: href }`. */
export async function seoLinks(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
    );
  return { canonical, alternates: Object.fromEntries(alternates), count: alternates.length };
}
