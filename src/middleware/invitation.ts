import { defineMiddleware } from 'astro:middleware';
import { INVITATION_CODE, INVITATION_COOKIE } from '@/config/routes';

/** Keeps a valid `invitationCode` from any navigation for later (e.g. the download QR code). */
export const invitation = defineMiddleware((context, next) => {
  const code = context.url.searchParams.get('invitationCode');
  if (code !== null && INVITATION_CODE.test(code)) {
    context.cookies.set(INVITATION_COOKIE, code, {
      path: '/',
      sameSite: 'lax',
      secure: context.url.protocol === 'https:',
      maxAge: 60 * 60 * 24 * 30,
    });
  }
  return next();
});
