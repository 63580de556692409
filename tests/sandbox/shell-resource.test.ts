import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';
import { COLLEGE_VIDEO_MISSING } from '@/contract/shell';

describe('contacts', () => {
  it('lists the eight social links by type', async () => {
    const h = startSandbox();
    const res = await h.get<{ type: number; url: string; title: string }[]>('/resource/contacts');
    expect(res.body.data.map((c) => c.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(res.body.data[0]).toMatchObject({
      title: 'Twitter',
      url: expect.stringMatching(/^https:\/\//),
    });
  });

  it('takes no query parameters', async () => {
    const h = startSandbox();
    expect((await h.get('/resource/contacts?type=1')).status).toBe(400);
  });
});

describe('resource links', () => {
  it('returns the URL configured for a key', async () => {
    const h = startSandbox();
    const res = await h.get('/resource/link?key=p2p-faq');
    expect(res.body.data).toEqual({ key: 'p2p-faq', url: expect.stringMatching(/^https:\/\//) });
  });

  it('answers not found for an unknown key', async () => {
    const h = startSandbox();
    const res = await h.get('/resource/link?key=nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('No link is configured for the key "nothing-here"');
  });

  it('names the key when it is missing, malformed, oversize or joined by unknown parameters', async () => {
    const h = startSandbox();
    expect((await h.get('/resource/link')).body.msg).toBe('The query parameter "key" is required.');
    expect((await h.get('/resource/link?key=%3Cscript%3E')).status).toBe(400);
    expect((await h.get(`/resource/link?key=${'a'.repeat(65)}`)).status).toBe(400);
    expect((await h.get('/resource/link?key=p2p-faq&lang=en')).body.msg).toBe(
      'Unknown query parameter "lang" is not accepted.',
    );
  });

  it('survives broken percent-encoding as plain bad input', async () => {
    const h = startSandbox();
    expect((await h.get('/resource/link?key=%E0%A4%A')).status).toBe(400);
  });
});

describe('college videos', () => {
  it('returns a video by key', async () => {
    const h = startSandbox();
    const res = await h.get('/resource/college/video?key=p2p-buy');
    expect(res.body.data).toMatchObject({ key: 'p2p-buy', title: 'How to buy crypto on P2P' });
  });

  it('answers message id 101114 for a topic without a video', async () => {
    const h = startSandbox();
    const res = await h.get('/resource/college/video?key=merchant-apply');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: COLLEGE_VIDEO_MISSING,
      msg: 'There is no video for this topic yet',
      data: null,
    });
  });

  it('refuses a missing key', async () => {
    const h = startSandbox();
    expect((await h.get('/resource/college/video')).status).toBe(400);
  });
});

describe('broker apply status', () => {
  it('says an agent is an existing agent', async () => {
    const h = startSandbox();
    const res = await h.get('/broker/v3/broker/apply/status', { token: await h.login('agent') });
    expect(res.body.data).toEqual({ status: 1 });
  });

  it('says a normal user is not an agent', async () => {
    const h = startSandbox();
    const res = await h.get('/broker/v3/broker/apply/status', { token: await h.login('user') });
    expect(res.body.data).toEqual({ status: 0 });
  });

  it('asks to log in first and takes no query', async () => {
    const h = startSandbox();
    expect((await h.get('/broker/v3/broker/apply/status')).status).toBe(403);
    const token = await h.login('agent');
    expect((await h.get('/broker/v3/broker/apply/status?x=1', { token })).status).toBe(400);
  });
});
