import { z } from 'zod';

import { amountDecimal, coinAmount, coinCode } from '@/contract/asset-codes';
import { fieldKey, fileId, merchantStatus, twoFactor } from '@/contract/entities';
import { timestamp } from '@/contract/common';
import { endpoint, pickRefusals } from '@/contract/define';
import { MERCHANT_REFUSALS } from '@/contract/merchant-refusals';

/** The fields of the merchant application (spec section 3, Merchant application). */
export const merchantFieldKey = z.enum([
  'fullName',
  'areaCode',
  'phone',
  'email',
  'emergencyContact',
  'emergencyPhone',
  'relationship',
  'address',
  'idPhoto',
  'addressProofType',
  'addressProof',
  'video',
]);
export type MerchantFieldKey = z.infer<typeof merchantFieldKey>;

const merchantFieldType = z.enum([
  'text',
  'phone',
  'email',
  'select',
  'textarea',
  'image',
  'video',
]);

/**
 * One field definition of the merchant form (spec section 3). The server drives the form so
 * support can change labels and prefill values without a release; `showError` is the flag the
 * form flips when `errorMsg` is displayed, sent false by the server.
 */
const merchantField = z.object({
  /** One of `merchantFieldKey`, or a field the exchange added since (sent back in `extra`). */
  fieldKey,
  fieldName: z.string(),
  fieldPlaceholder: z.string(),
  fieldType: merchantFieldType,
  errorMsg: z.string(),
  isRequired: z.boolean(),
  fieldValue: z.string(),
  showError: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type MerchantField = z.infer<typeof merchantField>;

const relationship = z.enum(['classmate', 'family', 'other'], {
  error: 'Please choose a relationship',
});
const addressProofType = z.enum(['property_certificate', 'lease', 'utility_bill']);

const nameMessage = 'Needs to be 2-30 characters';
const personName = z.string().trim().min(2, nameMessage).max(30, nameMessage);
const phoneMessage = 'Mobile phone number format is incorrect';
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/, phoneMessage);
const addressMessage = 'Address length needs to be between 5 and 120 characters';

/**
 * The application (spec section 5 rules and messages), plus the deposit the applicant will lock
 * once approved: the sandbox refuses an amount below the required deposit, and one above the
 * applicant's P2P balance ('Your {currency} balance is less than {num}', code `balanceTooLow`).
 */
export const merchantApplyRequest = z
  .object({
    fullName: personName,
    areaCode: z.string().regex(/^\+?\d{1,4}$/, phoneMessage),
    phone: phoneNumber,
    email: z.email('Incorrect email format').max(100, 'Incorrect email format'),
    emergencyContact: personName,
    emergencyPhone: phoneNumber,
    relationship,
    address: z.string().trim().min(5, addressMessage).max(120, addressMessage),
    idPhoto: fileId,
    addressProofType,
    addressProof: fileId,
    video: fileId,
    depositAmount: amountDecimal,
    depositCoin: coinCode,
    /**
     * Answers to fields the requirement describes beyond the keys above (the exchange may add a
     * field without a front-end release); the server checks them against its definitions.
     */
    extra: z
      .record(fieldKey, z.string().trim().max(500, 'At most 500 characters'))
      .refine((fields) => Object.keys(fields).length <= 20, 'Too many fields')
      .optional(),
  })
  .strict();
export type MerchantApplyRequest = z.infer<typeof merchantApplyRequest>;

/** What the application form needs: its field definitions and the deposit asked for. */
export const merchantRequirement = z.object({
  fields: z.array(merchantField).min(1),
  deposit: coinAmount,
});
export type MerchantRequirement = z.infer<typeof merchantRequirement>;

/**
 * The certified-advertiser checklist (spec section 6) as `/authAdvertising` shows it, each item
 * with its live state: identity verified, P2P balance at or above the threshold, the security
 * deposit locked, the advertiser agreement accepted.
 */
const merchantChecklist = z.object({
  identityVerified: z.boolean(),
  balance: z.object({
    coin: coinCode,
    available: z.string(),
    threshold: z.string(),
    sufficient: z.boolean(),
  }),
  depositLocked: z.boolean(),
  agreementAccepted: z.boolean(),
});

/**
 * Where the user stands as a merchant. `canRelease` is true only with no listed ads and no open
 * orders (spec section 4), and `blockers` counts them so the UI can say why it is false.
 * `reviewDueAt` is when an application under review is decided (the sandbox reviews by itself).
 * `application` is what was offered as deposit when applying (locked after approval).
 */
export const merchantDetail = z.object({
  status: merchantStatus,
  failReason: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  reviewedAt: timestamp.nullable(),
  reviewDueAt: timestamp.nullable(),
  requiredDeposit: coinAmount,
  application: coinAmount.nullable(),
  deposit: coinAmount.extend({ lockedAt: timestamp }).nullable(),
  checklist: merchantChecklist,
  canRelease: z.boolean(),
  blockers: z.object({
    listedAds: z.number().int().nonnegative(),
    openOrders: z.number().int().nonnegative(),
  }),
});
export type MerchantDetail = z.infer<typeof merchantDetail>;

/** The merchant application and the security deposit. */
export const merchantEndpoints = {
  c2cMerchantRequirement: endpoint({
    method: 'GET',
    path: '/c2c/v3/merchant/requirement',
    auth: 'user',
    data: merchantRequirement,
    summary: 'Field definitions of the merchant application form and the deposit required',
  }),
  c2cMerchantDetail: endpoint({
    method: 'GET',
    path: '/c2c/v3/merchant/detail',
    auth: 'user',
    data: merchantDetail,
    summary: 'Merchant application status and security deposit of the user',
  }),
  c2cMerchantApply: endpoint({
    method: 'POST',
    path: '/c2c/v3/merchant/apply',
    auth: 'user',
    errors: 'self',
    body: merchantApplyRequest,
    data: merchantDetail,
    refusals: pickRefusals(
      MERCHANT_REFUSALS,
      'portalClosed',
      'identityRequired',
      'balanceTooLow',
      'depositTooLow',
      'stateConflict',
      'fileInvalid',
    ),
    summary:
      'Apply to become a certified advertiser (reviewed; the deposit is locked after approval)',
  }),
  c2cMerchantLockDeposit: endpoint({
    method: 'POST',
    path: '/c2c/v3/merchant/deposit',
    auth: 'user',
    errors: 'self',
    body: z
      .object({
        agreeAgreement: z.literal(true, {
          error: 'Please read and accept the advertiser agreement',
        }),
      })
      .strict(),
    data: merchantDetail,
    refusals: pickRefusals(MERCHANT_REFUSALS, 'stateConflict', 'identityRequired', 'balanceTooLow'),
    summary:
      'After approval: accept the advertiser agreement and lock the deposit from the P2P balance (certifies)',
  }),
  c2cMerchantApplyRefund: endpoint({
    method: 'PUT',
    path: '/c2c/v3/merchant/apply-refund',
    auth: 'user',
    errors: 'self',
    body: z.object({ verification: twoFactor }).strict(),
    data: merchantDetail,
    refusals: pickRefusals(
      MERCHANT_REFUSALS,
      'stateConflict',
      'releaseBlocked',
      'codeInvalid',
      'codeChannelUnavailable',
      'codeVoided',
      'channelLocked',
    ),
    summary: 'Release the security deposit, giving up merchant rights (second factor required)',
  }),
};
