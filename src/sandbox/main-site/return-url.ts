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
 * Keeps a return address only when it is a same-origin path: one leading `/`, not `//` or `/\`
 * (browsers read both as another host), no control characters or backslashes. Anything else
 * goes to `/`, so the login page cannot be used to bounce users to another site.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (hasControlOrBackslash(value)) return '/';
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return value;
}
