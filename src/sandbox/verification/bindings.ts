import { refuse } from '@/sandbox/errors';
import type { Channel } from '@/sandbox/verification/behavior-verify';
import { maskEmail, maskPhone } from '@/rules/verification';
import type { UserRecord } from '@/sandbox/user/users';
import { emailTarget, phoneTarget } from '@/sandbox/verification/targets';
import { VALIDATION_REFUSALS } from '@/contract/verification';

export function phoneBinding(user: UserRecord) {
  return user.phone
    ? { bound: true, masked: maskPhone(user.phone, user.areaCode) }
    : { bound: false, masked: null };
}

export function emailBinding(user: UserRecord) {
  return user.email
    ? { bound: true, masked: maskEmail(user.email) }
    : { bound: false, masked: null };
}

/** Account users log in with their email, so only wallet-connected users "bind" one. */
export function walletEmailBinding(user: UserRecord) {
  return user.loginType === 'wallet' ? emailBinding(user) : { bound: false, masked: null };
}

/** Where online codes of this channel go for the user; refuses when nothing is bound. */
export function boundTarget(user: UserRecord, channel: Channel): string {
  if (channel === 'sms' || channel === 'voice') {
    if (!user.phone) {
      throw refuse(VALIDATION_REFUSALS.notBound, 'No phone number is bound to your account.');
    }
    return phoneTarget(user.areaCode ?? '', user.phone);
  }
  if (!user.email) {
    throw refuse(VALIDATION_REFUSALS.notBound, 'No email address is bound to your account.');
  }
  return emailTarget(user.email);
}
