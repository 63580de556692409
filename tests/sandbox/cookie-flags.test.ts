import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

/** The sandbox's logout deletes the session cookie with the flags it was set with (issue 15, item 6). */
describe('the session cookie deletion', () => {
  it.each([
    ['http', false],
    ['https', true],
  ])('carries Path, HttpOnly, SameSite=Lax and Secure over %s', async (proto, secure) => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await h.call(
      'POST',
      '/api/user/logout',
      {
        headers: { cookie: `token=${token}`, 'x-forwarded-proto': proto },
      },
      { token },
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=; Max-Age=0; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie.includes('Secure')).toBe(secure);
  });
});
