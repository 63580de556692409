import { z } from 'zod';
import { verificationCode } from '@/contract/common';

/**
 * The second factors (spec section 5): SMS, a voice call to the same phone, email, and an
 * authenticator app. The first three are sent by the online validation calls; an authenticator
 * code is read from the app, so nothing is sent for it. In display order.
 */
export const SUPPORTED_CHANNELS = ['sms', 'voice', 'email', 'authenticator'] as const;
export type CodeChannel = (typeof SUPPORTED_CHANNELS)[number];

/** The channels a code is sent on (with a behaviour check, a countdown and a daily limit). */
export type SendChannel = Exclude<CodeChannel, 'authenticator'>;

export function isSendChannel(channel: CodeChannel): channel is SendChannel {
  return channel !== 'authenticator';
}

/** What a binding call exists for: the phone (SMS and voice), the email and the app. */
export type BindingKind = 'sms' | 'email' | 'authenticator';

/** The dialog's form: a bound channel and the 6-digit code (the contract's own rule). */
export const twoFactorFormSchema = z
  .object({ channel: z.enum(SUPPORTED_CHANNELS), code: verificationCode })
  .strict();
export type TwoFactorForm = z.infer<typeof twoFactorFormSchema>;

/** What typing or pasting leaves in the code field: its digits, at most 6 (`12 34-56` → `123456`). */
export function sanitizeCode(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 6);
}

/** Whether a phone or email is bound, as the binding calls answer. */
export interface Binding {
  bound: boolean;
  masked: string | null;
}

/** A channel the user can receive a code on, with where it goes (masked) for the label. */
export interface ChannelOption {
  channel: CodeChannel;
  target: string;
}

/**
 * The channels to offer, SMS first: only bound ones (a failed binding call counts as not
 * bound: offering a channel that may not work would only fail later). A voice call goes to the
 * phone bound for SMS.
 */
export function availableChannels(
  bindings: Partial<Record<BindingKind, Binding | null>>,
): ChannelOption[] {
  return SUPPORTED_CHANNELS.flatMap((channel) => {
    const binding = bindings[channel === 'voice' ? 'sms' : channel];
    return binding?.bound ? [{ channel, target: binding.masked ?? '' }] : [];
  });
}
