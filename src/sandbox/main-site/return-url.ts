const PROBE_ORIGIN = 'http://return-url.invalid';

/** Browsers strip tabs and newlines and read `\` as `/`, turning `/\t/evil` into `//evil`. */
function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Keeps a return address only when it stays on this origin: a path with one leading `/` (not
 * `//` or `/\`, which browsers read as another host), or an absolute URL whose origin is
 * `siteOrigin` (the P2P site sends absolute return addresses, as the real main site needs them),
 * reduced to its path. No control characters or backslashes. Anything else goes to `/`, so the
 * login page cannot be used to bounce users to another site.
 */
export function safeReturnUrl(value: string | null | undefined, siteOrigin?: string): string {
  if (!value || value.length > 2048) return '/';
  if (siteOrigin && /^https?:\/\//i.test(value) && !hasControlOrBackslash(value)) {
    try {
      const url = new URL(value);
      if (url.origin === new URL(siteOrigin).origin)
        value = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return '/';
    }
  }
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (hasControlOrBackslash(value)) return '/';
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return value;
}
