import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Not ./support/fixtures: its per-worker server is reached through `baseURL`, which Playwright's
// automatic context set-up reads for every test, so importing it would start a site with an
// embedded sandbox this spec never uses. Here everything goes through nginx's own origin.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { nginxConf } from '../../scripts/lib/nginx-conf.mjs';
import { call } from './support/api';
import { freePort } from './support/server';
import { fill, localeTexts } from './support/texts';
import { maxMerchAd, personaPage } from './support/trade';

/**
 * Issue 16, item 6, on real infrastructure: Debian's nginx with deploy/nginx.conf in front of
 * the sandbox on its own (`dist/runtime/sandbox.mjs`, what `npm run sandbox` runs) and two site
 * instances with SANDBOX=off. Two people trade through nginx; their pages are rendered by
 * different instances (each names itself in `X-Instance`), and the seller follows the buyer's
 * payment live over the socket nginx relays, in Persian, without a reload.
 */

const NGINX = '/usr/sbin/nginx';
const MERCHANT_PHONE = '+447700900456';
/** The seller's Persian texts, as the order page shows them. */
const fa = localeTexts('fa', 'orders.json');
const SITES = ['site-1', 'site-2'] as const;

interface Running {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Every process this spec started, in order: afterAll stops each by its own PID. */
const running: Running[] = [];
let origin = '';
let sandboxOrigin = '';
let prefix = '';
/** The sandbox's data folder, removed with the rest. */
let apiData = '';

/**
 * Starts `command`, lists it in `running` at once (so afterAll stops it even when another start
 * fails), and resolves once `readyText` is printed (rejects if it exits first).
 */
async function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  readyText: string | null,
): Promise<Running> {
  const child = spawn(command, args, { env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = { name, child, exited, output: () => output };
  running.push(started);
  if (readyText === null) return started;
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes(readyText)) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return started;
}

/** Which instance (`X-Instance`) rendered each page a person opened, in order. */
function recordDocuments(page: Page): string[] {
  const served: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      served.push(response.headers()['x-instance'] ?? 'none');
  });
  return served;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(
      `${NGINX} is missing: this test runs Debian's nginx (apt-get install -y nginx; .ci/run installs it).`,
    );
  const [listen, api, ...sites] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  origin = `http://127.0.0.1:${listen}`;
  sandboxOrigin = `http://127.0.0.1:${api}`;
  const shared = { HOST: '127.0.0.1', PUBLIC_SITE_URL: origin };

  await start(
    'sandbox',
    process.execPath,
    ['dist/runtime/sandbox.mjs'],
    {
      ...shared,
      PORT: String(api),
      DATA_DIR: (apiData = mkdtempSync(join(tmpdir(), 'p2p-scale-api-'))),
      INSTANCE_ID: 'api',
    },
    'Exchange sandbox on',
  );
  await Promise.all(
    sites.map((port, i) =>
      start(
        SITES[i] ?? `site-${i + 1}`,
        process.execPath,
        ['dist/runtime/main.mjs'],
        {
          ...shared,
          PORT: String(port),
          SANDBOX: 'off',
          API_INTERNAL_URL: `${sandboxOrigin}/api`,
          INSTANCE_ID: SITES[i] ?? `site-${i + 1}`,
          // Every page asks the API again: no instance answers from its own copy.
          SHELL_CACHE_SECONDS: '0',
          // A site instance keeps no data; DATA_DIR must not be needed at all.
          DATA_DIR: '/nonexistent/p2p-site-data',
        },
        'P2P site on',
      ),
    ),
  );

  prefix = mkdtempSync(join(tmpdir(), 'p2p-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'tmp'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConf({ listen, api, sites }));
  const nginx = await start(
    'nginx',
    NGINX,
    ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
    {},
    null,
  );
  // Ready when a page and an API answer come back through it.
  await expect
    .poll(
      async () => {
        if (nginx.child.exitCode !== null) throw new Error(`nginx exited:\n${nginx.output()}`);
        const answers = await Promise.all(
          ['/robots.txt', '/api/c2c/v3/public/config/basics-config'].map((path) =>
            fetch(`${origin}${path}`).then(
              (r) => r.status,
              () => 0,
            ),
          ),
        );
        return answers;
      },
      { timeout: 15_000 },
    )
    .toEqual([200, 200]);
});

test.afterAll(async () => {
  // Each process by its own PID: nginx first (it stops relaying), then the sites, the sandbox.
  for (const { child, exited } of [...running].reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
  if (apiData) rmSync(apiData, { recursive: true, force: true });
});

/** The sandbox's controls are for this machine: reached directly, never through nginx. */
async function sentCode(request: APIRequestContext, target: string) {
  const response = await request.get(
    `${sandboxOrigin}/api/sandbox/codes?target=${encodeURIComponent(target)}`,
  );
  const envelope = (await response.json()) as { code: number; data: { code: string } };
  expect(envelope.code).toBe(200);
  return envelope.data.code;
}

test('site instances answer in turn, the API and the stand-in main site come from the sandbox, and its controls stay off the proxy', async ({
  request,
}) => {
  const seen = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    const response = await request.get(`${origin}/buy_USDT`);
    expect(response.status()).toBe(200);
    seen.add(response.headers()['x-instance'] ?? 'none');
  }
  expect([...seen].sort()).toEqual([...SITES]);

  const api = await request.get(`${origin}/api/c2c/v3/public/config/basics-config`);
  expect(api.headers()['x-instance']).toBe('api');
  const login = await request.get(`${origin}/sandbox/login?isP2P=1`);
  expect(login.status()).toBe(200);
  expect(login.headers()['x-instance']).toBe('api');

  // Relayed by nginx, a control is a path with no endpoint; on the sandbox's own port it works.
  const relayed = await request.post(`${origin}/api/sandbox/reset`);
  expect(relayed.status()).toBe(404);
  const direct = await request.get(`${sandboxOrigin}/api/sandbox/faults`);
  expect(direct.status()).toBe(200);
});

