import { LOCALES } from '@/i18n/locales';
import { expect, test } from './support/fixtures';
import { INITIAL_WINDOW_BYTES, firstWindow } from '../../scripts/lib/first-window.mjs';

/**
 * The first round trip (issue 16, item 4): in every language, for a visitor and logged in, the
 * market's headers, head, header and first ad row fit in TCP's initial window (14,600 bytes),
 * counted as `scripts/lib/first-window.mjs` says (the island's data comes after the rows).
 */
for (const { code, slug } of LOCALES) {
  test(`/buy_USDT in ${code}: the first ad row arrives in the first ${INITIAL_WINDOW_BYTES} bytes, logged out and in`, async ({
    request,
  }) => {
    const path = `${slug ? `/${slug}` : ''}/buy_USDT`;
    const measure = async (who: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const window = firstWindow({
        status: response.status(),
        headers: response.headersArray(),
        html: await response.text(),
      });
      expect(window, `${path} (${who}) shows an ad row`).not.toBeNull();
      expect(window?.bytes, `${path} (${who}): ${JSON.stringify(window)}`).toBeLessThanOrEqual(
        INITIAL_WINDOW_BYTES,
      );
    };
    await measure('visitor');
    const login = await request.post('/api/sandbox/session', { data: { persona: 'verified' } });
    expect(login.ok()).toBe(true);
    await measure('logged in');
  });
}
