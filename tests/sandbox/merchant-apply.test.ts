import { describe, expect, it } from 'vitest';
import {
  merchantDetail,
  merchantFieldKey,
  merchantRequirement,
  type MerchantDetail,
  type MerchantRequirement,
} from '@/contract/merchant';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import { LOCALE_CODES } from '@/i18n/locales';
import { MERCHANT_FIELDS } from '@/sandbox/merchant/fields';
import { REJECT_REASON } from '@/sandbox/merchant/review';
import { startSandbox, type Harness } from './harness';
import { bytesWith, MAGIC, postUpload } from './support/uploads';

/** Uploads the three documents as `token`'s user, each with the kind and purpose its field needs. */
async function uploadDocuments(h: Harness, token: string) {
  const image = async (purpose: string, magic: readonly number[], name: string, type: string) => {
    const res = await postUpload(
      h,
      'img',
      { name, type, bytes: bytesWith(magic) },
      { token, purpose },
    );
    if (res.status !== 200) throw new Error(`Upload failed: ${res.body.msg}`);
    return res.body.data.fileId;
  };
  const video = await postUpload(
    h,
    'video',
    { name: 'me.mp4', type: 'video/mp4', bytes: bytesWith(MAGIC.mp4) },
    { token },
  );
  if (video.status !== 200) throw new Error(`Upload failed: ${video.body.msg}`);
  return {
    idPhoto: await image('id_photo', MAGIC.png, 'id.png', 'image/png'),
    addressProof: await image('address_proof', MAGIC.jpeg, 'bill.jpg', 'image/jpeg'),
    video: video.body.data.fileId,
  };
}

function application(files: Awaited<ReturnType<typeof uploadDocuments>>, extra = {}) {
  return {
    fullName: 'Vera Collins',
    areaCode: '44',
    phone: '7700900123',
    email: 'verified@example.com',
    emergencyContact: 'Sam Collins',
    emergencyPhone: '7700900999',
    relationship: 'family',
    address: '1 High Street, London, N1 1AA',
    addressProofType: 'utility_bill',
    depositAmount: '500',
    depositCoin: 'USDT',
    ...files,
    ...extra,
  };
}

const detail = (h: Harness, token: string) =>
  h.get<MerchantDetail>('/c2c/v3/merchant/detail', { token });

describe('GET /c2c/v3/merchant/requirement', () => {
  it('describes every field of the form, prefilled from the account, and the deposit', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const res = await h.get<MerchantRequirement>('/c2c/v3/merchant/requirement', { token });
    expect(res.status).toBe(200);
    const data = merchantRequirement.parse(res.body.data);
    expect(data.fields.map((f) => f.fieldKey)).toEqual(merchantFieldKey.options);
    expect(data.deposit).toEqual({ coin: 'USDT', amount: '500' });
    const byKey = new Map(data.fields.map((f) => [f.fieldKey, f]));
    expect(byKey.get('email')?.fieldValue).toBe('verified@example.com');
    expect(byKey.get('phone')).toMatchObject({ fieldValue: '7700900123', fieldType: 'phone' });
    expect(byKey.get('areaCode')?.fieldValue).toBe('44');
    expect(byKey.get('fullName')).toMatchObject({
      fieldValue: '',
      isRequired: true,
      errorMsg: 'Needs to be 2-30 characters',
    });
    expect(byKey.get('relationship')?.options.map((o) => o.value)).toEqual([
      'classmate',
      'family',
      'other',
    ]);
    expect(byKey.get('addressProofType')?.options.map((o) => o.value)).toEqual([
      'property_certificate',
      'lease',
      'utility_bill',
    ]);
    expect(byKey.get('video')?.fieldType).toBe('video');
    expect(data.fields.every((f) => !f.showError && f.fieldName !== '')).toBe(true);
  });

  it('speaks the language of the lang header, in every UI language', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const english = (await h.get<MerchantRequirement>('/c2c/v3/merchant/requirement', { token }))
      .body.data.fields;
    for (const lang of LOCALE_CODES.filter((code) => code !== 'en')) {
      const res = await h.get<MerchantRequirement>('/c2c/v3/merchant/requirement', {
        token,
        headers: { lang },
      });
      res.body.data.fields.forEach((field, i) => {
        const source = english[i];
        expect(field.fieldKey).toBe(source?.fieldKey);
        expect(field.fieldValue).toBe(source?.fieldValue);
        expect(field.fieldName, `${lang} ${field.fieldKey}`).not.toBe(source?.fieldName);
        expect(field.errorMsg, `${lang} ${field.fieldKey}`).not.toBe(source?.errorMsg);
        field.options.forEach((option, j) =>
          expect(option.label, `${lang} ${option.value}`).not.toBe(source?.options[j]?.label),
        );
      });
    }
    const persian = await h.get<MerchantRequirement>('/c2c/v3/merchant/requirement', {
      token,
      headers: { lang: 'fa' },
    });
    expect(persian.body.data.fields[0]?.fieldName).toBe('نام کامل');
  });

  it('refuses visitors and query parameters', async () => {
    const h = startSandbox();
    expect((await h.get('/c2c/v3/merchant/requirement')).body.code).toBe(403);
    const token = await h.login('verified');
    expect((await h.get('/c2c/v3/merchant/requirement?x=1', { token })).status).toBe(400);
  });
});

