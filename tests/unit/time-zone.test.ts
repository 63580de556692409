import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  displayTimeZone,
  parseTimeZone,
  rememberTimeZone,
  TIME_ZONE_COOKIE,
} from '@/i18n/time-zone';

/**
 * The viewer's zone travels from the browser to the server in the `tz` cookie (issue 13, item 5).
 * A cookie is the user's input: only names the runtime knows as zones are taken.
 */
describe('the tz cookie, read on the server', () => {
  it('takes IANA zone names, canonical', () => {
    expect(parseTimeZone('Asia/Tehran')).toBe('Asia/Tehran');
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
    expect(parseTimeZone('Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
    expect(parseTimeZone('America/Argentina/Buenos_Aires')).toMatch(/^America\/.*Buenos_Aires$/);
    expect(parseTimeZone('Etc/GMT-14')).toBe('Etc/GMT-14');
    expect(parseTimeZone('UTC')).toBe('UTC');
    expect(parseTimeZone('utc')).toBe('UTC');
  });

  it('ignores anything that is not a known zone', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'Mars/Olympus_Mons',
      'Asia/Tehran; Path=/',
      '<script>',
      '../../etc/passwd',
      '+03:30',
      'Asia/Tehran\u0000',
      `Asia/${'x'.repeat(80)}`,
    ]) {
      expect(parseTimeZone(bad), String(bad)).toBeNull();
    }
  });
});

describe('the zone an island shows', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the server's while hydrating (UTC without a cookie), the browser's once mounted", () => {
    expect(displayTimeZone('Asia/Tehran', false)).toBe('Asia/Tehran');
    expect(displayTimeZone(null, false)).toBe('UTC');
    expect(displayTimeZone('Asia/Tehran', true)).toBe(browserTimeZone());
  });
});

describe('the page bootstrap remembers the zone', () => {
  const fakeDocument = (cookie: string) => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    return { doc: doc as unknown as Document, written };
  };

  it('writes the browser zone for a year, Lax, readable by scripts', () => {
    const { doc, written } = fakeDocument('theme=dark');
    rememberTimeZone(doc);
    expect(written).toEqual([
      `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    ]);
    expect(written[0]).not.toMatch(/HttpOnly/i);
  });

  it('rewrites it only when the zone changed', () => {
    const same = fakeDocument(`a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}`);
    rememberTimeZone(same.doc);
    expect(same.written).toEqual([]);

    const moved = fakeDocument(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`);
    rememberTimeZone(moved.doc);
    expect(moved.written).toHaveLength(1);
  });

  it('reads a zone the browser reports in another spelling as its canonical name', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValueOnce({
      timeZone: 'Not a zone',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('UTC');
  });
});
