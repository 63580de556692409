// The first network round trip of a market page (issue 16, item 4): what the server sends
// before the end of the first ad row must fit in TCP's initial congestion window, ten segments
// of 1,460 bytes (RFC 6928), so a new visitor sees the head, the header and the first ad after
// one round trip. Counted: the status line and headers as HTTP/1.1 sends them (uncompressed),
// plus the HTML up to the end of the first row, brotli-compressed as our server streams pages
// (quality 4, a 256 KB window: src/server/app.ts). Shared by `npm run bench` (prints it) and the
// e2e test (asserts it).
import { brotliCompressSync, constants } from 'node:zlib';

export const INITIAL_WINDOW_BYTES = 14_600;

const FIRST_ROW = 'data-testid="market-row"';

/**
 * `status` and `headers` ({ name, value }[]) as received, `html` the decoded page. Returns the
 * bytes up to the end of the first ad row (null when the page has no row), and its parts.
 */
export function firstWindow({ status, headers, html }) {
  const start = html.indexOf(FIRST_ROW);
  if (start < 0) return null;
  const rowEnd = html.indexOf('</tr>', start) + '</tr>'.length;
  const headerBytes =
    Buffer.byteLength(`HTTP/1.1 ${status} OK\r\n`) +
    headers.reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 2);
  const bodyBytes = brotliCompressSync(html.slice(0, rowEnd), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
  }).byteLength;
  return { bytes: headerBytes + bodyBytes, headerBytes, bodyBytes };
}
