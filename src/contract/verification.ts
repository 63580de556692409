import { z } from 'zod';

import { timestamp } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';
import type { TwoFactor } from '@/contract/entities';
import { TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';

/**
 * Verification (spec section 7): the behaviour check, sending codes by SMS, email and voice,
 * their limits, and which phone, email or authenticator is bound. The second factor itself
 * travels inside the calls it protects (`twoFactor` in `entities.ts`).
 */

/** Business codes of the validation calls, so the UI can react to a case without parsing `msg`. */
export const VALIDATION_CODES = {
  /** The behaviour-verification answer was refused. */
  verifyFailed: 101001,
  /** The `verifyToken` is unknown, expired, used, or for the other channel. */
  verifyTokenInvalid: 101002,
  /** A code was sent to this phone/email less than the resend countdown ago. */
  resendTooSoon: 101003,
  /** The daily number of codes for this phone/email is used up. */
  dailyLimitReached: 101004,
  /** The logged-in user has no phone/email bound to send an online code to. */
  notBound: 101005,
} as const;

/** The verification refusals. */
export const VALIDATION_REFUSALS = {
  verifyFailed: refusal({
    code: VALIDATION_CODES.verifyFailed,
    summary: 'The behaviour-verification answer was refused',
  }),
  verifyTokenInvalid: refusal({
    code: VALIDATION_CODES.verifyTokenInvalid,
    summary: 'The verifyToken is unknown, expired, used, or for the other channel',
  }),
  resendTooSoon: refusal({
    code: VALIDATION_CODES.resendTooSoon,
    status: 429,
    params: z.object({ resendAfter: z.number().int().positive() }),
    summary: 'A code was sent less than the resend countdown ago (`resendAfter` seconds are left)',
  }),
  dailyLimitReached: refusal({
    code: VALIDATION_CODES.dailyLimitReached,
    status: 429,
    summary: 'The daily number of codes for this phone/email is used up',
  }),
  notBound: refusal({
    code: VALIDATION_CODES.notBound,
    summary: 'No phone/email is bound to send an online code to',
  }),
};

/** What sending a code can meet. */
const SEND_REFUSALS = {
  verifyTokenInvalid: VALIDATION_REFUSALS.verifyTokenInvalid,
  resendTooSoon: VALIDATION_REFUSALS.resendTooSoon,
  dailyLimitReached: VALIDATION_REFUSALS.dailyLimitReached,
};

/**
 * What sending a code to the bound phone or email can meet: also the lock that too many voided
 * codes put on the channel (no code is sent while it lasts).
 */
const ONLINE_SEND_REFUSALS = {
  ...SEND_REFUSALS,
  notBound: VALIDATION_REFUSALS.notBound,
  channelLocked: TWO_FACTOR_REFUSALS.channelLocked,
};

/**
 * What a page asks of the verification feature's two-factor dialog when an action needs a second
 * factor (releasing an order's coins, saving a payment method, releasing the merchant deposit).
 * The feature that needs the factor declares the request; the page composing it with the dialog
 * renders it (features never import each other). A type only: nothing of zod reaches the page.
 */
export interface TwoFactorRequest {
  title: string;
  description: string;
  submitLabel: string;
  /**
   * Resolves null once the dialog is done with (the action succeeded), or the message to show in
   * it. When the call was refused about the code itself, tell the dialog with
   * `dialog.refused(refusal)` before resolving (see `TwoFactorFeedback`).
   */
  onSubmit: (factor: TwoFactor, dialog?: TwoFactorFeedback) => Promise<string | null>;
  onClose: () => void;
}

/**
 * What the two-factor dialog hands the page's `onSubmit`: a way to pass on the guarded call's
 * refusal as the page read it on its own endpoint (`refusalOf`). The dialog reads
 * `codeInvalid` (`attemptsLeft`: it shows the tries left under the page's message),
 * `codeVoided` (it says so and offers "Send a new code") and `channelLocked` (`unlockAt`: it says
 * until when, in the user's zone, and stops sending on that channel); it ignores other names.
 */
export interface TwoFactorFeedback {
  refused: (refusal: { name: string; params: object }) => void;
}

/**
 * Sending limits of one phone/email: seconds until another code may be sent (0 = now), how many
 * sends are left today (UTC day of the exchange clock) and, for the logged-in user's own phone or
 * email, the end of a lock after too many wrong codes.
 */
const codeLimit = z.object({
  resendAfter: z.number().int().min(0),
  remainingToday: z.number().int().min(0),
  /**
   * Present while too many voided codes lock the channel (`channelLocked`): until when no code
   * is sent or accepted on it (epoch ms, exchange clock).
   */
  unlockAt: timestamp.optional(),
});

/** Whether a phone/email is bound, with the masked value for display (null when unbound). */
const bindingStatus = z.object({ bound: z.boolean(), masked: z.string().nullable() });

/**
 * The channel a behaviour verification is done for: the token works only for that channel.
 * `voice` calls the bound phone and reads the code out (it shares the phone's limits).
 */
const verifyScene = z.enum(['sms', 'email', 'voice']);

/** Short-lived proof of a passed behaviour verification, single use. */
const verifyToken = z
  .string()
  .min(1, 'Complete the behaviour verification first')
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'The verification token is malformed');

