import { describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from './harness';
import type { C2cUserInfo } from '@/contract/user';

/** Posts the nickname as the page's form does (urlencoded). */
const change = (h: Harness, token: string, fields: Record<string, string>) =>
  h.call<{ nickname: string }>(
    'POST',
    '/api/c2c/v3/user/nickname-change',
    {
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    { token },
  );

const nicknameOf = async (h: Harness, token: string) =>
  (await h.get<C2cUserInfo>('/c2c/v3/user/info', { token })).body.data.nickname;

describe('POST /c2c/v3/user/nickname-change', () => {
  it('sets the nickname of a user without one (no identity verification needed)', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    expect(await nicknameOf(h, token)).toBeNull();
    const res = await change(h, token, { nickname: '  Newbie_1 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ nickname: 'Newbie_1' });
    expect(await nicknameOf(h, token)).toBe('Newbie_1');
  });

  it('refuses a nickname someone else has, whatever the letter case', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    for (const nickname of ['AgentAda', 'agentada', 'AGENTADA']) {
      const res = await change(h, token, { nickname });
      expect(res.status, nickname).toBe(400);
      expect(res.body).toMatchObject({
        msg: 'This nickname is already taken',
        data: { errors: [{ path: 'nickname', message: 'This nickname is already taken' }] },
      });
    }
    expect(await nicknameOf(h, token)).toBeNull();

    expect((await change(h, token, { nickname: 'Ärger' })).status).toBe(200);
    const verified = await h.login('verified');
    expect((await change(h, verified, { nickname: 'äRGER' })).body.msg).toBe(
      'This nickname is already taken',
    );
  });

  it('lets users keep their own nickname or change its letter case', async () => {
    const h = startSandbox();
    const token = await h.login('agent');
    expect((await change(h, token, { nickname: 'AgentAda' })).status).toBe(200);
    expect((await change(h, token, { nickname: 'agentADA' })).body.data).toEqual({
      nickname: 'agentADA',
    });
  });

  it('applies the 2-10 characters rule and refuses other bodies', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    for (const nickname of ['a', 'ElevenChars', '', '   ', 'two words', 'semi;colon']) {
      const res = await change(h, token, { nickname });
      expect(res.status, nickname).toBe(400);
    }
    expect((await change(h, token, { nickname: 'a' })).body.msg).toContain(
      'Nickname length is between 2 and 10 characters',
    );
    expect((await change(h, token, {})).status).toBe(400);
    expect((await change(h, token, { nickname: 'Fine', admin: '1' })).status).toBe(400);
    expect(
      (await h.post('/c2c/v3/user/nickname-change', { nickname: 'Json' }, { token })).status,
    ).toBe(400);
    expect((await change(h, '', { nickname: 'Visitor' })).body.code).toBe(403);
    expect(await nicknameOf(h, token)).toBeNull();
  });
});
