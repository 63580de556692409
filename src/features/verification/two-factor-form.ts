import { z } from 'zod';
import { verificationCode } from '@/contract/common';

/**
 * The second factor as this exchange offers it. The contract's `twoFactor` also names `voice`
 * and `authenticator`, but the API has no call to bind, send or check either of them (only the
 * online SMS and email validation calls exist, and the server refuses other channels), so the
 * dialog offers SMS and email only rather than pretending.
 */
export const SUPPORTED_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof SUPPORTED_CHANNELS)[number];

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
 * bound: offering a channel that may not work would only fail later).
 */
export function availableChannels(
  bindings: Partial<Record<CodeChannel, Binding | null>>,
): ChannelOption[] {
  return SUPPORTED_CHANNELS.flatMap((channel) => {
    const binding = bindings[channel];
    return binding?.bound ? [{ channel, target: binding.masked ?? '' }] : [];
  });
}
