import { describe, expect, it } from 'vitest';
import { ANALYTICS_KEEP, type StoredAnalyticsEvent } from '@/contract/analytics';
import { startSandbox } from './harness';
import { useOlderDatabases } from './support/older-database';

/**
 * The sandbox's analytics collector (issue 15, item 8): what `navigator.sendBeacon` posts (text
 * or JSON), checked against the contract, personal data refused before anything is stored, and
 * the loopback-only control that lists what arrived.
 */

type Harness = ReturnType<typeof startSandbox>;

const PAGE_VIEW = { name: 'page_view', props: { route: 'market', locale: 'fa' } };

/** Posts a beacon the way the browser does: a string body is `text/plain;charset=UTF-8`. */
function beacon(h: Harness, body: unknown, type = 'text/plain;charset=UTF-8') {
  return h.call('POST', '/api/analytics/collect', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': type },
  });
}

async function listed(h: Harness, query = '') {
  const res = await h.get<{ events: StoredAnalyticsEvent[] }>(`/sandbox/analytics${query}`);
  expect(res.status).toBe(200);
  return res.body.data.events;
}

describe('analytics collector', () => {
  it('stores a text/plain beacon and a JSON one; the control lists them newest first', async () => {
    const h = startSandbox();
    expect(await listed(h)).toEqual([]);
    const first = await beacon(h, PAGE_VIEW);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ code: 200, msg: 'success', data: null });
    h.clock.advance(5);
    const filter = { name: 'market_filter', props: { filter: 'fiat' } };
    expect((await beacon(h, filter, 'application/json')).status).toBe(200);
    const order = { name: 'order_placed', props: { side: 'buy', asset: 'USDT', fiat: 'GBP' } };
    expect((await beacon(h, order)).status).toBe(200);

    const events = await listed(h);
    expect(events.map((e) => e.name)).toEqual(['order_placed', 'market_filter', 'page_view']);
    expect(events[2]).toMatchObject({ props: PAGE_VIEW.props });
    expect(events[1]!.receivedAt).toBe(events[2]!.receivedAt + 5000);
    expect((await listed(h, '?name=market_filter')).map((e) => e.props)).toEqual([
      { filter: 'fiat' },
    ]);
    expect(await listed(h, '?limit=1')).toHaveLength(1);
  });

  it('refuses unknown events, props, values and fields with field errors (400)', async () => {
    const h = startSandbox();
    const cases: [unknown, string, string][] = [
      [{ name: 'page_vue', props: {} }, 'name', 'not_allowed'],
      [{ name: 'page_view', props: { route: 'market' } }, 'props.locale', 'required'],
      [
        { name: 'page_view', props: { route: 'wallet', locale: 'en' } },
        'props.route',
        'not_allowed',
      ],
      [
        { name: 'market_filter', props: { filter: 'fiat', value: 'GBP' } },
        'props.value',
        'unknown_key',
      ],
      [{ ...PAGE_VIEW, sentAt: '1' }, 'sentAt', 'unknown_key'],
      [
        { name: 'order_paid', props: { side: 'buy', asset: 'usdt', fiat: 'GBP' } },
        'props.asset',
        'format',
      ],
    ];
    for (const [body, path, code] of cases) {
      const res = await beacon(h, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data, JSON.stringify(body)).toMatchObject({
        errors: expect.arrayContaining([expect.objectContaining({ path, code })]),
      });
    }
    expect((await beacon(h, '{"name":')).body.msg).toBe('The request body is not valid JSON.');
    expect((await beacon(h, PAGE_VIEW, 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await beacon(h, { ...PAGE_VIEW, pad: 'x'.repeat(5000) })).status).toBe(413);
    expect(await listed(h)).toEqual([]);
  });

  it('refuses personal data anywhere, named or by its look, and stores nothing', async () => {
    const h = startSandbox();
    const cases: [unknown, string][] = [
      [{ ...PAGE_VIEW, props: { ...PAGE_VIEW.props, email: 'x' } }, 'props.email'],
      [{ ...PAGE_VIEW, userId: 'u1' }, 'userId'],
      [
        { name: 'order_paid', props: { side: 'buy', asset: 'USDT', fiat: 'GBP', orderNo: 'x' } },
        'props.orderNo',
      ],
      [{ name: 'market_filter', props: { filter: 'someone@example.com' } }, 'props.filter'],
      [{ name: 'market_filter', props: { filter: '+44 7700 900123' } }, 'props.filter'],
      [
        { name: 'chunk_error', props: { chunk: 'eyJhbGciOiJIUzI1NiJ9abcdefghij.payload' } },
        'props.chunk',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await beacon(h, body);
      expect(res.status, field).toBe(400);
      expect(res.body.code, field).toBe(109001);
      expect(res.body.data, field).toEqual({ field });
    }
    const fa = await beacon(h, cases[0]![0]);
    expect(fa.body.msg).toMatch(/personal data/);
    const worded = await h.call('POST', '/api/analytics/collect', {
      body: JSON.stringify(cases[0]![0]),
      headers: { 'content-type': 'text/plain', lang: 'fa' },
    });
    expect(worded.body.code).toBe(109001);
    expect(worded.body.msg).not.toMatch(/personal data/);
    expect(await listed(h)).toEqual([]);
  });

  it(`keeps the newest ${ANALYTICS_KEEP} events`, async () => {
    const h = startSandbox();
    for (let i = 0; i < ANALYTICS_KEEP + 3; i += 1) {
      h.sandbox.db
        .prepare('INSERT INTO analytics_events (name, props, received_at) VALUES (?, ?, ?)')
        .run('market_filter', '{"filter":"fiat"}', i);
    }
    expect((await beacon(h, PAGE_VIEW)).status).toBe(200);
    const events = await listed(h, `?limit=${ANALYTICS_KEEP}`);
    expect(events).toHaveLength(ANALYTICS_KEEP);
    expect(events[0]!.name).toBe('page_view');
    const count = h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get();
    expect(count).toEqual({ n: ANALYTICS_KEEP });
  });

  it('lists only for loopback clients; the collector answers anyone', async () => {
    const h = startSandbox();
    const remote = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };
    const sent = await h.sandbox.app.request(
      '/api/analytics/collect',
      {
        method: 'POST',
        body: JSON.stringify(PAGE_VIEW),
        headers: { 'content-type': 'text/plain' },
      },
      remote,
    );
    expect(sent.status).toBe(200);
    const list = await h.sandbox.app.request('/api/sandbox/analytics', {}, remote);
    expect(list.status).toBe(404);
    const local = await h.sandbox.app.request(
      '/api/sandbox/analytics',
      {},
      {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      },
    );
    expect(local.status).toBe(200);
    expect(((await local.json()) as { data: { events: unknown[] } }).data.events).toHaveLength(1);
  });
});

describe('analytics store in an older database', () => {
  const olderDatabase = useOlderDatabases();

  it('gains the events table on start and collects at once', async () => {
    const dbPath = olderDatabase('analytics_events (');
    const h = startSandbox({ dbPath });
    expect((await beacon(h, PAGE_VIEW)).status).toBe(200);
    expect(await listed(h)).toHaveLength(1);
  });
});