describe('POST /c2c/v3/merchant/apply', () => {
  it('puts the application under review, and the review approves it when its time comes', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const before = await detail(h, token);
    expect(merchantDetail.parse(before.body.data)).toMatchObject({
      status: 'not_verified',
      application: null,
      deposit: null,
      canRelease: false,
      checklist: {
        identityVerified: true,
        balance: { coin: 'USDT', available: '1500', threshold: '1000', sufficient: true },
        depositLocked: false,
        agreementAccepted: false,
      },
    });

    const files = await uploadDocuments(h, token);
    const applied = await h.post<MerchantDetail>('/c2c/v3/merchant/apply', application(files), {
      token,
    });
    expect(applied.status).toBe(200);
    const now = h.clock.now();
    expect(merchantDetail.parse(applied.body.data)).toMatchObject({
      status: 'under_review',
      submittedAt: now,
      reviewedAt: null,
      reviewDueAt: now + 60_000,
      application: { coin: 'USDT', amount: '500' },
      deposit: null,
    });
    // Nothing is locked yet: the balance stays available.
    expect(applied.body.data.checklist.balance.available).toBe('1500');

    const again = await h.post('/c2c/v3/merchant/apply', application(files), { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(MERCHANT_CODES.stateConflict);

    await h.post('/sandbox/clock', { advanceSeconds: 59 });
    expect((await detail(h, token)).body.data.status).toBe('under_review');
    await h.post('/sandbox/clock', { advanceSeconds: 1 });
    const decided = await detail(h, token);
    expect(decided.body.data).toMatchObject({
      status: 'approved',
      reviewedAt: now + 60_000,
      reviewDueAt: null,
      failReason: null,
      application: { coin: 'USDT', amount: '500' },
    });
    const info = await h.get<{ merchantStatus: string; tier: string }>('/c2c/v3/user/info', {
      token,
    });
    expect(info.body.data).toMatchObject({ merchantStatus: 'approved', tier: 'verified_user' });
  });

  it('fails an application whose full name contains "reject", and the user may apply again', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const files = await uploadDocuments(h, token);
    const typed = application(files, { fullName: 'Please REJECT me' });
    expect((await h.post('/c2c/v3/merchant/apply', typed, { token })).status).toBe(200);
    h.clock.advance(60);
    const failed = await detail(h, token);
    expect(failed.body.data).toMatchObject({ status: 'failed', failReason: REJECT_REASON });

    // The form comes back with what was typed last time.
    const form = await h.get<MerchantRequirement>('/c2c/v3/merchant/requirement', { token });
    const fullName = form.body.data.fields.find((f) => f.fieldKey === 'fullName');
    expect(fullName?.fieldValue).toBe('Please REJECT me');
    // Its files too, as the sandbox still has them: nothing to upload twice.
    const valueOf = (key: string) => form.body.data.fields.find((f) => f.fieldKey === key);
    expect(valueOf('idPhoto')?.fieldValue).toBe(files.idPhoto);
    expect(valueOf('addressProof')?.fieldValue).toBe(files.addressProof);
    expect(valueOf('video')?.fieldValue).toBe(files.video);

    const retry = await h.post<MerchantDetail>('/c2c/v3/merchant/apply', application(files), {
      token,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'under_review', failReason: null });
  });

  it('applying again keeps only the files the sandbox still has', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const files = await uploadDocuments(h, token);
    const typed = application(files, { fullName: 'Please REJECT me' });
    expect((await h.post('/c2c/v3/merchant/apply', typed, { token })).status).toBe(200);
    h.clock.advance(60);
    // The video's record is lost since (say, a database restored without its uploads; the
    // application's reference would otherwise keep it): that field starts empty.
    h.sandbox.db.exec('PRAGMA foreign_keys = OFF');
    h.sandbox.db.prepare('DELETE FROM uploads WHERE id = ?').run(files.video);
    h.sandbox.db.exec('PRAGMA foreign_keys = ON');
    const form = await h.get<MerchantRequirement>('/c2c/v3/merchant/requirement', { token });
    const valueOf = (key: string) => form.body.data.fields.find((f) => f.fieldKey === key);
    expect(valueOf('idPhoto')?.fieldValue).toBe(files.idPhoto);
    expect(valueOf('video')?.fieldValue).toBe('');
    expect(valueOf('address')?.fieldValue).toBe('1 High Street, London, N1 1AA');
  });

  it('answers every bad field with 400 and the contract message', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const files = await uploadDocuments(h, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: 'V' }, 'Needs to be 2-30 characters'],
      [{ fullName: 12345 }, 'fullName'],
      [{ phone: '12-34' }, 'Mobile phone number format is incorrect'],
      [{ email: 'not-an-email' }, 'Incorrect email format'],
      [{ relationship: 'friend' }, 'Please choose a relationship'],
      [{ address: 'abc' }, 'Address length needs to be between 5 and 120 characters'],
      [{ idPhoto: '../etc/passwd' }, 'idPhoto'],
      [{ depositAmount: '0' }, 'depositAmount'],
      [{ surprise: true }, 'surprise'],
    ];
    for (const [change, expected] of cases) {
      const res = await h.post('/c2c/v3/merchant/apply', application(files, change), { token });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(change)).toContain(expected);
    }
    const { video: _video, ...withoutVideo } = application(files);
    expect((await h.post('/c2c/v3/merchant/apply', withoutVideo, { token })).status).toBe(400);
    expect((await detail(h, token)).body.data.status).toBe('not_verified');
  });

  it('refuses files that are not the user’s own upload of the right kind', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const mine = await uploadDocuments(h, token);
    const theirs = await uploadDocuments(h, await h.login('agent'));
    const payment = await postUpload(
      h,
      'img',
      { name: 'qr.png', type: 'image/png', bytes: bytesWith(MAGIC.png) },
      { token, purpose: 'payment' },
    );
    const cases: [Record<string, string>, string][] = [
      [{ idPhoto: theirs.idPhoto }, 'idPhoto'],
      [{ idPhoto: 'abcdefgh1234' }, 'idPhoto'],
      [{ idPhoto: payment.body.data.fileId }, 'idPhoto'],
      [{ addressProof: mine.idPhoto }, 'addressProof'],
      [{ video: mine.idPhoto }, 'video'],
      [{ idPhoto: mine.video }, 'idPhoto'],
    ];
    for (const [change, field] of cases) {
      const res = await h.post('/c2c/v3/merchant/apply', application(mine, change), { token });
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe(MERCHANT_CODES.fileInvalid);
      expect(res.body.data).toMatchObject({ errors: [expect.objectContaining({ path: field })] });
    }
  });

  it('checks the deposit offered against the configuration and the P2P balance', async () => {
    const h = startSandbox();
    const token = await h.login('verified');
    const files = await uploadDocuments(h, token);
    for (const change of [{ depositAmount: '499.99' }, { depositCoin: 'BTC' }]) {
      const res = await h.post('/c2c/v3/merchant/apply', application(files, change), { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: MERCHANT_CODES.depositTooLow,
        data: { coin: 'USDT', amount: '500' },
      });
    }
    const decimals = await h.post(
      '/c2c/v3/merchant/apply',
      application(files, { depositAmount: '500.001' }),
      { token },
    );
    expect(decimals.status).toBe(400);

    await h.post('/sandbox/balance', {
      persona: 'verified',
      account: 'p2p',
      coin: 'USDT',
      available: '400',
    });
    const poor = await h.post('/c2c/v3/merchant/apply', application(files), { token });
    expect(poor.status).toBe(400);
    expect(poor.body).toEqual({
      code: MERCHANT_CODES.balanceTooLow,
      msg: 'Your USDT balance is less than 500',
      data: { coin: 'USDT', amount: '500' },
    });
    const more = await h.post(
      '/c2c/v3/merchant/apply',
      application(files, { depositAmount: '800' }),
      { token },
    );
    expect(more.body.msg).toBe('Your USDT balance is less than 800');
  });

  it('refuses users without identity verification and users whose portal is closed', async () => {
    const h = startSandbox();
    const user = await h.login('user');
    const userFiles = await uploadDocuments(h, user);
    const unverified = await h.post('/c2c/v3/merchant/apply', application(userFiles), {
      token: user,
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body).toMatchObject({
      code: MERCHANT_CODES.identityRequired,
      msg: 'You have not completed identity verification',
    });

    const wallet = await h.login('wallet');
    expect((await detail(h, wallet)).body.data.status).toBe('portal_closed');
    const walletFiles = await uploadDocuments(h, wallet);
    const closed = await h.post('/c2c/v3/merchant/apply', application(walletFiles), {
      token: wallet,
    });
    expect(closed.body).toMatchObject({
      code: MERCHANT_CODES.portalClosed,
      msg: 'Merchant application portal is closed',
    });

    const verified = await h.login('verified');
    await h.post('/sandbox/merchant/state', { persona: 'verified', status: 'portal_closed' });
    const switched = await h.post(
      '/c2c/v3/merchant/apply',
      application(await uploadDocuments(h, verified)),
      { token: verified },
    );
    expect(switched.body.code).toBe(MERCHANT_CODES.portalClosed);
  });

  it('refuses visitors', async () => {
    const h = startSandbox();
    expect((await h.post('/c2c/v3/merchant/apply', {})).body.code).toBe(403);
    expect((await h.get('/c2c/v3/merchant/detail')).body.code).toBe(403);
  });
});

