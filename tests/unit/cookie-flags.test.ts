import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { scriptCookie, serverCookieFlags } from '@/lib/cookie-flags';
import { POST as signOut } from '@/pages/logout';

/**
 * Flags on every cookie, the deletions too (issue 15, item 6): Path=/, SameSite=Lax, Secure over
 * https, HttpOnly unless a script of ours reads or writes it.
 */
describe('cookie flags', () => {
  it('gives server cookies the whole site, Lax, HttpOnly, and Secure only over https', () => {
    expect(serverCookieFlags(new URL('http://localhost:4321/buy_USDT'))).toEqual({
      path: '/',
      sameSite: 'lax',
      secure: false,
      httpOnly: true,
    });
    expect(serverCookieFlags(new URL('https://p2p.example/ja/logout'))).toMatchObject({
      secure: true,
      httpOnly: true,
    });
    expect(serverCookieFlags(new URL('https://p2p.example/'), true).httpOnly).toBe(false);
  });

  it('writes script cookies with Path, Max-Age, SameSite=Lax and Secure over https', () => {
    expect(scriptCookie('theme', 'moon', 60, 'http:')).toBe(
      'theme=moon; Path=/; Max-Age=60; SameSite=Lax',
    );
    expect(scriptCookie('tz', 'Asia/Tehran', 60, 'https:')).toBe(
      'tz=Asia%2FTehran; Path=/; Max-Age=60; SameSite=Lax; Secure',
    );
  });

  it.each([
    ['http://localhost:4321/logout', false],
    ['https://p2p.example/ja/logout', true],
  ])('signing out at %s deletes the session cookie with its flags', async (href, secure) => {
    const deletions: [string, unknown][] = [];
    const context = {
      url: new URL(href),
      locals: { locale: 'en', session: null, api: { call: vi.fn() } },
      cookies: { delete: (name: string, options: unknown) => deletions.push([name, options]) },
      redirect: (path: string, status: number) =>
        new Response(null, { status, headers: { Location: path } }),
    } as unknown as APIContext;
    await signOut(context);
    expect(deletions).toEqual([['token', { path: '/', sameSite: 'lax', secure, httpOnly: true }]]);
  });
});
