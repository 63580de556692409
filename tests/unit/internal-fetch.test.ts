import { describe, expect, it } from 'vitest';
import { internalApiFetch, setInternalApiFetch } from '@/server/internal-origin';

describe('in-process API fetch for server rendering', () => {
  it('hands each call to the embedded app as a Request and returns its Response', async () => {
    const seen: string[] = [];
    setInternalApiFetch(async (request) => {
      seen.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('lang')}`,
      );
      return Response.json({ code: 200, msg: 'ok', data: await request.text() });
    });
    const fetch = internalApiFetch();
    expect(fetch).toBeTypeOf('function');
    const response = await fetch?.('http://127.0.0.1:4321/api/user/config/rates', {
      method: 'POST',
      headers: { lang: 'fa' },
      body: 'hello',
    });
    expect(await response?.json()).toEqual({ code: 200, msg: 'ok', data: 'hello' });
    expect(seen).toEqual(['POST /api/user/config/rates fa']);
  });
});
