/**
 * A scripted `fetch` for client tests: records every request and answers with whatever the test
 * queued. No network, no real timers.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | null | undefined;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function envelopeResponse(code: number, data: unknown, msg = '', status = 200): Response {
  return Response.json({ code, msg, data }, { status });
}

/** A request that never answers until its signal aborts (then it rejects like fetch does). */
export function hang(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = request.signal;
    if (!signal) return;
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function createFakeFetch(defaultResponder: Responder = () => envelopeResponse(200, null)) {
  const requests: RecordedRequest[] = [];
  const queue: Responder[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
      signal: init.signal,
    };
    requests.push(request);
    const responder = queue.shift() ?? defaultResponder;
    return responder(request);
  };
  return {
    fetch,
    requests,
    /** Queues the answer of the next request. */
    next(responder: Responder) {
      queue.push(responder);
    },
    last(): RecordedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was made');
      return request;
    },
  };
}
