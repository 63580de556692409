import { describe, expect, it } from 'vitest';
import { HEADER, CLIENT_MARKER } from '@/contract/headers';
import { isContractError } from '@/client/contract-error';
import { envelopeResponse } from './support/fake-fetch';
import { harness } from './support/http-harness';
import { getThing, pingThing, saveThing } from './support/test-endpoints';

describe('api client: requests', () => {
  it('sends the language, trace id and client marker, and the token only when logged in', async () => {
    const { client, fake, session } = harness();
    session.lang = 'fa';
    await client.call(pingThing);
    const anonymous = fake.last().headers;
    expect(anonymous.get(HEADER.lang)).toBe('fa');
    expect(anonymous.get(HEADER.client)).toBe(CLIENT_MARKER);
    expect(anonymous.get(HEADER.trace)).toMatch(/^[0-9a-f-]{36}$/);
    expect(anonymous.has(HEADER.token)).toBe(false);

    session.token = 'secret-token';
    await client.call(pingThing);
    expect(fake.last().headers.get(HEADER.token)).toBe('secret-token');
  });

  it('uses a different trace id for every call', async () => {
    const { client, fake } = harness();
    await client.call(pingThing);
    await client.call(pingThing);
    const [first, second] = fake.requests.map((r) => r.headers.get(HEADER.trace));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('sends credentials so the HttpOnly session cookie rides along', async () => {
    const { client, fake } = harness();
    await client.call(pingThing);
    expect(fake.last().credentials).toBe('include');
  });

  it('fills path parameters and the query string under the base URL', async () => {
    const { client, fake } = harness({}, () => envelopeResponse(200, { name: 'n', count: 1 }));
    await client.call(getThing, { params: { id: 42 }, query: { page: 2, tag: 'a b' } });
    const url = new URL(fake.last().url);
    expect(url.origin + url.pathname).toBe('https://api.test/api/things/42');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('tag')).toBe('a b');
    expect(fake.last().method).toBe('GET');
  });

  it('resolves with the envelope data', async () => {
    const { client } = harness({}, () => envelopeResponse(200, { name: 'widget', count: 3 }));
    await expect(client.call(getThing, { params: { id: 1 } })).resolves.toEqual({
      name: 'widget',
      count: 3,
    });
  });
});

describe('api client: contract validation', () => {
  it('rejects response data that drifts from the contract with a ContractError when validating', async () => {
    const { client, onErrorToast } = harness({}, () =>
      envelopeResponse(200, { name: 'widget', count: '3' }),
    );
    const error: unknown = await client
      .call(getThing, { params: { id: 1 } })
      .catch((e: unknown) => e);
    expect(isContractError(error)).toBe(true);
    expect(String(error)).toContain('GET /things/:id');
    expect(String(error)).toContain('count');
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('skips validation in production mode and returns the data as received', async () => {
    const { client } = harness({ validate: false }, () =>
      envelopeResponse(200, { name: 'widget', count: '3' }),
    );
    await expect(client.call(getThing, { params: { id: 1 } })).resolves.toEqual({
      name: 'widget',
      count: '3',
    });
  });

  it('rejects a request body that breaks the contract before sending it when validating', async () => {
    const { client, fake } = harness();
    const body = { name: 'ok', count: 'x' };
    // @ts-expect-error count must be a number: the type check and the runtime check agree
    const call = client.call(saveThing, { body });
    const error: unknown = await call.catch((e: unknown) => e);
    expect(isContractError(error)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('treats a success answer without an envelope as drift when validating', async () => {
    const { client } = harness(
      {},
      () => new Response('<html>proxy</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const error: unknown = await client.call(pingThing).catch((e: unknown) => e);
    expect(isContractError(error)).toBe(true);
  });
});
