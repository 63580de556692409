import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

interface Message {
  id: number;
  status: 0 | 1;
  title: string;
  content: string;
  pushTime: number;
}
interface Page {
  items: Message[];
  total: number;
  page: number;
  pageSize: number;
}

describe('internal messages', () => {
  it('counts the seeded unread messages', async () => {
    const h = startSandbox();
    const res = await h.get<{ num: number }>('/user/internal-msgs/unread', {
      token: await h.login('user'),
    });
    expect(res.body).toEqual({ code: 200, msg: 'success', data: { num: 2 } });
  });

  it('pages messages newest first with defaults of page 1 and 10 per page', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const all = await h.get<Page>('/user/internal-msgs', { token });
    expect(all.body.data).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    const times = all.body.data.items.map((m) => m.pushTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await h.get<Page>('/user/internal-msgs?page=2&pageSize=3', { token });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0]).toEqual(all.body.data.items[3]);
  });

  it('shows only the user’s own messages', async () => {
    const h = startSandbox();
    const res = await h.get<Page>('/user/internal-msgs', { token: await h.login('wallet') });
    expect(res.body.data.items.map((m) => m.title)).toEqual(['Wallet connected']);
  });

  it('marks a message read, and marking it again is harmless', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const list = await h.get<Page>('/user/internal-msgs', { token });
    const unread = list.body.data.items.find((m) => m.status === 0);
    expect(unread).toBeDefined();
    const path = `/user/internal-msgs/${unread?.id}`;
    expect((await h.post(path, undefined, { token })).body).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    expect((await h.post(path, undefined, { token })).status).toBe(200);
    expect(
      (await h.get<{ num: number }>('/user/internal-msgs/unread', { token })).body.data.num,
    ).toBe(1);
  });

  it('answers not found for another user’s message, so ids cannot be probed', async () => {
    const h = startSandbox();
    const theirs = (await h.get<Page>('/user/internal-msgs', { token: await h.login('agent') }))
      .body.data.items[0];
    const res = await h.post(`/user/internal-msgs/${theirs?.id}`, undefined, {
      token: await h.login('user'),
    });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(`Message ${theirs?.id} was not found`);
  });

  it('refuses a message id that is not a positive number', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await h.post('/user/internal-msgs/abc', undefined, { token });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^The path parameter "id" is invalid/);
    expect((await h.post('/user/internal-msgs/-1', undefined, { token })).status).toBe(400);
  });

  it('refuses paging values of the wrong type or out of range', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const wrongType = await h.get('/user/internal-msgs?page=first', { token });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data).toEqual({
      errors: [{ path: 'page', code: 'invalid', message: expect.any(String) }],
    });
    expect((await h.get('/user/internal-msgs?pageSize=101', { token })).status).toBe(400);
    expect((await h.get('/user/internal-msgs?page=0', { token })).status).toBe(400);
    expect((await h.get(`/user/internal-msgs?page=${'9'.repeat(400)}`, { token })).status).toBe(
      400,
    );
  });

  it('refuses unknown and repeated query parameters', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const unknown = await h.get('/user/internal-msgs?page=1&sort=asc', { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Unknown query parameter "sort" is not accepted.');
    const repeated = await h.get('/user/internal-msgs?page=1&page=2', { token });
    expect(repeated.body.msg).toBe('The query parameter "page" is given more than once.');
  });

  it('refuses a body on mark-read', async () => {
    const h = startSandbox();
    const res = await h.post('/user/internal-msgs/1', '{"status":', {
      token: await h.login('user'),
    });
    expect(res.status).toBe(400);
  });

  it('asks to log in for every message call', async () => {
    const h = startSandbox();
    expect((await h.get('/user/internal-msgs/unread')).status).toBe(403);
    expect((await h.get('/user/internal-msgs')).status).toBe(403);
    expect((await h.post('/user/internal-msgs/1')).status).toBe(403);
  });
});
