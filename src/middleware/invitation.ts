import { defineMiddleware } from 'astro:middleware';
import { INVITATION_CODE, INVITATION_COOKIE } from '@/config/routes';
import { serverCookieFlags } from '@/lib/cookie-flags';

/** Keeps a valid `invitationCode` from any navigation for later (e.g. the download QR code). */
export const invitation = defineMiddleware((context, next) => {
  const code = context.url.searchParams.get('invitationCode');
  if (code !== null && INVITATION_CODE.test(code)) {
    // Read by the server only (the download QR code), so HttpOnly.
    context.cookies.set(INVITATION_COOKIE, code, {
      ...serverCookieFlags(context.url),
      maxAge: 60 * 60 * 24 * 30,
    });
  }
  return next();
});
