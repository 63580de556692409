import { defineMiddleware, sequence } from 'astro:middleware';
import { guard } from '@/middleware/guard';
import { htmlCache } from '@/middleware/html-cache';
import { invitation } from '@/middleware/invitation';
import { locale } from '@/middleware/locale';
import { personalPage } from '@/middleware/personal-page';
import { withReasonPhrase } from '@/middleware/reason-phrase';
import { session } from '@/middleware/session';
import { timeZone } from '@/middleware/time-zone';
import { trailingSlash } from '@/middleware/trailing-slash';

/** Pages that set a status keep Astro's "OK" text: the status line gets its real reason phrase. */
const reasonPhrase = defineMiddleware(async (_context, next) => withReasonPhrase(await next()));

/**
 * Order matters: the visitor's HTML cache answers before anything runs (and keeps the finished
 * page); a trailing slash is moved before any other redirect; the locale is known before the
 * session loads (the API gets the language); a logged-in page is filled with its user's values
 * last, once the guard let it through.
 */
export const onRequest = sequence(
  htmlCache,
  reasonPhrase,
  trailingSlash,
  locale,
  timeZone,
  invitation,
  session,
  guard,
  personalPage,
);
