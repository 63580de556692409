import { describe, expect, it } from 'vitest';
import {
  paymentMethodForm,
  userPayment,
  type PaymentMethodForm,
  type UserPayment,
} from '@/contract/payments';
import { ORDER_CODES } from '@/contract/orders-refusals';
import { PAYMENT_CODES } from '@/contract/payments';
import { findUserByPersona } from '@/sandbox/user/users';
import { startSandbox, type Harness } from './harness';
import { rows } from './market-helpers';
import { realSmsCode } from './support/order-http';
import { issueSmsCode, setConfig } from './support/trading-fixtures';
import { uploadPng } from './support/uploads';

type Persona = 'user' | 'verified' | 'merchant' | 'agent';

function personaUser(h: Harness, persona: Persona) {
  const user = findUserByPersona(h.sandbox.db, persona);
  if (!user) throw new Error(`the ${persona} persona is seeded`);
  return user;
}

/** A fresh SMS code for the persona, stored as the online send call would. */
function smsCode(h: Harness, persona: Persona): { channel: 'sms'; code: string } {
  return {
    channel: 'sms',
    code: issueSmsCode(h.sandbox.db, personaUser(h, persona), h.clock.now()),
  };
}

const list = async (h: Harness, token: string) =>
  (await h.get<UserPayment[]>('/c2c/v3/user-payment/list', { token })).body.data;

const save = (h: Harness, token: string, body: unknown) =>
  h.post<UserPayment>('/c2c/v3/user-payment/save', body, { token });

const unbind = (h: Harness, token: string, id: number | string) =>
  h.call<null>('PUT', `/api/c2c/v3/user-payment/unbind/${id}`, {}, { token });

const wise = { name: 'Vera Collins', email: 'vera@example.com' };

describe('GET /c2c/v3/user-payment/requirement', () => {
  it('describes the form of every payment method, filtered by fiat or method', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const all = await h.get<PaymentMethodForm[]>('/c2c/v3/user-payment/requirement', { token });
    expect(all.status).toBe(200);
    const forms = all.body.data.map((f) => paymentMethodForm.parse(f));
    expect(forms.length).toBeGreaterThan(10);
    const bank = forms.find((f) => f.method.code === 'bank_transfer');
    expect(bank?.fields.map((f) => [f.key, f.required])).toEqual([
      ['name', true],
      ['bankName', true],
      ['accountNumber', true],
      ['branch', false],
    ]);

    const gbp = await h.get<PaymentMethodForm[]>('/c2c/v3/user-payment/requirement?fiat=GBP', {
      token,
    });
    expect(gbp.body.data.length).toBeLessThan(forms.length);
    expect(gbp.body.data.every((f) => f.fiats.includes('GBP'))).toBe(true);
    expect(gbp.body.data.map((f) => f.method.code)).toContain('faster_payments');

    const upi = await h.get<PaymentMethodForm[]>('/c2c/v3/user-payment/requirement?method=upi', {
      token,
    });
    expect(upi.body.data).toHaveLength(1);
    expect(upi.body.data[0]?.fields.find((f) => f.key === 'qrCode')).toMatchObject({
      type: 'image',
      required: false,
    });
  });

  it('refuses unknown fiats and methods, a method of another fiat, and visitors', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    for (const query of ['fiat=XYZ', 'fiat=gbp', 'method=nope', 'fiat=GBP&method=upi', 'x=1']) {
      const res = await h.get(`/c2c/v3/user-payment/requirement?${query}`, { token });
      expect(res.status, query).toBe(400);
    }
    expect((await h.get('/c2c/v3/user-payment/requirement')).body.code).toBe(403);
  });
});

