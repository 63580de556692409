/** Picks the best encoding the client accepts: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Whether the request takes gzip (every browser does): kept logged-in pages are sent as gzip. */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, q] = part.trim().split(';');
    return name?.trim().toLowerCase() === 'gzip' && (!q || Number(q.split('=')[1]) > 0);
  });
}
