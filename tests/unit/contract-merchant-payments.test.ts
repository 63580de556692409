import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { endpoints } from '@/contract/endpoints';

const ep = endpoints;
const MB = 1024 * 1024;

function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

/** A File of `size` bytes; the contract looks at the declared type and size only. */
function fakeFile(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

const wise = { code: 'wise', name: 'Wise', color: '#9FE870' };
const sms = { channel: 'sms', code: '123456' };

describe('payment methods', () => {
  it('accepts the form of a payment method', () => {
    const forms = [
      {
        method: wise,
        fiats: ['EUR', 'GBP'],
        fields: [
          {
            key: 'accountName',
            name: 'Name',
            type: 'text',
            required: true,
            maxLength: 64,
            placeholder: '',
          },
          {
            key: 'qrCode',
            name: 'QR code',
            type: 'image',
            required: false,
            maxLength: null,
            placeholder: '',
          },
        ],
      },
    ];
    expect(firstError(ep.c2cPaymentRequirement.data, forms)).toBeNull();
    const badType = [{ ...forms[0], fields: [{ ...forms[0]?.fields[0], type: 'signature' }] }];
    expect(firstError(ep.c2cPaymentRequirement.data, badType)).not.toBeNull();
  });

  it('saves a payment method with its fields and a 6-digit second factor', () => {
    const body = {
      method: 'wise',
      fields: { accountName: 'Ana Lima', email: 'ana@example.com' },
      verification: sms,
    };
    expect(firstError(ep.c2cPaymentSave.body, body)).toBeNull();
    expect(firstError(ep.c2cPaymentSave.body, { ...body, id: 12 })).toBeNull();
  });

  it('refuses a save with a malformed code, an unknown channel, bad keys or unknown fields', () => {
    const body = { method: 'wise', fields: { accountName: 'Ana Lima' }, verification: sms };
    const save = ep.c2cPaymentSave.body;
    expect(firstError(save, { ...body, verification: { channel: 'sms', code: '12345' } })).toBe(
      'The code has 6 digits',
    );
    expect(firstError(save, { ...body, verification: { channel: 'sms', code: '12345a' } })).toBe(
      'The code has 6 digits',
    );
    expect(
      firstError(save, { ...body, verification: { channel: 'pigeon', code: '123456' } }),
    ).not.toBeNull();
    expect(firstError(save, { ...body, verification: undefined })).not.toBeNull();
    expect(firstError(save, { ...body, fields: { 'bad key': 'x' } })).not.toBeNull();
    expect(firstError(save, { ...body, fields: { note: 'x'.repeat(257) } })).not.toBeNull();
    expect(firstError(save, { ...body, method: 'Wise' })).not.toBeNull();
    expect(firstError(save, { ...body, owner: 3 })).not.toBeNull();
  });

  it('unbinds by a positive numeric id from the path', () => {
    expect(ep.c2cPaymentUnbind.params.parse({ id: '12' })).toEqual({ id: 12 });
    expect(firstError(ep.c2cPaymentUnbind.params, { id: 'abc' })).not.toBeNull();
    expect(firstError(ep.c2cPaymentUnbind.params, { id: '0' })).not.toBeNull();
    expect(ep.c2cPaymentUnbind.data.parse(null)).toBeNull();
  });
});

describe('uploads', () => {
  it('accepts jpg/png images within the cap of their purpose', () => {
    const img = ep.c2cUploadImg.body;
    expect(
      firstError(img, { file: fakeFile('qr.png', 'image/png', 4 * MB), purpose: 'payment' }),
    ).toBeNull();
    expect(
      firstError(img, { file: fakeFile('id.jpg', 'image/jpeg', 9 * MB), purpose: 'id_photo' }),
    ).toBeNull();
  });

  it('refuses oversize or wrongly typed images with the spec messages', () => {
    const img = ep.c2cUploadImg.body;
    const big = fakeFile('qr.png', 'image/png', 6 * MB);
    expect(firstError(img, { file: big, purpose: 'payment' })).toBe(
      'Upload image size cannot exceed 5MB!',
    );
    const gif = fakeFile('qr.gif', 'image/gif', 1000);
    expect(firstError(img, { file: gif, purpose: 'payment' })).toBe(
      'Only jpg/jpeg/png format images are supported',
    );
    const huge = fakeFile('id.jpg', 'image/jpeg', 11 * MB);
    expect(firstError(img, { file: huge, purpose: 'address_proof' })).not.toBeNull();
    expect(firstError(img, { file: 'not a file', purpose: 'payment' })).not.toBeNull();
    expect(
      firstError(img, { file: fakeFile('a.png', 'image/png', 10), purpose: 'selfie' }),
    ).not.toBeNull();
  });

  it('accepts a mov video and refuses other formats and files over 100 MB', () => {
    const video = ep.c2cUploadVideo.body;
    expect(firstError(video, { file: fakeFile('me.mov', 'video/quicktime', 2 * MB) })).toBeNull();
    expect(
      firstError(video, { file: fakeFile('me.avi', 'video/x-msvideo', 2 * MB) }),
    ).not.toBeNull();
    const tooBig = { file: fakeFile('me.mp4', 'video/mp4', 100 * MB + 1) };
    expect(firstError(video, tooBig)).toBe('Video size cannot exceed 100 MB');
  });
});

describe('merchant application', () => {
  const application = {
    fullName: 'Nguyen Van An',
    areaCode: '+84',
    phone: '912345678',
    email: 'an@example.com',
    emergencyContact: 'Tran Thi Binh',
    emergencyPhone: '987654321',
    relationship: 'family',
    address: '12 Ly Thuong Kiet, Hanoi',
    idPhoto: 'file_0a1b2c3d4e',
    addressProofType: 'utility_bill',
    addressProof: 'file_1a2b3c4d5e',
    video: 'file_2a3b4c5d6e',
    depositAmount: '1000',
    depositCoin: 'USDT',
  };
  const apply = ep.c2cMerchantApply.body;

  it('accepts a complete application', () => {
    expect(firstError(apply, application)).toBeNull();
  });

  it('uses the spec messages for names, phone, email and address', () => {
    expect(firstError(apply, { ...application, fullName: 'A' })).toBe(
      'Needs to be 2-30 characters',
    );
    expect(firstError(apply, { ...application, emergencyContact: 'x'.repeat(31) })).toBe(
      'Needs to be 2-30 characters',
    );
    expect(firstError(apply, { ...application, phone: '12-34' })).toBe(
      'Mobile phone number format is incorrect',
    );
    expect(firstError(apply, { ...application, email: 'an@' })).toBe('Incorrect email format');
    expect(firstError(apply, { ...application, address: 'Home' })).toBe(
      'Address length needs to be between 5 and 120 characters',
    );
  });

  it('refuses a missing relationship or upload, a bad deposit and unknown fields', () => {
    expect(firstError(apply, { ...application, relationship: undefined })).toBe(
      'Please choose a relationship',
    );
    expect(firstError(apply, { ...application, relationship: 'neighbour' })).toBe(
      'Please choose a relationship',
    );
    expect(firstError(apply, { ...application, video: undefined })).not.toBeNull();
    expect(firstError(apply, { ...application, idPhoto: '../etc/passwd' })).not.toBeNull();
    expect(firstError(apply, { ...application, depositAmount: '-1000' })).not.toBeNull();
    expect(firstError(apply, { ...application, depositAmount: 1000 })).not.toBeNull();
    expect(firstError(apply, { ...application, approved: true })).not.toBeNull();
  });

  it('describes the form by field definitions and reports the application status', () => {
    const field = {
      fieldKey: 'relationship',
      fieldName: 'Relationship',
      fieldPlaceholder: 'Choose',
      fieldType: 'select',
      errorMsg: 'Relationship must be chosen',
      isRequired: true,
      fieldValue: '',
      showError: false,
      options: [{ value: 'family', label: 'Family' }],
    };
    const requirement = { fields: [field], deposit: { coin: 'USDT', amount: '1000' } };
    expect(firstError(ep.c2cMerchantRequirement.data, requirement)).toBeNull();
    // A field the exchange added since is still a valid definition (its answer goes in `extra`).
    const addedKey = { ...requirement, fields: [{ ...field, fieldKey: 'shoeSize' }] };
    expect(firstError(ep.c2cMerchantRequirement.data, addedKey)).toBeNull();
    const badKey = { ...requirement, fields: [{ ...field, fieldKey: 'shoe size!' }] };
    expect(firstError(ep.c2cMerchantRequirement.data, badKey)).not.toBeNull();

    const detail = {
      status: 'under_review',
      failReason: null,
      submittedAt: 1_700_000_000_000,
      reviewedAt: null,
      reviewDueAt: 1_700_000_060_000,
      requiredDeposit: { coin: 'USDT', amount: '1000' },
      application: { coin: 'USDT', amount: '1000' },
      deposit: null,
      checklist: {
        identityVerified: true,
        balance: { coin: 'USDT', available: '1500', threshold: '1000', sufficient: true },
        depositLocked: false,
        agreementAccepted: false,
      },
      canRelease: false,
      blockers: { listedAds: 0, openOrders: 0 },
    };
    expect(firstError(ep.c2cMerchantDetail.data, detail)).toBeNull();
    expect(firstError(ep.c2cMerchantDetail.data, { ...detail, status: 'approved' })).toBeNull();
    expect(firstError(ep.c2cMerchantDetail.data, { ...detail, status: 'pending' })).not.toBeNull();
  });

  it('releases the deposit only with a well-formed second factor', () => {
    const refund = ep.c2cMerchantApplyRefund.body;
    expect(
      firstError(refund, { verification: { channel: 'authenticator', code: '654321' } }),
    ).toBeNull();
    expect(firstError(refund, { verification: { channel: 'email', code: '6543210' } })).toBe(
      'The code has 6 digits',
    );
    expect(firstError(refund, {})).not.toBeNull();
  });
});
