/**
 * A `fetch` over XMLHttpRequest, for the one thing fetch cannot do yet: report upload progress
 * (appeal evidence, payment QR codes, merchant documents). The API client takes an injectable
 * `fetch` (`createApiClient({ fetch })`), so uploads keep the client's headers, envelope
 * handling, contract checks and 403/413 handling and only the transport changes. Browser only;
 * supports what the client passes: a string URL, method, headers, body, credentials and signal.
 */

export type UploadProgress = (loaded: number, total: number) => void;

/** Statuses a Response may not carry a body with. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index <= 0) continue;
    try {
      headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
    } catch {
      // A header the Headers class refuses (forbidden name): not needed by the client.
    }
  }
  return headers;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

export function createXhrFetch(onProgress: UploadProgress): typeof fetch {
  return (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const signal = init?.signal ?? null;
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', url);
      xhr.withCredentials = init?.credentials === 'include';
      xhr.responseType = 'text';
      new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value));

      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);

      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener('load', () => {
        done();
        const body = NULL_BODY.has(xhr.status) ? null : xhr.responseText;
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('timeout', () => {
        done();
        reject(new TypeError('Network request timed out'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(signal ? abortError(signal) : new DOMException('Aborted', 'AbortError'));
      });
      xhr.send((init?.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
