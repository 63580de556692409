/** The encodings an `Accept-Encoding` header accepts (lower case; `q=0` means refused). */
function acceptedEncodings(acceptEncoding: string | null | undefined): string[] {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .flatMap(([name]) => name?.trim().toLowerCase() ?? []);
}

/** Picks the best encoding the client accepts: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Whether the request takes gzip (every browser does): kept logged-in pages are sent as gzip. */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return acceptedEncodings(acceptEncoding).includes('gzip');
}
