import type { APIRoute } from 'astro';
import { routes } from '@/config/routes';
import { SESSION_COOKIE } from '@/contract/headers';
import { userEndpoints } from '@/contract/user';

/** Sign out: ends the API session, clears the cookie, back to the root. */
export const POST: APIRoute = async ({ locals, cookies, redirect }) => {
  if (locals.session) {
    await locals.api.call(userEndpoints.logout, {}, { errors: 'silent' }).catch(() => undefined);
  }
  cookies.delete(SESSION_COOKIE, { path: '/' });
  return redirect(routes.root(), 303);
};
