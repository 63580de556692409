import { encode } from 'uqr';
import { escapeMarkup } from '@/lib/escape-markup';

/**
 * The header's download-app QR code (spec sections 1 and 9: 130x130, linking to the download
 * page with the invite code appended). Server side: the SVG is rendered into the HTML, so no QR
 * encoder is shipped to the browser and the code shows without JavaScript.
 */

/** The standard quiet zone: scanners need 4 light modules around the symbol. */
const QUIET_ZONE = 4;

/** Options of `qrSvg`. */
interface QrSvgOptions {
  /** Accessible name of the image, already translated (e.g. "Scan to download the app"). */
  label: string;
  /** Width and height in CSS pixels (default 130, the spec's size). */
  size?: number;
}

/**
 * An SVG string drawing `text` as a QR code (error correction M) at exactly `size`×`size` CSS
 * pixels: the `viewBox` counts modules, quiet zone included, and `crispEdges` keeps module edges
 * sharp when a module is not a whole number of pixels. Black modules on white, whatever the
 * theme: scanners need dark on light. Each row's runs of dark modules are one path segment,
 * which keeps the markup small.
 */
export function qrSvg(text: string, { label, size = 130 }: QrSvgOptions): string {
  if (!Number.isFinite(size) || size <= 0) throw new RangeError(`Invalid QR size: ${size}`);
  const key = `${size}\n${label}\n${text}`;
  const known = drawn.get(key);
  if (known !== undefined) {
    // Most recently used last, so the oldest entry is the first the cap drops.
    drawn.delete(key);
    drawn.set(key, known);
    return known;
  }
  const svg = drawQr(text, label, size);
  drawn.set(key, svg);
  if (drawn.size > DRAWN_CAP) drawn.delete(drawn.keys().next().value!);
  return svg;
}

/**
 * Codes already drawn, by size, label and text. The header draws the same code on every page
 * (one per language and invite code), and encoding it was 7 % of a page's rendering time (18 % of
 * the 404 page's): each is drawn once. Capped, least recently used out first, as invite codes
 * are one per user.
 */
const drawn = new Map<string, string>();
const DRAWN_CAP = 500;

function drawQr(text: string, label: string, size: number): string {
  const { data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const modules = data.length;
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges" role="img" ` +
    `aria-label="${escapeMarkup(label)}">` +
    `<rect width="${modules}" height="${modules}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`
  );
}

/**
 * The download page address with `inviteCode=<code>` appended, so an install is credited to
 * the inviter. The rest of the address (other query parameters, their encoding, the fragment)
 * is kept byte for byte; an existing `inviteCode` is replaced. Without a code (absent, empty or
 * blank) the address is returned untouched. Works for absolute and relative addresses.
 */
export function downloadUrl(pageUrl: string, inviteCode?: string | null): string {
  const code = inviteCode?.trim();
  if (!code) return pageUrl;
  const hashAt = pageUrl.indexOf('#');
  const hash = hashAt === -1 ? '' : pageUrl.slice(hashAt);
  const beforeHash = hashAt === -1 ? pageUrl : pageUrl.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && !isInviteCodeParam(part));
  kept.push(`inviteCode=${encodeURIComponent(code)}`);
  return `${base}?${kept.join('&')}${hash}`;
}

function isInviteCodeParam(part: string): boolean {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === 'inviteCode';
  } catch {
    return false;
  }
}
