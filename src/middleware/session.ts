import { defineMiddleware } from 'astro:middleware';
import { createApiClient } from '@/client/http';
import type { Data } from '@/contract/define';
import { SESSION_COOKIE } from '@/contract/headers';
import { userEndpoints } from '@/contract/user';
import { routes } from '@/config/routes';
import { publicConfig, serverApiBase } from '@/config/server-env';

export interface ServerSession {
  token: string;
  user: Data<typeof userEndpoints.userBase>;
}

/**
 * Reads the session cookie and, on every navigation while logged in, loads the user info.
 * If that fails the user is logged out (cookie cleared) and sent to the root, as the spec says.
 * Everything lives on `locals`: nothing per-user is stored in module state.
 */
export const session = defineMiddleware(async (context, next) => {
  const { locale, t } = context.locals;
  const token = context.cookies.get(SESSION_COOKIE)?.value || null;
  context.locals.publicConfig = publicConfig();
  context.locals.session = null;
  context.locals.api = createApiClient({
    baseURL: serverApiBase(),
    getLang: () => locale,
    getToken: () => token,
    // On the server there is no toast and no navigation: callers decide what to render.
    onAuthError: () => {},
    onErrorToast: () => {},
    validate: import.meta.env.DEV,
    messages: { network: t('toast.network'), timeout: t('toast.timeout') },
  });
  if (!token) return next();
  try {
    const user = await context.locals.api.call(userEndpoints.userBase, {}, { errors: 'silent' });
    context.locals.session = { token, user };
  } catch {
    context.cookies.delete(SESSION_COOKIE, { path: '/' });
    return context.redirect(routes.root(), 302);
  }
  return next();
});
