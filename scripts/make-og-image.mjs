// Draws public/og-image.png, the 1200x630 link-preview image (Open Graph, Twitter): the site's
// icon (public/favicon.svg: a yellow rounded square with three dark lines) centred on the dark
// page colour. Plain Node (zlib), no image library. Run: node scripts/make-og-image.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const W = 1200;
const H = 630;
const DARK = [0x1e, 0x23, 0x29];
const YELLOW = [0xf0, 0xb9, 0x0b];
const SCALE = 12; // the icon's 32-unit viewBox becomes 384 px
const X0 = (W - 32 * SCALE) / 2;
const Y0 = (H - 32 * SCALE) / 2;

/** Inside the icon's rounded square (rx 8)? Coordinates in icon units. */
function inSquare(x, y) {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, 8), 24);
  const cy = Math.min(Math.max(y, 8), 24);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 64;
}

/** On one of the icon's lines (stroke 3, round caps)? */
function onLine(x, y) {
  const lines = [
    [9, 23, 11],
    [9, 23, 16],
    [9, 18, 21],
  ];
  return lines.some(([a, b, ly]) => {
    const cx = Math.min(Math.max(x, a), b);
    return (x - cx) ** 2 + (y - ly) ** 2 <= 2.25;
  });
}

const raw = Buffer.alloc((W * 3 + 1) * H);
for (let py = 0; py < H; py++) {
  const row = py * (W * 3 + 1);
  raw[row] = 0; // filter: none
  for (let px = 0; px < W; px++) {
    const x = (px + 0.5 - X0) / SCALE;
    const y = (py + 0.5 - Y0) / SCALE;
    const colour = inSquare(x, y) && !onLine(x, y) ? YELLOW : DARK;
    raw.set(colour, row + 1 + px * 3);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(W, 0);
ihdr.writeUInt32BE(H, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 2; // truecolour
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/og-image.png', import.meta.url), png);
console.log(`public/og-image.png: ${W}x${H}, ${png.length} bytes`);