test('two people trade through nginx on different instances; the seller sees the payment live', async ({
  browser,
  request,
}) => {
  const buyer = await personaPage(browser, 'verified', origin);
  const seller = await personaPage(browser, 'merchant', origin);
  const buyerPages = recordDocuments(buyer);
  const sellerPages = recordDocuments(seller);

  // The buyer takes MaxMerch's GBP ad from the market page.
  const ad = await maxMerchAd(buyer.request);
  await buyer.goto('/buy_USDT?fiat=GBP');
  const row = buyer.locator(`[data-ad-id="${ad.id}"]`).first();
  await expect(row).toBeVisible();
  await row.locator('[data-trade="open"]').click();
  const panel = buyer.getByRole('dialog', { name: 'Buy USDT' });
  await panel.getByLabel('I want to pay').fill(ad.minLimit);
  await panel.getByRole('button', { name: 'Buy USDT' }).click();
  await expect(buyer).toHaveURL(/\/order\/detail\/\d{8,32}$/);
  const orderNo = buyer.url().split('/').at(-1) ?? '';
  await expect(buyer.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();
  const buyerInstance = buyerPages.at(-1);
  expect(SITES).toContain(buyerInstance);

  // The seller opens the same order in Persian, rendered by the other instance. Round robin
  // alternates requests, not pages, and a page load sends a varying number of them (chunks at
  // idle, the favicon). With both pages quiet, one request shows whose turn it is: once the
  // buyer's instance has answered it, the seller's next request, the page, goes to the other.
  const otherInstance = SITES.find((s) => s !== buyerInstance);
  for (let tries = 0; sellerPages.at(-1) !== otherInstance; tries += 1) {
    expect(tries, `no page of ${otherInstance} in ${sellerPages.join(', ')}`).toBeLessThan(5);
    await Promise.all([buyer, seller].map((page) => page.waitForLoadState('networkidle')));
    for (let probes = 0; probes < 2; probes += 1) {
      const probe = await request.get(`${origin}/robots.txt`);
      if (probe.headers()['x-instance'] === buyerInstance) break;
    }
    await seller.goto(`/fa/order/detail/${orderNo}`);
  }
  const sellerOrder = seller.getByTestId('order-page');
  await expect(sellerOrder).toHaveAttribute('data-role', 'seller');
  await expect(sellerOrder).toHaveAttribute('data-status', 'pending_payment');
  await expect(seller.locator('[data-testid="order-page"][data-hydrated]')).toBeAttached();
  await expect(seller.locator('html')).toHaveAttribute('dir', 'rtl');
  const sellerLoads = sellerPages.length;

  // The buyer pays and says so, on their page from the first instance.
  await buyer.getByRole('button', { name: 'I have paid, notify the seller' }).click();
  const paid = buyer.getByTestId('order-paid-dialog');
  await expect(paid.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
  const methods = paid.getByRole('radio');
  if ((await methods.count()) > 0) await methods.first().check();
  await paid.getByRole('checkbox').check();
  await paid.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(buyer.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');

  // The seller's page, from the other instance, hears it over the socket: no reload.
  await expect(sellerOrder).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  expect(sellerPages.length).toBe(sellerLoads);

  // The seller releases, in Persian, with a code sent to their phone (read from the sandbox
  // directly: its controls are not reachable through nginx).
  await seller
    .getByRole('button', { name: fill(fa['orders.action.release'], { coin: 'USDT' }) })
    .click();
  const confirm = seller.getByTestId('order-release-dialog');
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: fa['orders.releaseDialog.submit'] }).click();
  const verify = seller.getByRole('dialog', { name: fa['orders.releaseDialog.verifyTitle'] });
  await expect(verify).toBeVisible();
  await verify.getByTestId('verify-send').click();
  await verify.getByRole('slider').focus();
  await seller.keyboard.press('End');
  // The countdown shows once the code is really sent.
  await expect(verify.getByTestId('verify-send')).toHaveText(/\d+/);
  await verify.getByRole('textbox').fill(await sentCode(request, MERCHANT_PHONE));
  await verify
    .getByRole('button', { name: fill(fa['orders.releaseDialog.verifySubmit'], { coin: 'USDT' }) })
    .click();

  // Both see it completed live; the buyer's page did not reload either.
  await expect(sellerOrder).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  await expect(buyer.getByTestId('order-page')).toHaveAttribute('data-status', 'completed', {
    timeout: 15_000,
  });

  // Both instances rendered pages of this trade, and the API served every call of it.
  expect(new Set([...buyerPages, ...sellerPages])).toEqual(new Set(SITES));
  const detail = await call<{ status: string }>(
    buyer.request,
    'GET',
    `/c2c/v3/order/detail?orderNo=${orderNo}`,
  );
  expect(detail.status).toBe('completed');

  await buyer.context().close();
  await seller.context().close();
});
