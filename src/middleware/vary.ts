/**
 * Adds `header` to a response's `Vary` unless it names it already (a kept page comes back
 * through the middleware with its `Vary` complete). Immutable headers (a response from fetch)
 * are handed on as they are.
 */
export function appendVary(headers: Headers, header: string): void {
  const vary = (headers.get('Vary') ?? '').toLowerCase().split(/\s*,\s*/);
  if (vary.includes(header.toLowerCase())) return;
  try {
    headers.append('Vary', header);
  } catch {
    // Immutable.
  }
}
