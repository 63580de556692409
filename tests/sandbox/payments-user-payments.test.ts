import { describe, expect, it } from 'vitest';
import type { UserPayment } from '@/contract/payments';
import { startSandbox } from './harness';

describe('GET /c2c/v3/user-payment/list', () => {
  it("lists the user's own active payment methods with labelled details", async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await h.get<UserPayment[]>('/c2c/v3/user-payment/list', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const payment of res.body.data) {
      expect(payment.id).toBeGreaterThan(0);
      expect(payment.method.name).not.toBe('');
      expect(payment.fields.length).toBeGreaterThan(0);
      for (const field of payment.fields) expect(field.value).not.toBe('');
    }
    // Nobody else's methods: another user's list shares no id.
    const other = await h.get<UserPayment[]>('/c2c/v3/user-payment/list', {
      token: await h.login('merchant'),
    });
    const mine = new Set(res.body.data.map((p) => p.id));
    expect(other.body.data.some((p) => mine.has(p.id))).toBe(false);
  });

  it('keeps only methods serving a fiat when asked', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const gbp = await h.get<UserPayment[]>('/c2c/v3/user-payment/list?fiat=GBP', { token });
    expect(gbp.body.data.length).toBeGreaterThan(0);
    const vnd = await h.get<UserPayment[]>('/c2c/v3/user-payment/list?fiat=VND', { token });
    expect(vnd.status).toBe(200);
    expect(vnd.body.data.length).toBeLessThan(gbp.body.data.length);
  });

  it('hides unbound methods', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const before = await h.get<UserPayment[]>('/c2c/v3/user-payment/list', { token });
    const first = before.body.data[0];
    if (!first) throw new Error('the verified persona has saved methods');
    h.sandbox.db
      .prepare("UPDATE user_payment_methods SET status = 'unbound' WHERE id = ?")
      .run(first.id);
    const after = await h.get<UserPayment[]>('/c2c/v3/user-payment/list', { token });
    expect(after.body.data.map((p) => p.id)).not.toContain(first.id);
  });

  it('refuses visitors and bad fiats', async () => {
    const h = startSandbox();
    expect((await h.get('/c2c/v3/user-payment/list')).body.code).toBe(403);
    const token = await h.login('verified');
    const bad = await h.get('/c2c/v3/user-payment/list?fiat=gb', { token });
    expect(bad.status).toBe(400);
    const unknown = await h.get('/c2c/v3/user-payment/list?fiat=XYZ', { token });
    expect(unknown.status).toBe(400);
  });
});