describe('POST /c2c/v3/user-payment/save', () => {
  it('adds a method with a real SMS code, then edits it', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const before = await list(h, token);
    const code = await realSmsCode(h, { user: personaUser(h, 'verified'), token });
    const added = await save(h, token, {
      method: 'wise',
      fields: wise,
      verification: { channel: 'sms', code },
    });
    expect(added.status).toBe(200);
    const saved = userPayment.parse(added.body.data);
    expect(saved).toMatchObject({
      method: { code: 'wise', name: 'Wise' },
      createdAt: h.clock.now(),
      fields: [
        { key: 'name', name: 'Account holder name', type: 'text', value: 'Vera Collins' },
        { key: 'email', name: 'Wise email', type: 'email', value: 'vera@example.com' },
      ],
    });
    const after = await list(h, token);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.id).toBe(saved.id);

    // The code is used up.
    const reused = await save(h, token, {
      method: 'wise',
      fields: wise,
      verification: { channel: 'sms', code },
    });
    expect(reused.body.code).toBe(ORDER_CODES.codeInvalid);

    const edited = await save(h, token, {
      id: saved.id,
      method: 'wise',
      fields: { ...wise, email: 'vera.new@example.com' },
      verification: smsCode(h, 'verified'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.id).toBe(saved.id);
    expect((await list(h, token)).find((p) => p.id === saved.id)?.fields[1]?.value).toBe(
      'vera.new@example.com',
    );
  });

  it('saves a QR code image the user uploaded as a payment image', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const qr = await uploadPng(h, token, 'payment');
    const res = await save(h, token, {
      method: 'upi',
      fields: { name: 'Vera Collins', upiId: 'vera@okhdfc', qrCode: qr },
      verification: smsCode(h, 'verified'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.fields).toContainEqual({
      key: 'qrCode',
      name: 'QR code',
      type: 'image',
      value: qr,
    });

    const idPhoto = await uploadPng(h, token, 'id_photo');
    const theirs = await uploadPng(h, await h.login('agent'), 'payment');
    for (const image of [idPhoto, theirs, 'abcdefgh1234']) {
      const bad = await save(h, token, {
        method: 'upi',
        fields: { name: 'Vera Collins', upiId: 'vera@okhdfc', qrCode: image },
        verification: smsCode(h, 'verified'),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data).toMatchObject({
        errors: [expect.objectContaining({ path: 'fields.qrCode' })],
      });
    }
  });

  it('checks the details against the method’s form', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const cases: [string, Record<string, string>, string, string, string][] = [
      [
        'wise',
        { email: 'vera@example.com' },
        'fields.name',
        'required',
        'Account holder name is required',
      ],
      ['wise', { ...wise, email: 'vera' }, 'fields.email', 'format', 'Incorrect email format'],
      [
        'faster_payments',
        { name: 'Vera', sortCode: '04-00-04', accountNumber: '12ab5678' },
        'fields.accountNumber',
        'format',
        'You must enter a number',
      ],
      [
        'faster_payments',
        { name: 'Vera', sortCode: '04-00-04-01', accountNumber: '12345678' },
        'fields.sortCode',
        'too_big',
        'Sort code can be at most 8 characters',
      ],
      [
        'opay',
        { name: 'Vera', phone: 'call me' },
        'fields.phone',
        'format',
        'Mobile phone number format is incorrect',
      ],
      ['wise', { ...wise, iban: 'DE00' }, 'fields.iban', 'unknown_key', 'Wise has no field "iban"'],
    ];
    for (const [method, fields, path, code, message] of cases) {
      const res = await save(h, token, { method, fields, verification: smsCode(h, 'verified') });
      expect(res.status, path).toBe(400);
      expect(res.body.data, path).toMatchObject({
        errors: expect.arrayContaining([{ path, code, message }]),
      });
    }
    const unknownMethod = await save(h, token, {
      method: 'carrier_pigeon',
      fields: wise,
      verification: smsCode(h, 'verified'),
    });
    expect(unknownMethod.status).toBe(400);
    for (const body of [
      { method: 'wise', fields: wise },
      { method: 'wise', fields: wise, verification: { channel: 'sms', code: '1' } },
      { method: 'wise', fields: { name: 5 }, verification: smsCode(h, 'verified') },
      { method: 'wise', fields: wise, verification: smsCode(h, 'verified'), extra: true },
      { id: 'one', method: 'wise', fields: wise, verification: smsCode(h, 'verified') },
    ]) {
      expect((await save(h, token, body)).status, JSON.stringify(body)).toBe(400);
    }
    const wrongCode = await save(h, token, {
      method: 'wise',
      fields: wise,
      verification: { channel: 'sms', code: '999999' },
    });
    expect(wrongCode.body.code).toBe(ORDER_CODES.codeInvalid);
  });

  it('edits only the user’s own active methods, keeping their method', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const mine = await list(h, token);
    const bank = mine.find((p) => p.method.code === 'bank_transfer');
    const theirs = (await list(h, await h.login('merchant')))[0];
    if (!bank || !theirs) throw new Error('both personas have saved methods');
    const other = await save(h, token, {
      id: theirs.id,
      method: theirs.method.code,
      fields: { name: 'Vera' },
      verification: smsCode(h, 'verified'),
    });
    expect(other.status).toBe(404);
    const switched = await save(h, token, {
      id: bank.id,
      method: 'wise',
      fields: wise,
      verification: smsCode(h, 'verified'),
    });
    expect(switched.status).toBe(400);
    expect(switched.body.msg).toContain('cannot change to another method');
  });

  it('requires identity verification', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const res = await save(h, token, {
      method: 'wise',
      fields: wise,
      verification: smsCode(h, 'user'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: PAYMENT_CODES.identityRequired,
      msg: 'You have not completed identity verification',
    });
  });

  it('refuses a new method beyond the configured maximum, but still allows edits', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const mine = await list(h, token);
    setConfig(h.sandbox.db, 'p2p.maxPaymentMethodsPerUser', String(mine.length));
    const res = await save(h, token, {
      method: 'wise',
      fields: wise,
      verification: smsCode(h, 'verified'),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: PAYMENT_CODES.limitReached,
      msg: `You can save at most ${mine.length} payment methods`,
      data: { max: mine.length },
    });
    const first = mine[0];
    if (!first) throw new Error('verified has saved methods');
    const fields = Object.fromEntries(first.fields.map((f) => [f.key, f.value]));
    const edit = await save(h, token, {
      id: first.id,
      method: first.method.code,
      fields,
      verification: smsCode(h, 'verified'),
    });
    expect(edit.status).toBe(200);
  });
});

