import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { downloadUrl, qrSvg } from '@/shell/qr';

/** A dark axis-aligned rectangle in SVG user units (modules). */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The filled rectangles an SVG path draws, for paths made of closed axis-aligned rectangles
 * (M, H/h, V/v, L/l and Z commands). Anything else fails the test, so the rasteriser below
 * never silently draws less than the SVG shows.
 */
function pathBoxes(d: string): Box[] {
  const boxes: Box[] = [];
  const tokens = d.match(/[MmHhVvLlZz]|-?\d*\.?\d+/g) ?? [];
  let points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let i = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M' || command === 'L') [x, y] = [num(), num()];
    else if (command === 'm' || command === 'l') [x, y] = [x + num(), y + num()];
    else if (command === 'H') x = num();
    else if (command === 'h') x += num();
    else if (command === 'V') y = num();
    else if (command === 'v') y += num();
    else if (command === 'Z' || command === 'z') {
      const xs = new Set(points.map((p) => p[0]));
      const ys = new Set(points.map((p) => p[1]));
      expect(points).toHaveLength(4);
      expect([xs.size, ys.size]).toEqual([2, 2]);
      const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
      const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
      boxes.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
      [x, y] = points[0] ?? [x, y];
      points = [];
      continue;
    } else throw new Error(`Unsupported path command ${command}`);
    if (command === 'M' || command === 'm') points = [];
    points.push([x, y]);
  }
  expect(points).toHaveLength(0);
  return boxes;
}

interface Raster {
  width: number;
  height: number;
  /** RGBA, as jsQR wants it. */
  pixels: Uint8ClampedArray;
  /** Whether the pixel at (x, y) is dark. */
  dark: (x: number, y: number) => boolean;
  /** Modules per side, from the viewBox. */
  modules: number;
}

/**
 * Draws the SVG the way a browser would at its own width/height with crisp edges: every pixel
 * takes the colour of the last shape covering its centre. Only `rect` and `path` elements are drawn.
 */
