import { api } from '@/client/api';
import { userEndpoints as user } from '@/contract/user';
import type { CodeChannel } from '@/features/verification/two-factor-form';

/**
 * The verification calls of the two-factor dialog. Every one handles its errors itself
 * (`self`): the dialog explains a refusal where it happened instead of a toast.
 */
const self = { errors: 'self' } as const;

export function fetchBinding(channel: CodeChannel) {
  return channel === 'sms'
    ? api.call(user.validationBindingSms, {}, self)
    : api.call(user.validationBindingEmail, {}, self);
}

export function fetchLimit(channel: CodeChannel) {
  return channel === 'sms'
    ? api.call(user.validationLimitSms, {}, self)
    : api.call(user.validationLimitEmail, {}, self);
}

/** The behaviour check (multipart): a single-use token for one send on `scene`. */
export function behaviorVerify(scene: CodeChannel, answer: string) {
  return api.call(user.behaviorVerify, { body: { scene, answer } }, self);
}

/** Sends a code to the logged-in user's bound phone or email. */
export function sendOnlineCode(channel: CodeChannel, verifyToken: string) {
  return channel === 'sms'
    ? api.call(user.validationOnlineSms, { body: { verifyToken } }, self)
    : api.call(user.validationOnlineEmail, { body: { verifyToken } }, self);
}
