import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGE_EVENTS, type NotificationSettings } from '@/contract/user-notifications';
import { startSandbox, type Harness } from './harness';

const PATH = '/user/notification/settings';

interface FieldErrors {
  errors?: { path: string; code: string; message: string }[];
}

/** Every kind with the same choice, to edit one kind from. */
function all(system: boolean, sound: boolean): NotificationSettings {
  return Object.fromEntries(
    ORDER_MESSAGE_EVENTS.map((event) => [event, { system, sound }]),
  ) as NotificationSettings;
}

const put = (h: Harness, body: unknown, token?: string) =>
  h.call<NotificationSettings & FieldErrors>(
    'PUT',
    `/api${PATH}`,
    {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    },
    token ? { token } : {},
  );

describe('notification settings', () => {
  it('answers every kind of order event with the default until the user chooses', async () => {
    const h = startSandbox();
    const res = await h.get<NotificationSettings>(PATH, { token: await h.login('verified') });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(all(true, false));
    expect(Object.keys(res.body.data)).toEqual([...ORDER_MESSAGE_EVENTS]);
  });

  it('stores the choices, answers them and gives them back on the next read', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const wanted = {
      ...all(true, false),
      'order.placed': { system: true, sound: true },
      'chat.message': { system: false, sound: true },
      'order.deadline': { system: false, sound: false },
    };
    const saved = await put(h, wanted, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(wanted);
    expect((await h.get<NotificationSettings>(PATH, { token })).body.data).toEqual(wanted);

    const again = { ...wanted, 'chat.message': { system: true, sound: false } };
    expect((await put(h, again, token)).body.data).toEqual(again);
    expect((await h.get<NotificationSettings>(PATH, { token })).body.data).toEqual(again);
  });

  it('keeps one user’s choices from another', async () => {
    const h = startSandbox();
    const merchant = await h.login('merchant');
    expect((await put(h, all(false, true), merchant)).status).toBe(200);
    const verified = await h.login('verified');
    expect((await h.get<NotificationSettings>(PATH, { token: verified })).body.data).toEqual(
      all(true, false),
    );
    expect((await h.get<NotificationSettings>(PATH, { token: merchant })).body.data).toEqual(
      all(false, true),
    );
  });

  it('refuses a missing kind, an unknown kind and a non-boolean with field errors', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const { 'order.paid': _dropped, ...missing } = all(true, false);
    const refusals = [
      { body: missing, error: { path: 'order.paid', code: 'required' } },
      {
        body: { ...all(true, false), 'order.lost': { system: true, sound: true } },
        error: { path: 'order.lost', code: 'unknown_key' },
      },
      {
        body: { ...all(true, false), 'order.paid': { system: 'yes', sound: false } },
        error: { path: 'order.paid.system', code: 'invalid' },
      },
      {
        body: { ...all(true, false), 'appeal.raised': { system: true } },
        error: { path: 'appeal.raised.sound', code: 'required' },
      },
    ];
    for (const { body, error } of refusals) {
      const res = await put(h, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors).toEqual([expect.objectContaining(error)]);
      expect(res.body.msg).toContain(`"${error.path}"`);
    }
    expect((await put(h, 'not json', token)).status).toBe(400);
    expect((await put(h, [], token)).status).toBe(400);
    // Nothing was stored by the refused saves.
    expect((await h.get<NotificationSettings>(PATH, { token })).body.data).toEqual(
      all(true, false),
    );
  });

  it('answers the login-required status without a session', async () => {
    const h = startSandbox();
    const read = await h.get(PATH);
    const save = await put(h, all(true, true));
    for (const res of [read, save]) expect(res.status).toBe(403);
  });
});
