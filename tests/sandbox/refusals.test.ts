import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMMON_REFUSALS,
  endpoint,
  FIELD_CODES,
  refusal,
  refusalsOf,
  type EndpointDef,
} from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { ORDER_REFUSALS } from '@/contract/orders-refusals';
import type { SandboxContext } from '@/sandbox/context';
import { refuse } from '@/sandbox/errors';
import type { SandboxEnv } from '@/sandbox/http/app-env';
import { installFallbacks } from '@/sandbox/http/fallbacks';
import { mount } from '@/sandbox/http/mount';
import { toFieldErrors } from '@/sandbox/http/issues';

/**
 * Every endpoint declares the refusals it can answer, and the sandbox answers only those: a
 * refusal with an undeclared code is a bug caught loudly (500 and a log line) in dev and tests.
 */

const declared = refusal({
  code: 199001,
  params: z.object({ left: z.number().int() }),
  summary: 'A refusal the test endpoint declares',
});

const probe = endpoint({
  method: 'POST',
  path: '/test/probe',
  auth: 'public',
  body: z.object({ undeclared: z.boolean() }).strict(),
  data: z.null(),
  refusals: { declared },
  summary: 'Refuses with a declared or an undeclared code',
});

function probeApp(validateResponses: boolean) {
  const logs: string[] = [];
  const app = new Hono<SandboxEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', { log: () => undefined } as unknown as SandboxContext);
    c.set('validateResponses', validateResponses);
    await next();
  });
  mount(app, probe, ({ body }) => {
    if (body.undeclared) throw refuse(ORDER_REFUSALS.selfTrade, 'You cannot trade on your own ad.');
    throw refuse(declared, 'Declared', { left: 2 });
  });
  installFallbacks(app, (line) => logs.push(line));
  const call = async (undeclared: boolean) => {
    const res = await app.request('/api/test/probe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ undeclared }),
    });
    return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
  };
  return { call, logs };
}

describe('declared refusals', () => {
  it('answers a declared refusal with its code, status and parameters', async () => {
    const { call, logs } = probeApp(true);
    expect(await call(false)).toEqual({
      status: 400,
      body: { code: 199001, msg: 'Declared', data: { left: 2 } },
    });
    expect(logs).toEqual([]);
  });

  it('turns an undeclared refusal into a loud 500 in dev and tests', async () => {
    const { call, logs } = probeApp(true);
    const res = await call(true);
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(500);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('Undeclared refusal on POST /test/probe: HTTP 400 / code 102012');
  });

  it('lets it through in production, where the page falls back to the message', async () => {
    const { call, logs } = probeApp(false);
    expect((await call(true)).body.code).toBe(102012);
    expect(logs).toEqual([]);
  });
});

describe('every endpoint’s refusals', () => {
  const all = Object.entries(endpoints) as [string, EndpointDef][];

  it.each(all)('%s declares well-formed refusals', (_, def) => {
    const refusals = Object.entries(refusalsOf(def));
    for (const [name, r] of refusals) {
      expect(name, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(Number.isInteger(r.code) && r.code !== 200, name).toBe(true);
      expect(r.status >= 400 && r.status < 600, name).toBe(true);
      // Envelope 403/413 log the user out: only the common login refusal may use them.
      if (r.code === 403 || r.code === 413) expect(r, name).toBe(COMMON_REFUSALS.loginRequired);
      expect(r.summary.trim().length, name).toBeGreaterThan(0);
      if (r.params) expect(r.params, name).toBeInstanceOf(z.ZodObject);
    }
    // One refusal per code and status, so the client reads a rejection back unambiguously.
    const keys = refusals.map(([, r]) => `${r.status}/${r.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('business codes keep their numbers (the wire does not change)', () => {
    expect(endpoints.c2cOrderProceed.refusals.priceChanged.code).toBe(102007);
    expect(endpoints.c2cAdUpdate.refusals.versionConflict).toMatchObject({
      code: 103004,
      status: 409,
    });
    expect(endpoints.c2cMerchantApplyRefund.refusals.releaseBlocked.code).toBe(104006);
    expect(endpoints.walletTransfer.refusals.noP2pAccount.code).toBe(102001);
  });
});

describe('field codes', () => {
  it('maps zod issues and contract refinements to a closed set of codes', () => {
    const schema = z
      .object({
        name: z.string().min(2),
        email: z.email(),
        kind: z.enum(['a', 'b']),
        count: z.number().max(3),
        amount: z.string().refine(() => false, { params: { code: 'scale' } }),
        other: z.string().refine(() => false),
      })
      .strict();
    const parsed = schema.safeParse(
      { name: 'x', email: 'no', kind: 'c', count: 4, amount: '1', other: '', extra: 1 },
      { reportInput: true },
    );
    const errors = toFieldErrors(parsed.error?.issues ?? []);
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['name', 'too_small'],
      ['email', 'format'],
      ['kind', 'not_allowed'],
      ['count', 'too_big'],
      ['amount', 'scale'],
      ['other', 'invalid'],
      ['extra', 'unknown_key'],
    ]);
    const missing = toFieldErrors(schema.safeParse({}, { reportInput: true }).error?.issues ?? []);
    expect(missing.every((e) => e.code === 'required')).toBe(true);
    for (const e of [...errors, ...missing]) expect(FIELD_CODES).toContain(e.code);
  });
});