describe('a field the exchange adds to the application', () => {
  const added = {
    fieldKey: 'telegramHandle',
    fieldName: 'Telegram handle',
    fieldPlaceholder: '@yourname',
    fieldType: 'text',
    errorMsg: 'Please enter your Telegram handle',
    isRequired: true,
    options: [],
  } as const;

  it('is described by the requirement, required in `extra`, and kept with the application', async () => {
    (MERCHANT_FIELDS as unknown as (typeof added)[]).push(added);
    try {
      const h = startSandbox();
      const token = await h.login('verified');
      const requirement = await h.get<{ fields: { fieldKey: string }[] }>(
        '/c2c/v3/merchant/requirement',
        { token },
      );
      expect(requirement.body.data.fields.map((f) => f.fieldKey)).toContain('telegramHandle');

      const files = await uploadDocuments(h, token);
      const missing = await h.post('/c2c/v3/merchant/apply', application(files), { token });
      expect(missing.status).toBe(400);
      expect(missing.body.data).toEqual({
        errors: [
          {
            path: 'extra.telegramHandle',
            code: 'required',
            message: 'Please enter your Telegram handle',
          },
        ],
      });
      const unknown = await h.post(
        '/c2c/v3/merchant/apply',
        application(files, { extra: { telegramHandle: '@vera', shoeSize: '42' } }),
        { token },
      );
      expect(unknown.body.data).toEqual({
        errors: [
          {
            path: 'extra.shoeSize',
            code: 'unknown_key',
            message: 'The application has no field "shoeSize"',
          },
        ],
      });

      const ok = await h.post(
        '/c2c/v3/merchant/apply',
        application(files, { extra: { telegramHandle: '@vera' } }),
        { token },
      );
      expect(ok.status).toBe(200);
      const stored = h.sandbox.db
        .prepare('SELECT form FROM merchant_applications ORDER BY id DESC LIMIT 1')
        .get() as { form: string };
      expect(JSON.parse(stored.form)).toMatchObject({ telegramHandle: '@vera' });
    } finally {
      (MERCHANT_FIELDS as unknown as unknown[]).pop();
    }
  });
});
