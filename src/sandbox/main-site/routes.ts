import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { persona as personaSchema } from '@/contract/sandbox';
import { ApiError } from '@/sandbox/errors';
import type { SandboxApp, SandboxEnv } from '@/sandbox/http/app-env';
import { readLimited } from '@/sandbox/http/body';
import { setSessionCookie } from '@/sandbox/http/cookies';
import { isCrossSite } from '@/sandbox/http/same-site';
import { errorPage, loginPage, standInPage } from '@/sandbox/main-site/pages';
import { safeReturnUrl } from '@/sandbox/main-site/return-url';
import { sessionForPersona } from '@/sandbox/services/personas';

/** The login form has two short fields; a bigger body is not a browser submitting it. */
const MAX_FORM_BYTES = 8 * 1024;

function html(c: Context, body: string, status: ContentfulStatusCode = 200): Response {
  return c.html(body, status, { 'cache-control': 'no-store' });
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
  const returnUrl = safeReturnUrl(form.get('returnUrl'), new URL(c.req.url).origin);
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
 * for register, and a placeholder for every other main-site page the product links to.
 */
export function mountMainSite(app: SandboxApp): void {
  app.get('/sandbox/login', (c) =>
    html(c, loginPage('login', safeReturnUrl(c.req.query('returnUrl'), new URL(c.req.url).origin))),
  );
  app.get('/sandbox/register', (c) =>
    html(
      c,
      loginPage('register', safeReturnUrl(c.req.query('returnUrl'), new URL(c.req.url).origin)),
    ),
  );
  app.post('/sandbox/login', login);
  app.get('/sandbox', (c) => html(c, standInPage(c.req.path)));
  app.get('/sandbox/*', (c) => html(c, standInPage(c.req.path)));
}