/** Country calling code, with or without "+". */
const areaCode = z
  .string()
  .max(5)
  .regex(/^\+?\d{1,4}$/, 'The area code must be 1-4 digits');

const phone = z
  .string()
  .max(15)
  .regex(/^\d{4,15}$/, 'Mobile phone number format is incorrect');

const email = z.email({ error: 'Incorrect email format' }).max(254);

export const verificationEndpoints = {
  behaviorVerify: endpoint({
    method: 'POST',
    path: '/user/validation/v2/behavior-verify',
    auth: 'public',
    bodyType: 'multipart',
    /**
     * Stand-in for the captcha: `scene` is the channel the user is about to request a code on;
     * `answer` is the proof the captcha widget produced. The sandbox accepts any answer except
     * the literal `fail` (code 101001), so the UI's failure path can be exercised. The returned
     * `verifyToken` is valid for a short time (`expiresAt`), once, for that channel's send call.
     */
    body: z
      .object({
        scene: verifyScene,
        answer: z.string().min(1, 'Solve the verification puzzle first').max(512),
      })
      .strict(),
    data: z.object({ verifyToken: z.string(), expiresAt: timestamp }),
    refusals: { verifyFailed: VALIDATION_REFUSALS.verifyFailed },
    summary: 'Behaviour verification (captcha stand-in); returns a single-use verifyToken.',
  }),
  validationSms: endpoint({
    method: 'POST',
    path: '/user/validation/sms',
    auth: 'public',
    body: z.object({ areaCode, phone, verifyToken }).strict(),
    data: codeLimit,
    refusals: SEND_REFUSALS,
    summary: 'Sends a 6-digit SMS code to the given phone (flows before login).',
  }),
  validationEmail: endpoint({
    method: 'POST',
    path: '/user/validation/email',
    auth: 'public',
    body: z.object({ email, verifyToken }).strict(),
    data: codeLimit,
    refusals: SEND_REFUSALS,
    summary: 'Sends a 6-digit email code to the given address (flows before login).',
  }),
  validationOnlineSms: endpoint({
    method: 'POST',
    path: '/user/validation/online/sms',
    auth: 'user',
    errors: 'silent',
    body: z.object({ verifyToken }).strict(),
    data: codeLimit,
    refusals: ONLINE_SEND_REFUSALS,
    summary: 'Sends a 6-digit SMS code to the logged-in user’s bound phone.',
  }),
  validationOnlineEmail: endpoint({
    method: 'POST',
    path: '/user/validation/online/email',
    auth: 'user',
    errors: 'silent',
    body: z.object({ verifyToken }).strict(),
    data: codeLimit,
    refusals: ONLINE_SEND_REFUSALS,
    summary: 'Sends a 6-digit email code to the logged-in user’s bound email.',
  }),
  validationOnlineVoice: endpoint({
    method: 'POST',
    path: '/user/validation/online/voice',
    auth: 'user',
    errors: 'silent',
    body: z.object({ verifyToken }).strict(),
    data: codeLimit,
    refusals: ONLINE_SEND_REFUSALS,
    summary: 'Calls the logged-in user’s bound phone and reads out a 6-digit code.',
  }),
  validationLimitSms: endpoint({
    method: 'GET',
    path: '/user/validation/limit/sms',
    auth: 'user',
    data: codeLimit,
    summary: 'Resend countdown and sends left today for the user’s bound phone.',
  }),
  validationLimitEmail: endpoint({
    method: 'GET',
    path: '/user/validation/limit/email',
    auth: 'user',
    data: codeLimit,
    summary: 'Resend countdown and sends left today for the user’s bound email.',
  }),
  validationLimitVoice: endpoint({
    method: 'GET',
    path: '/user/validation/limit/voice',
    auth: 'user',
    data: codeLimit,
    summary: 'Resend countdown and sends left today for voice calls (shared with SMS: same phone).',
  }),
  validationBindingSms: endpoint({
    method: 'GET',
    path: '/user/validation/binding/sms',
    auth: 'user',
    data: bindingStatus,
    summary: 'Whether a phone is bound, with the masked number.',
  }),
  validationBindingEmail: endpoint({
    method: 'GET',
    path: '/user/validation/binding/email',
    auth: 'user',
    data: bindingStatus,
    summary: 'Whether an email is bound, with the masked address.',
  }),
  validationBindingAuthenticator: endpoint({
    method: 'GET',
    path: '/user/validation/binding/authenticator',
    auth: 'user',
    data: bindingStatus,
    summary:
      'Whether an authenticator app (TOTP, 6 digits every 30 s) is bound; nothing is sent for it.',
  }),
  validationBindingWalletEmail: endpoint({
    method: 'GET',
    path: '/user/validation/binding/wallet-email',
    auth: 'user',
    data: bindingStatus,
    summary:
      'Whether a wallet-connected account has an email bound (always unbound for account users, whose email is their login).',
  }),
} as const;
