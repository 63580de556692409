import { api } from '@/client/api';
import type { BindingKind, SendChannel } from '@/features/verification/two-factor-form';
import { verificationEndpoints } from '@/contract/verification';

/**
 * The verification calls of the two-factor dialog. Every one handles its errors itself
 * (`self`): the dialog explains a refusal where it happened instead of a toast.
 */
const self = { errors: 'self' } as const;

const BINDING = {
  sms: verificationEndpoints.validationBindingSms,
  email: verificationEndpoints.validationBindingEmail,
  authenticator: verificationEndpoints.validationBindingAuthenticator,
} as const;

const LIMIT = {
  sms: verificationEndpoints.validationLimitSms,
  voice: verificationEndpoints.validationLimitVoice,
  email: verificationEndpoints.validationLimitEmail,
} as const;

const SEND = {
  sms: verificationEndpoints.validationOnlineSms,
  voice: verificationEndpoints.validationOnlineVoice,
  email: verificationEndpoints.validationOnlineEmail,
} as const;

export function fetchBinding(kind: BindingKind) {
  return api.call(BINDING[kind], {}, self);
}

export function fetchLimit(channel: SendChannel) {
  return api.call(LIMIT[channel], {}, self);
}

/** The behaviour check (multipart): a single-use token for one send on `scene`. */
export function behaviorVerify(scene: SendChannel, answer: string) {
  return api.call(verificationEndpoints.behaviorVerify, { body: { scene, answer } }, self);
}

/** Sends a code to the logged-in user's bound phone (SMS or a voice call) or email. */
export function sendOnlineCode(channel: SendChannel, verifyToken: string) {
  return api.call(SEND[channel], { body: { verifyToken } }, self);
}
