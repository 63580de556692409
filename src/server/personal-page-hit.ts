import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTranslator } from '@/i18n/t';
import { loadSession, serverApiClient } from '@/middleware/load-session';
import {
  personalBaseKey,
  sessionToken,
  type PersonalPages,
} from '@/middleware/personal-page-store';
import { personalKind, personalValues } from '@/shell/personal';
import { acceptsGzip } from '@/server/encoding';
import { headerOf, sendKept } from '@/server/html-cache-hit';

/**
 * Answers a logged-in request from a page kept for every user of the user's kind straight from
 * Node, before Astro builds a Fetch request, routes and renders (issue 16, item 1): the session
 * is asked of the API as on every navigation (user, unread count, broker status), then the kept
 * page is filled with the user's values as gzip, compressing nothing. Only when a page is kept
 * for this address and headers at all; a token the API refuses, a kind with no kept page, a
 * client without gzip: resolves false, and Astro handles the request as usual (it logs out a
 * refused token).
 */
export async function servePersonalPage(
  pages: PersonalPages,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' || !acceptsGzip(req.headers['accept-encoding'])) return false;
  const token = sessionToken(req.headers.cookie);
  if (!token) return false;
  const base = personalBaseKey(req.url ?? '/', (name) => headerOf(req, name));
  const locale = pages.localeOf(base);
  if (!locale) return false;
  const t = createTranslator(locale);
  const session = await loadSession(serverApiClient(locale, token, t), token);
  if (!session) return false;
  const kept = pages.fresh(base, personalKind(session));
  if (!kept) return false;
  sendKept(res, kept, pages.gzipFor(kept, personalValues(session, t)), 'gzip');
  return true;
}
