import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '@/client/api-error';
import { HTTP_TIMEOUT_MS } from '@/client/http';
import { envelopeResponse, hang } from './support/fake-fetch';
import { MESSAGES, harness } from './support/http-harness';
import { pingThing, selfThing, silentThing } from './support/test-endpoints';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to reject'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client: auth failures', () => {
  it.each([403, 413])(
    'calls onAuthError for envelope code %i in an HTTP 200 answer and never toasts',
    async (code) => {
      const { client, onAuthError, onErrorToast } = harness({}, () =>
        envelopeResponse(code, null, 'login please'),
      );
      const error = await rejection(client.call(pingThing));
      expect(onAuthError).toHaveBeenCalledOnce();
      expect(onErrorToast).not.toHaveBeenCalled();
      expect(error.code).toBe(code);
      expect(error.status).toBe(200);
    },
  );

  it.each([403, 413])(
    'keeps the session on a bare HTTP %i from a proxy or firewall, and toasts instead',
    async (status) => {
      const { client, onAuthError, onErrorToast } = harness(
        {},
        () => new Response('<html>Request Entity Too Large</html>', { status }),
      );
      const error = await rejection(client.call(pingThing));
      expect(onAuthError).not.toHaveBeenCalled();
      expect(onErrorToast).toHaveBeenCalledOnce();
      expect(error.code).toBe(status);
    },
  );

  it.each([403, 413])(
    'ends the session on envelope code %i in an HTTP error answer',
    async (code) => {
      const { client, onAuthError } = harness({}, () =>
        envelopeResponse(code, null, 'expired', code),
      );
      await rejection(client.call(pingThing));
      expect(onAuthError).toHaveBeenCalledOnce();
    },
  );

  it('calls onAuthError whatever the error mode', async () => {
    const { client, onAuthError } = harness({}, () => envelopeResponse(403, null));
    await rejection(client.call(silentThing));
    await rejection(client.call(selfThing));
    expect(onAuthError).toHaveBeenCalledTimes(2);
  });
});

describe('api client: other failures', () => {
  it('toasts the server msg and rejects with an ApiError for another code in an HTTP 200 answer', async () => {
    const { client, onErrorToast, onAuthError, fake } = harness({}, () =>
      envelopeResponse(30001, { errors: [] }, 'Insufficient Balance'),
    );
    const error = await rejection(client.call(pingThing));
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('Insufficient Balance');
    expect(onAuthError).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 30001,
      msg: 'Insufficient Balance',
      status: 200,
    });
    expect(error.data).toEqual({ errors: [] });
    expect(error.traceId).toBe(fake.last().headers.get('x-trace-id'));
  });

  it('uses the envelope code of a 4xx answer and toasts its msg', async () => {
    const { client, onErrorToast } = harness({}, () =>
      envelopeResponse(400, null, 'Nickname length is between 2 and 10 characters', 400),
    );
    const error = await rejection(client.call(pingThing));
    expect(error.code).toBe(400);
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith(
      'Nickname length is between 2 and 10 characters',
    );
  });

  it('never toasts for endpoints that handle their errors themselves or stay silent', async () => {
    const { client, onErrorToast } = harness({}, () => envelopeResponse(500, null, 'boom'));
    expect((await rejection(client.call(selfThing))).code).toBe(500);
    expect((await rejection(client.call(silentThing))).code).toBe(500);
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('lets one call override the error mode of its endpoint', async () => {
    const { client, onErrorToast } = harness({}, () => envelopeResponse(500, null, 'boom'));
    await rejection(client.call(pingThing, {}, { errors: 'silent' }));
    expect(onErrorToast).not.toHaveBeenCalled();
    await rejection(client.call(silentThing, {}, { errors: 'toast' }));
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('boom');
  });

  it('toasts the generic network text and rejects with code 0 when there is no answer', async () => {
    const { client, onErrorToast } = harness({}, () =>
      Promise.reject(new TypeError('fetch failed')),
    );
    const error = await rejection(client.call(pingThing));
    expect(error).toMatchObject({ kind: 'network', code: 0, status: 0, msg: MESSAGES.network });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith(MESSAGES.network);
  });
});

describe('api client: timeout and cancel', () => {
  it('gives up after 50 000 ms by default', () => {
    expect(HTTP_TIMEOUT_MS).toBe(50_000);
  });

  it('rejects a hung request when the 50 s timeout passes, not before, and toasts the timeout text', async () => {
    vi.useFakeTimers();
    const { client, onErrorToast } = harness({}, hang);
    let settled = false;
    const call = rejection(client.call(pingThing)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toMatchObject({ kind: 'timeout', code: 0, msg: MESSAGES.timeout });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith(MESSAGES.timeout);
  });

  it('honours a shorter timeout option and keeps it when the caller passes a signal', async () => {
    vi.useFakeTimers();
    const { client } = harness({ timeoutMs: 10 }, hang);
    const call = rejection(client.call(pingThing, {}, { signal: new AbortController().signal }));
    await vi.advanceTimersByTimeAsync(10);
    expect((await call).kind).toBe('timeout');
  });

  it('rejects a call the caller aborts without any toast', async () => {
    const { client, onErrorToast } = harness({}, hang);
    const controller = new AbortController();
    const call = rejection(client.call(pingThing, {}, { signal: controller.signal }));
    controller.abort();
    expect((await call).kind).toBe('aborted');
    expect(onErrorToast).not.toHaveBeenCalled();
  });
});
