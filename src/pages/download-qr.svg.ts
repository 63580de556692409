import type { APIRoute } from 'astro';
import { INVITATION_CODE } from '@/config/routes';
import { downloadUrl, qrSvg } from '@/shell/qr';
import { loadDownloadPage } from '@/shell/shell-data';

/**
 * The header's download-app QR code (spec sections 1 and 9) as an image: the download page in
 * the path's language, with `?code=` the invite code it carries. It used to be drawn into every
 * page's header twice (~8 KB of HTML, 1.3 KB compressed, before the first ad row: issue 16,
 * item 4); as an `<img loading="lazy">` in the closed menu it is fetched when the menu opens,
 * still with no script. The code is public (it is in every share link), so the image may be
 * cached by anyone. Only a well-formed invite code is drawn: this is not a QR code service.
 */
export const GET: APIRoute = async ({ locals, url }) => {
  const code = url.searchParams.get('code');
  if (code !== null && !INVITATION_CODE.test(code)) {
    return text(400, 'The invite code must be 1 to 32 letters or digits.');
  }
  const page = await loadDownloadPage({ api: locals.api, locale: locals.locale });
  // The header shows no QR code then either; a later request may find the page again.
  if (!page)
    return text(503, 'The download page is not available right now.', { 'Retry-After': '30' });
  const svg = qrSvg(downloadUrl(page, code), { label: locals.t('download.title') });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300',
    },
  });
};

function text(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}
