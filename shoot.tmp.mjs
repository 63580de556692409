import { chromium } from '@playwright/test';
const base = process.argv[2];
const only = process.argv[3] ?? '';
const out = '/tmp/shots2';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
async function login(page, persona, back) {
  await page.goto(base + '/sandbox/login?isP2P=1&returnUrl=' + encodeURIComponent(back));
  await page.getByRole('button', { name: new RegExp('Continue as ' + persona) }).click();
  await page.waitForURL(/buy_USDT/);
}
for (const [w,h,tag] of [[1440,900,'desk'],[390,844,'phone']]) {
  for (const theme of ['sunlight','moon']) {
    for (const loc of ['', '/fa']) {
      const name = `${tag}-${theme}-${loc?'fa':'en'}`;
      if (only && !name.includes(only)) continue;
      const ctx = await browser.newContext({ viewport: { width: w, height: h } });
      await ctx.addCookies([{ name: 'theme', value: theme, url: base }]);
      const page = await ctx.newPage();
      await page.goto(base + loc + '/buy_USDT');
      await page.screenshot({ path: `${out}/${name}-visitor.png`, fullPage: true });
      if (tag === 'desk') {
        await page.locator('[data-menu="nav-trade"] [data-menu-trigger]').click();
        await page.screenshot({ path: `${out}/${name}-visitor-trade.png` });
        await page.locator('[data-menu="locale"] [data-menu-trigger]').click();
        await page.screenshot({ path: `${out}/${name}-visitor-picker.png` });
        await page.locator('[data-menu="download"] [data-menu-trigger]').click();
        await page.screenshot({ path: `${out}/${name}-visitor-download.png` });
      } else {
        await page.locator('[data-fold-toggle]').click();
        await page.locator('[data-fold-group="trade"] [data-fold-trigger]').click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${out}/${name}-visitor-fold.png` });
      }
      await login(page, 'verified', loc + '/buy_USDT');
      await page.screenshot({ path: `${out}/${name}-verified.png` });
      if (tag === 'desk') {
        await page.locator('[data-menu="user"] [data-menu-trigger]').click();
        await page.screenshot({ path: `${out}/${name}-verified-user.png` });
        await page.locator('[data-menu="notifications"] [data-menu-trigger]').click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${out}/${name}-verified-notif.png` });
      }
      await ctx.close();
    }
  }
}
await browser.close();
