import { STATUS_CODES } from 'node:http';

/**
 * A response whose status line reads right. A page that sets `Astro.response.status = 503`
 * (or 404, 410...) keeps Astro's default status text "OK", and Node writes it into the status
 * line: "HTTP/1.1 503 OK". A status other than 200 still saying "OK" gets its standard reason
 * phrase instead (`Service Unavailable`); every other response passes through untouched, its
 * body streamed as it is.
 */
export function withReasonPhrase(response: Response): Response {
  const { status } = response;
  if (status === 200 || response.statusText !== 'OK') return response;
  return new Response(response.body, {
    status,
    statusText: STATUS_CODES[status] ?? '',
    headers: response.headers,
  });
}
