import { z } from 'zod';

import { fiatCode } from '@/contract/asset-codes';
import {
  fieldKey,
  fileId,
  paymentMethodCode,
  paymentMethodSummary,
  recordId,
  twoFactor,
} from '@/contract/entities';
import { empty, idParam, timestamp } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';
import { TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';

const MB = 1024 * 1024;

/** Business codes of refused payment-method calls (field problems are plain 400 field errors). */
export const PAYMENT_CODES = {
  /** 'You have not completed identity verification'. */
  identityRequired: 107001,
  /** 'You can save at most {n} payment methods'; `data.max`. */
  limitReached: 107002,
  /** The method backs listed ads and cannot be removed; `data.listedAds`. */
  inUse: 107003,
} as const;

/** The payment-method refusals with their parameters. */
export const PAYMENT_REFUSALS = {
  identityRequired: refusal({
    code: PAYMENT_CODES.identityRequired,
    summary: 'Identity verification is required before saving a payment method',
  }),
  limitReached: refusal({
    code: PAYMENT_CODES.limitReached,
    params: z.object({ max: z.number().int().positive() }),
    summary: 'The user already saved `max` payment methods',
  }),
  inUse: refusal({
    code: PAYMENT_CODES.inUse,
    params: z.object({ listedAds: z.number().int().positive() }),
    summary: 'The method backs listed ads and cannot be removed',
  }),
};

/** Kinds of input a payment method form may ask for; `image` values are uploaded file ids. */
export const paymentFieldType = z.enum(['text', 'number', 'email', 'phone', 'textarea', 'image']);
export type PaymentFieldType = z.infer<typeof paymentFieldType>;

/** One input of a payment method form, as the server describes it. */
const paymentField = z.object({
  key: fieldKey,
  name: z.string(),
  type: paymentFieldType,
  required: z.boolean(),
  maxLength: z.number().int().positive().max(1000).nullable(),
  placeholder: z.string(),
});
export type PaymentField = z.infer<typeof paymentField>;

/** The form of one payment method: the server owns which details a method needs. */
export const paymentMethodForm = z.object({
  method: paymentMethodSummary,
  fiats: z.array(fiatCode),
  fields: z.array(paymentField).min(1),
});
export type PaymentMethodForm = z.infer<typeof paymentMethodForm>;

/** A saved payment method of the user, with its details labelled for display. */
export const userPayment = z.object({
  id: recordId,
  method: paymentMethodSummary,
  fields: z.array(
    paymentField.pick({ key: true, name: true, type: true }).extend({ value: z.string() }),
  ),
  createdAt: timestamp,
});
export type UserPayment = z.infer<typeof userPayment>;

/**
 * Saving a payment method: `id` edits an existing one, no `id` adds one (up to the configured
 * count). `fields` maps each form key to its value; the server checks them against the form.
 * A second factor is required because these details decide where buyers send money.
 */
export const savePaymentRequest = z
  .object({
    id: recordId.optional(),
    method: paymentMethodCode,
    fields: z
      .record(fieldKey, z.string().trim().max(256))
      .refine((fields) => Object.keys(fields).length <= 20, 'Too many fields'),
    verification: twoFactor,
  })
  .strict();
export type SavePaymentRequest = z.infer<typeof savePaymentRequest>;

/**
 * What an image is for decides its size cap (spec section 5: 5 MB for payment-method images,
 * 10 MB for ID and address images). Appeal evidence (screenshots of payments and chats) is not
 * named by the spec; it takes the payment images' 5 MB, and so do order chat images (issue 12).
 */
export const imagePurpose = z.enum([
  'payment',
  'id_photo',
  'address_proof',
  'appeal_evidence',
  'chat',
]);
export type ImagePurpose = z.infer<typeof imagePurpose>;

/** Size cap of an image, per purpose, in bytes. */
export const IMAGE_MAX_BYTES: Readonly<Record<ImagePurpose, number>> = {
  payment: 5 * MB,
  id_photo: 10 * MB,
  address_proof: 10 * MB,
  appeal_evidence: 5 * MB,
  chat: 5 * MB,
};

/** Size cap of the verification video, in bytes (spec section 5). */
export const VIDEO_MAX_BYTES = 100 * MB;

/** `5 * MB` → `5MB`, a size under 1 MB in KB (only a sandbox configured smaller shows it). */
function sizeText(bytes: number, space: string): string {
  return bytes >= MB && bytes % MB === 0
    ? `${bytes / MB}${space}MB`
    : `${Math.max(1, Math.floor(bytes / 1024))}${space}KB`;
}

/** 'Upload image size cannot exceed 5MB!' (spec section 5) for a cap in bytes. */
export function imageSizeMessage(maxBytes: number): string {
  return `Upload image size cannot exceed ${sizeText(maxBytes, '')}!`;
}

/** 'Video size cannot exceed 100 MB' (spec section 5) for a cap in bytes. */
export function videoSizeMessage(maxBytes: number): string {
  return `Video size cannot exceed ${sizeText(maxBytes, ' ')}`;
}

export const IMAGE_MIMES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_FORMAT_MESSAGE = 'Only jpg/jpeg/png format images are supported';

export const VIDEO_MIMES = ['video/mp4', 'video/x-ms-wmv', 'video/ogg', 'video/quicktime'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'wmv', 'ogg', 'mov'] as const;
export const VIDEO_FORMAT_MESSAGE = 'Only mp4, wmv, ogg and mov videos are supported';

/**
 * Image upload (multipart): the file and its purpose. The contract checks the declared type and
 * the size cap of the purpose (a `too_big` issue on the file, which the sandbox answers with
 * HTTP 413); the sandbox also checks the file name's extension and the content (magic bytes),
 * which a browser cannot fake for us.
 */
export const uploadImageRequest = z
  .object({
    file: z
      .file()
      .min(1)
      .mime([...IMAGE_MIMES], IMAGE_FORMAT_MESSAGE),
    purpose: imagePurpose,
  })
  .strict()
  .superRefine(({ file, purpose }, ctx) => {
    const maximum = IMAGE_MAX_BYTES[purpose];
    if (file.size <= maximum) return;
    ctx.addIssue({
      code: 'too_big',
      origin: 'file',
      maximum,
      inclusive: true,
      input: file,
      path: ['file'],
      message: imageSizeMessage(maximum),
    });
  });

/** Video upload (multipart): the merchant verification video (spec section 5). */
export const uploadVideoRequest = z
  .object({
    file: z
      .file()
      .min(1)
      .max(VIDEO_MAX_BYTES, videoSizeMessage(VIDEO_MAX_BYTES))
      .mime([...VIDEO_MIMES], VIDEO_FORMAT_MESSAGE),
  })
  .strict();

/**
 * A stored upload: later requests send `fileId` (an ad's payment QR code, the merchant
 * application, an appeal's evidence); `url` is where its owner can view it (a plain file, not an
 * envelope, so it is no contract call: in the sandbox `GET /api/c2c/v3/upload/file/:fileId`).
 * `mime` is the type the content turned out to be, which may differ from the declared one.
 */
export const uploadedFile = z.object({
  fileId,
  url: z.string().min(1),
  size: z.number().int().positive(),
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Payment method management and the uploads it (and the merchant application) needs. */
export const paymentsEndpoints = {
  c2cPaymentList: endpoint({
    method: 'GET',
    path: '/c2c/v3/user-payment/list',
    auth: 'user',
    query: z.object({ fiat: fiatCode.optional() }).strict(),
    data: z.array(userPayment),
    summary: 'The user’s saved payment methods, newest first (optionally those serving one fiat)',
  }),
  c2cPaymentRequirement: endpoint({
    method: 'GET',
    path: '/c2c/v3/user-payment/requirement',
    auth: 'user',
    query: z.object({ fiat: fiatCode.optional(), method: paymentMethodCode.optional() }).strict(),
    data: z.array(paymentMethodForm),
    summary: 'Forms of the payment methods a user can add (optionally one fiat or one method)',
  }),
  c2cUploadImg: endpoint({
    method: 'POST',
    path: '/c2c/v3/upload/img',
    auth: 'user',
    bodyType: 'multipart',
    body: uploadImageRequest,
    data: uploadedFile,
    summary:
      'Upload a jpg/png image (payment QR code, ID photo, proof of address, appeal evidence)',
  }),
  c2cUploadVideo: endpoint({
    method: 'POST',
    path: '/c2c/v3/upload/video',
    auth: 'user',
    bodyType: 'multipart',
    body: uploadVideoRequest,
    data: uploadedFile,
    summary: 'Upload the merchant verification video (mp4, wmv, ogg, mov; up to 100 MB)',
  }),
  c2cPaymentUnbind: endpoint({
    method: 'PUT',
    path: '/c2c/v3/user-payment/unbind/:id',
    auth: 'user',
    params: z.object({ id: idParam }).strict(),
    data: empty,
    refusals: { inUse: PAYMENT_REFUSALS.inUse },
    summary: 'Remove one of the user’s saved payment methods',
  }),
  c2cPaymentSave: endpoint({
    method: 'POST',
    path: '/c2c/v3/user-payment/save',
    auth: 'user',
    body: savePaymentRequest,
    data: userPayment,
    refusals: {
      identityRequired: PAYMENT_REFUSALS.identityRequired,
      limitReached: PAYMENT_REFUSALS.limitReached,
      /** The second factor's refusals are shared (one rule, one code). */
      ...TWO_FACTOR_REFUSALS,
    },
    summary: 'Add or edit a saved payment method (second factor required)',
  }),
};
