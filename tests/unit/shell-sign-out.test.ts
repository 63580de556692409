import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { userEndpoints } from '@/contract/user';
import type { LocaleCode } from '@/i18n/locales';
import { POST } from '@/pages/logout';
import { maySignOut } from '@/shell/menus';

/**
 * Sign-out (issue 15, item 7): every logged-in user gets it, wallet-connected ones too, and it
 * lands in the language it was asked in (`/ja/logout` → `/ja/buy_USDT`, not English).
 */

/** The endpoint's context as Astro builds it for a POST to `/<slug>/logout`. */
function signOutContext(locale: LocaleCode, loggedIn: boolean) {
  const call = vi.fn(async () => null);
  const deleted: string[] = [];
  const context = {
    url: new URL(`http://localhost/${locale}/logout`),
    locals: { locale, session: loggedIn ? { user: { type: 2 } } : null, api: { call } },
    cookies: { delete: (name: string) => deleted.push(name) },
    redirect: (path: string, status: number) =>
      new Response(null, { status, headers: { Location: path } }),
  } as unknown as APIContext;
  return { context, call, deleted };
}

describe('sign-out', () => {
  it('is offered to every logged-in user: account (type 3) and wallet-connected (type 2)', () => {
    expect(maySignOut(3)).toBe(true);
    expect(maySignOut(2)).toBe(true);
    expect(maySignOut(1)).toBe(true);
    expect(maySignOut(null)).toBe(false);
  });

  it('ends a wallet user’s session and lands on the market in Japanese from /ja/logout', async () => {
    const { context, call, deleted } = signOutContext('ja', true);
    const res = await POST(context);
    expect(call).toHaveBeenCalledWith(userEndpoints.logout, {}, { errors: 'silent' });
    expect(deleted).toEqual(['token']);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ja/buy_USDT');
  });

  it.each([
    ['en', '/buy_USDT'],
    ['fa', '/fa/buy_USDT'],
    ['zh-TC', '/zh-tc/buy_USDT'],
  ] as const)('keeps the locale %s: lands on %s', async (locale, landing) => {
    const { context } = signOutContext(locale, true);
    expect((await POST(context)).headers.get('location')).toBe(landing);
  });

  it('still clears the cookie and keeps the locale when the session had already ended', async () => {
    const { context, call, deleted } = signOutContext('ko', false);
    const res = await POST(context);
    expect(call).not.toHaveBeenCalled();
    expect(deleted).toEqual(['token']);
    expect(res.headers.get('location')).toBe('/ko/buy_USDT');
  });
});
