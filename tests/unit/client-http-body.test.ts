import { describe, expect, it } from 'vitest';
import { envelopeResponse } from './support/fake-fetch';
import { harness } from './support/http-harness';
import { renameThing, saveThing, uploadThing } from './support/test-endpoints';

describe('api client: request bodies', () => {
  it('sends JSON bodies as application/json', async () => {
    const { client, fake } = harness();
    await client.call(saveThing, { body: { name: 'widget', count: 2 } });
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual({ name: 'widget', count: 2 });
  });

  it('sends form bodies url-encoded, repeating keys for lists', async () => {
    const { client, fake } = harness();
    await client.call(renameThing, { body: { nickname: 'Zoë & co', tags: ['a', 'b'] } });
    const body = fake.last().body;
    expect(body).toBeInstanceOf(URLSearchParams);
    const form = body instanceof URLSearchParams ? body : new URLSearchParams();
    expect(form.get('nickname')).toBe('Zoë & co');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(fake.last().headers.get('content-type')).not.toBe('application/json');
  });

  it('sends multipart bodies as FormData with files kept binary', async () => {
    const { client, fake } = harness({}, () => envelopeResponse(200, { url: '/u/1.png' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });
    await expect(client.call(uploadThing, { body: { file, kind: 'id' } })).resolves.toEqual({
      url: '/u/1.png',
    });
    const body = fake.last().body;
    expect(body).toBeInstanceOf(FormData);
    const form = body instanceof FormData ? body : new FormData();
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect(sent instanceof Blob ? sent.size : 0).toBe(4);
    expect(form.get('kind')).toBe('id');
    // fetch must set the multipart boundary itself.
    expect(fake.last().headers.has('content-type')).toBe(false);
  });
});