function rasterise(svg: string): Raster {
  const root = /<svg[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(attribute(root, 'width'));
  const height = Number(attribute(root, 'height'));
  const [minX, minY, boxWidth, boxHeight] = (attribute(root, 'viewBox') ?? '')
    .split(/\s+/)
    .map(Number);
  expect([minX, minY]).toEqual([0, 0]);
  const shapes: { box: Box; dark: boolean }[] = [];
  for (const [tag] of svg.matchAll(/<(rect|path)\b[^>]*>/g)) {
    const fill = attribute(tag, 'fill');
    expect(['#000', '#fff']).toContain(fill);
    const dark = fill === '#000';
    if (tag.startsWith('<rect')) {
      const box = {
        x: Number(attribute(tag, 'x') ?? 0),
        y: Number(attribute(tag, 'y') ?? 0),
        width: Number(attribute(tag, 'width')),
        height: Number(attribute(tag, 'height')),
      };
      shapes.push({ box, dark });
    } else {
      for (const box of pathBoxes(attribute(tag, 'd') ?? '')) shapes.push({ box, dark });
    }
  }
  const scaleX = (boxWidth ?? 0) / width;
  const scaleY = (boxHeight ?? 0) / height;
  // 0 = not painted, 1 = light, 2 = dark. A pixel is covered by a box when its centre is.
  const paint = new Uint8Array(width * height);
  const first = (edge: number, scale: number) => Math.max(0, Math.ceil(edge / scale - 0.5));
  for (const { box, dark } of shapes) {
    for (
      let py = first(box.y, scaleY);
      py < Math.min(height, first(box.y + box.height, scaleY));
      py++
    ) {
      for (
        let px = first(box.x, scaleX);
        px < Math.min(width, first(box.x + box.width, scaleX));
        px++
      ) {
        paint[py * width + px] = dark ? 2 : 1;
      }
    }
  }
  // Unpainted pixels would show the page behind the code: the SVG must paint its background.
  expect(paint.includes(0)).toBe(false);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  paint.forEach((value, index) => {
    if (value === 2) pixels.fill(0, index * 4, index * 4 + 3);
  });
  return {
    width,
    height,
    pixels,
    modules: boxWidth ?? 0,
    dark: (x, y) => paint[y * width + x] === 2,
  };
}

function decode(svg: string): string | undefined {
  const { pixels, width, height } = rasterise(svg);
  return jsQR(pixels, width, height)?.data;
}

const label = 'Scan to download the app';

describe('qrSvg', () => {
  it('draws a code that scans back to the download address with the invite code', () => {
    const url = downloadUrl('https://example.com/download?from=p2p', 'INV8K2Q');
    const svg = qrSvg(url, { label });
    expect(decode(svg)).toBe('https://example.com/download?from=p2p&inviteCode=INV8K2Q');
  });

  it('is exactly 130×130 CSS pixels by default, sharp-edged, and an image with a name', () => {
    const svg = qrSvg('https://example.com/download', { label });
    const root = /<svg[^>]*>/.exec(svg)?.[0] ?? '';
    expect(attribute(root, 'width')).toBe('130');
    expect(attribute(root, 'height')).toBe('130');
    expect(attribute(root, 'shape-rendering')).toBe('crispEdges');
    expect(attribute(root, 'role')).toBe('img');
    expect(attribute(root, 'aria-label')).toBe(label);
    expect(attribute(root, 'xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it('counts modules in the viewBox and keeps a 4-module light quiet zone', () => {
    const svg = qrSvg('https://example.com/download?inviteCode=INV8K2Q', { label, size: 164 });
    const raster = rasterise(svg);
    // Version 4 (33 modules) at level M for this length, plus 4 on each side.
    expect(raster.modules).toBe(41);
    const pixelsPerModule = raster.width / raster.modules;
    const quiet = 4 * pixelsPerModule;
    const darkInQuietZone: [number, number][] = [];
    for (let y = 0; y < raster.height; y++) {
      for (let x = 0; x < raster.width; x++) {
        const inQuietZone =
          x < quiet || y < quiet || x >= raster.width - quiet || y >= raster.height - quiet;
        if (inQuietZone && raster.dark(x, y)) darkInQuietZone.push([x, y]);
      }
    }
    expect(darkInQuietZone).toEqual([]);
    // The finder pattern's dark corner starts right after the quiet zone.
    expect(raster.dark(Math.ceil(quiet), Math.ceil(quiet))).toBe(true);
  });

  it('draws at another size when asked and still scans', () => {
    const svg = qrSvg('https://example.com/d', { label, size: 200 });
    expect(svg).toContain('width="200" height="200"');
    expect(decode(svg)).toBe('https://example.com/d');
  });

  it('scans a long address at 130 pixels', () => {
    const url = downloadUrl(`https://example.com/download?campaign=${'x'.repeat(60)}`, 'ABCDEF12');
    expect(decode(qrSvg(url, { label }))).toBe(url);
  });

  it('escapes the label so it cannot break out of the attribute', () => {
    const svg = qrSvg('x', { label: '"><script>alert(1)</script>&' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
  });

  it('refuses a size that is not a positive number', () => {
    expect(() => qrSvg('x', { label, size: 0 })).toThrow(RangeError);
    expect(() => qrSvg('x', { label, size: Number.NaN })).toThrow(RangeError);
  });
});

describe('downloadUrl', () => {
  it('appends the invite code', () => {
    expect(downloadUrl('https://example.com/download', 'ABC123')).toBe(
      'https://example.com/download?inviteCode=ABC123',
    );
  });

  it('keeps the existing query and fragment as they are', () => {
    expect(downloadUrl('https://example.com/download?a=b%20c&x=y+z#ios', 'ABC')).toBe(
      'https://example.com/download?a=b%20c&x=y+z&inviteCode=ABC#ios',
    );
    expect(downloadUrl('/download?', 'ABC')).toBe('/download?inviteCode=ABC');
  });

  it('replaces an existing invite code, however it is written', () => {
    expect(downloadUrl('https://example.com/d?inviteCode=OLD&a=1&inviteCode=OLDER', 'NEW')).toBe(
      'https://example.com/d?a=1&inviteCode=NEW',
    );
    expect(downloadUrl('https://example.com/d?invite%43ode=OLD', 'NEW')).toBe(
      'https://example.com/d?inviteCode=NEW',
    );
  });

  it('encodes the code', () => {
    expect(downloadUrl('/download', 'a&b=c d')).toBe('/download?inviteCode=a%26b%3Dc%20d');
  });

  it.each([[undefined], [null], [''], ['   ']])('leaves the address untouched for %j', (code) => {
    const url = 'https://example.com/download?inviteCode=KEEP&a=%7e';
    expect(downloadUrl(url, code)).toBe(url);
  });
});