describe('PUT /c2c/v3/user-payment/unbind/:id', () => {
  it('removes one of the user’s own methods', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const [first] = await list(h, token);
    if (!first) throw new Error('verified has saved methods');
    const res = await unbind(h, token, first.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await list(h, token)).map((p) => p.id)).not.toContain(first.id);
    expect((await unbind(h, token, first.id)).status).toBe(404);
  });

  it('refuses a method a listed ad shows to buyers, until the ad is delisted', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const revolut = (await list(h, token)).find((p) => p.method.code === 'revolut');
    if (!revolut) throw new Error('the merchant persona saved a Revolut method');
    const res = await unbind(h, token, revolut.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: PAYMENT_CODES.inUse, data: { listedAds: 1 } });
    h.sandbox.db
      .prepare("UPDATE ads SET status = 'delisted' WHERE user_id = ?")
      .run(personaUser(h, 'merchant').id);
    expect((await unbind(h, token, revolut.id)).status).toBe(200);
  });

  it('answers 404 for someone else’s method and 400 for a bad id', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const [theirs] = await list(h, await h.login('agent'));
    if (!theirs) throw new Error('the agent persona has a saved method');
    expect((await unbind(h, token, theirs.id)).status).toBe(404);
    expect(rows(h, 'SELECT status FROM user_payment_methods WHERE id = ?', theirs.id)).toEqual([
      { status: 'active' },
    ]);
    expect((await unbind(h, token, 'abc')).status).toBe(400);
    expect((await unbind(h, token, 0)).status).toBe(400);
    expect((await unbind(h, '', theirs.id)).body.code).toBe(403);
  });
});
