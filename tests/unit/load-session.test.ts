import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/client/http';
import type { EndpointDef } from '@/contract/define';
import { BROKER_STATUS } from '@/contract/shell';
import { loadSession } from '@/middleware/load-session';

const USER = '/user/user/base';
const UNREAD = '/user/internal-msgs/unread';
const BROKER = '/broker/v3/broker/apply/status';

const user = { uid: '10000002', type: 3, loginType: 'account', email: 'a@example.com' };

function fakeApi(answers: Record<string, () => unknown>) {
  const calls: { path: string; overrides: unknown }[] = [];
  const call = vi.fn(async (endpoint: EndpointDef, _input: unknown, overrides: unknown) => {
    calls.push({ path: endpoint.path, overrides });
    return answers[endpoint.path]!();
  });
  return { api: { call } as unknown as ApiClient, calls };
}

const fail = () => {
  throw new Error('500');
};

/**
 * The session of a token (src/middleware/load-session.ts): the user info decides whether the
 * token is good; the unread count and the broker status are the shell's, each on its own.
 */
describe('loadSession', () => {
  it('loads the user, the unread count and the broker status at once, quietly', async () => {
    const { api, calls } = fakeApi({
      [USER]: () => user,
      [UNREAD]: () => ({ num: 7 }),
      [BROKER]: () => ({ status: BROKER_STATUS.agent }),
    });
    expect(await loadSession(api, 'tok')).toEqual({ token: 'tok', user, unread: 7, isAgent: true });
    expect(calls.map((c) => c.path).sort()).toEqual([BROKER, UNREAD, USER].sort());
    for (const c of calls) expect(c.overrides, c.path).toEqual({ errors: 'silent' });
  });

  it.each([BROKER_STATUS.none, BROKER_STATUS.underReview, BROKER_STATUS.rejected])(
    'broker status %i is not an agent',
    async (status) => {
      const { api } = fakeApi({
        [USER]: () => user,
        [UNREAD]: () => ({ num: 0 }),
        [BROKER]: () => ({ status }),
      });
      expect((await loadSession(api, 'tok'))?.isAgent).toBe(false);
    },
  );

  it('keeps the session when the unread count or the broker status fails', async () => {
    const { api } = fakeApi({ [USER]: () => user, [UNREAD]: fail, [BROKER]: fail });
    expect(await loadSession(api, 'tok')).toEqual({
      token: 'tok',
      user,
      unread: null,
      isAgent: false,
    });
  });

  it('has no session when the user info fails', async () => {
    const { api } = fakeApi({
      [USER]: fail,
      [UNREAD]: () => ({ num: 1 }),
      [BROKER]: () => ({ status: BROKER_STATUS.agent }),
    });
    expect(await loadSession(api, 'tok')).toBeNull();
  });
});
