import { expect, type APIRequestContext } from '@playwright/test';

/** Calls the API and returns the envelope's data, failing the test on any refusal. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response =
    method === 'GET'
      ? await request.get(`/api${path}`, { headers })
      : await request.post(`/api${path}`, { data: body ?? {}, headers });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** Moves the sandbox clock forward (time passes by the clock, never by sleeping). */
export async function advanceClock(request: APIRequestContext, seconds: number) {
  await call(request, 'POST', '/sandbox/clock', { advanceSeconds: seconds });
}
