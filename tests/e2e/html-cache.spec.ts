import { expect, test } from './support/fixtures';
import { freePort, runServer } from './support/server';

/**
 * The visitor's HTML cache in the built server (issue 16, item 1; the rules are unit-tested in
 * html-cache.test.ts): a page a shared cache may keep is served from memory to the next visitor
 * with the same address and headers, never a logged-in page, and never across languages.
 */
test('a visitor’s page is served again from memory; a logged-in one never', async ({ request }) => {
  const port = await freePort();
  const server = runServer({ PORT: String(port), HTML_CACHE_MS: '60000' });
  try {
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    const first = await request.get(`${base}/thirdParty/faq`);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache']).toBeUndefined();
    const second = await request.get(`${base}/thirdParty/faq`);
    expect(second.headers()['x-cache']).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    // Another language is another page.
    const persian = await request.get(`${base}/fa/thirdParty/faq`);
    expect(persian.headers()['x-cache']).toBeUndefined();

    const login = await request.post(`${base}/api/sandbox/session`, {
      data: { persona: 'verified' },
    });
    const { token } = (await login.json()).data as { token: string };
    for (let i = 0; i < 2; i += 1) {
      const mine = await request.get(`${base}/thirdParty/faq`, {
        headers: { cookie: `token=${token}` },
      });
      expect(mine.headers()['cache-control']).toBe('private, no-store');
      expect(mine.headers()['x-cache']).toBeUndefined();
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
