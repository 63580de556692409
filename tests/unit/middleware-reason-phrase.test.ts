import { describe, expect, it } from 'vitest';
import { withReasonPhrase } from '@/middleware/reason-phrase';

/**
 * No raw "404 OK" status line: a page that sets only `Astro.response.status` leaves Astro's
 * status text "OK", which Node writes as the reason phrase; the middleware puts the real one.
 */
describe('the status line', () => {
  it('gives a status set by a page its reason phrase instead of "OK"', async () => {
    for (const [status, phrase] of [
      [404, 'Not Found'],
      [503, 'Service Unavailable'],
      [500, 'Internal Server Error'],
    ] as const) {
      const page = new Response('<p>page</p>', {
        status,
        statusText: 'OK',
        headers: { 'content-type': 'text/html', 'cache-control': 'no-store' },
      });
      const sent = withReasonPhrase(page);
      expect(sent.status).toBe(status);
      expect(sent.statusText).toBe(phrase);
      expect(sent.headers.get('cache-control')).toBe('no-store');
      expect(await sent.text()).toBe('<p>page</p>');
    }
  });

  it('leaves a 200 and a response that named its own reason untouched', () => {
    const ok = new Response('x', { status: 200, statusText: 'OK' });
    expect(withReasonPhrase(ok)).toBe(ok);
    const own = new Response('x', { status: 404, statusText: 'Not Found' });
    expect(withReasonPhrase(own)).toBe(own);
    const redirect = new Response(null, { status: 302, headers: { location: '/' } });
    expect(withReasonPhrase(redirect)).toBe(redirect);
  });
});
