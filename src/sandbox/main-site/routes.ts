import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { persona as personaSchema } from '@/contract/sandbox';
import { ApiError } from '@/sandbox/errors';
import type { SandboxApp, SandboxEnv } from '@/sandbox/http/app-env';
import { readLimited } from '@/sandbox/http/body';
import { setSessionCookie } from '@/sandbox/http/cookies';
import { isCrossSite } from '@/sandbox/http/same-site';
import { PAGE_CSP } from '@/sandbox/main-site/html';
import { errorPage, loginPage } from '@/sandbox/main-site/pages';
import { safeReturnUrl } from '@/sandbox/main-site/return-url';
import { siteOriginOf } from '@/sandbox/http/site-origin';
import { mainSiteAddress, standInPage } from '@/sandbox/main-site/stand-in';
import { sessionForPersona } from '@/sandbox/user/personas';

/** The login form has two short fields; a bigger body is not a browser submitting it. */
const MAX_FORM_BYTES = 8 * 1024;

/** Where the stand-in main site is served (`PUBLIC_MAIN_SITE` defaults to it). */
const MAIN_SITE = '/sandbox';

function html(c: Context, body: string, status: ContentfulStatusCode = 200): Response {
  return c.html(body, status, {
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
  });
}

async function readLoginForm(c: Context): Promise<URLSearchParams> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ApiError(400, 400, 'Submit the login form from the demo accounts page.');
  }
  const bytes = await readLimited(c.req.raw, MAX_FORM_BYTES);
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

async function login(c: Context<SandboxEnv>): Promise<Response> {
  // Another site must not log a visitor in behind their back (login CSRF): browsers send Origin
  // with form posts, and its host must be this site's (the scheme may differ behind a TLS proxy).
  if (isCrossSite(c.req.header('origin'), c.req.url)) {
    return html(c, errorPage('This login form can only be sent from this site.', '/'), 403);
  }
  let form: URLSearchParams;
  try {
    form = await readLoginForm(c);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return html(c, errorPage(error.message, '/'), error.status);
  }
  const returnUrl = safeReturnUrl(form.get('returnUrl'), siteOriginOf(c));
  const persona = personaSchema.safeParse(form.get('persona'));
  if (!persona.success) {
    return html(
      c,
      errorPage('That demo account does not exist. Choose one of the listed accounts.', returnUrl),
      400,
    );
  }
  setSessionCookie(c, sessionForPersona(c.get('ctx'), persona.data));
  return c.redirect(returnUrl, 302);
}

/**
 * The stand-in main site under `/sandbox/*`: a login page listing the demo personas (a plain
 * form POST per persona starts a session and returns to a same-origin address), the same page
 * for register, and a stand-in for every other main-site page the menus link to (spot, wallet,
 * help centre...), so no link of the product ends on a 404. Only GET: other methods on unknown
 * paths stay 404. Registered last, so the named pages win.
 */
export function mountMainSite(app: SandboxApp): void {
  app.get(`${MAIN_SITE}/login`, (c) =>
    html(c, loginPage('login', safeReturnUrl(c.req.query('returnUrl'), siteOriginOf(c)))),
  );
  app.get(`${MAIN_SITE}/register`, (c) =>
    html(c, loginPage('register', safeReturnUrl(c.req.query('returnUrl'), siteOriginOf(c)))),
  );
  app.post(`${MAIN_SITE}/login`, login);
  const standIn = (c: Context) => html(c, standInPage(mainSiteAddress(c.req.url, MAIN_SITE)));
  app.get(MAIN_SITE, standIn);
  app.get(`${MAIN_SITE}/*`, standIn);
}
