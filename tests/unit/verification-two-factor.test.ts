import { describe, expect, it } from 'vitest';
import { isSliderComplete, SLIDER_MAX, sliderAnswer } from '@/features/verification/behavior-check';
import { secondsUntilResend, sendState } from '@/features/verification/resend';
import {
  availableChannels,
  isSendChannel,
  sanitizeCode,
  SUPPORTED_CHANNELS,
  twoFactorFormSchema,
} from '@/features/verification/two-factor-form';

describe('two-factor code form', () => {
  it('accepts exactly six digits on a bound channel', () => {
    expect(twoFactorFormSchema.safeParse({ channel: 'sms', code: '012345' }).success).toBe(true);
    expect(twoFactorFormSchema.safeParse({ channel: 'email', code: '999999' }).success).toBe(true);
  });

  it('refuses other codes with the contract’s message', () => {
    for (const code of ['', '12345', '1234567', '12a456', ' 123456', '١٢٣٤٥٦']) {
      const result = twoFactorFormSchema.safeParse({ channel: 'sms', code });
      expect(result.success, code).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The code has 6 digits');
    }
  });

  it('offers the four channels of the spec, and only those', () => {
    expect(SUPPORTED_CHANNELS).toEqual(['sms', 'voice', 'email', 'authenticator']);
    for (const channel of SUPPORTED_CHANNELS) {
      expect(twoFactorFormSchema.safeParse({ channel, code: '123456' }).success).toBe(true);
    }
    expect(twoFactorFormSchema.safeParse({ channel: 'fax', code: '123456' }).success).toBe(false);
    // Nothing is sent for an authenticator: its code is read from the app.
    expect(SUPPORTED_CHANNELS.filter(isSendChannel)).toEqual(['sms', 'voice', 'email']);
  });

  it('keeps only the digits of what is typed or pasted, six at most', () => {
    expect(sanitizeCode('12 34-56')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
    expect(sanitizeCode('1234567890')).toBe('123456');
  });

  it('lists bound channels only, SMS first, with where the code goes', () => {
    expect(
      availableChannels({
        email: { bound: true, masked: 've***@example.com' },
        sms: { bound: true, masked: '+44 77****0123' },
      }),
    ).toEqual([
      { channel: 'sms', target: '+44 77****0123' },
      // A voice call goes to the phone bound for SMS.
      { channel: 'voice', target: '+44 77****0123' },
      { channel: 'email', target: 've***@example.com' },
    ]);
    expect(
      availableChannels({
        sms: { bound: false, masked: null },
        email: null,
        authenticator: { bound: true, masked: null },
      }),
    ).toEqual([{ channel: 'authenticator', target: '' }]);
    expect(availableChannels({ sms: { bound: false, masked: null }, email: null })).toEqual([]);
  });
});

describe('resend countdown', () => {
  const limit = { resendAfter: 60, remainingToday: 9, at: 1_000 };

  it('counts down the limit call’s seconds from when it arrived', () => {
    expect(secondsUntilResend(limit, 1_000)).toBe(60);
    expect(secondsUntilResend(limit, 1_500)).toBe(60);
    expect(secondsUntilResend(limit, 31_000)).toBe(30);
    expect(secondsUntilResend(limit, 61_000)).toBe(0);
    expect(secondsUntilResend(null, 5)).toBe(0);
  });

  it('never shows more than the server said, even if the clock reading is older', () => {
    expect(secondsUntilResend(limit, 900)).toBe(60);
  });

  it('tells the send button to wait, send, or stop for today', () => {
    expect(sendState(limit, 1_000)).toEqual({ kind: 'wait', seconds: 60 });
    expect(sendState(limit, 70_000)).toEqual({ kind: 'ready' });
    expect(sendState({ ...limit, remainingToday: 0 }, 70_000)).toEqual({ kind: 'exhausted' });
    expect(sendState(undefined, 0)).toEqual({ kind: 'ready' });
  });
});

describe('behaviour check slider', () => {
  it('passes only at the end of the slider', () => {
    expect(isSliderComplete(SLIDER_MAX - 1)).toBe(false);
    expect(isSliderComplete(SLIDER_MAX)).toBe(true);
  });

  it('answers with the trace, never the refused literal, within the contract’s 512 characters', () => {
    const short = sliderAnswer({ values: [10, 50, 100], elapsedMs: 420.4, input: 'pointer' });
    expect(JSON.parse(short)).toEqual({
      kind: 'slider',
      input: 'pointer',
      ms: 420,
      path: [10, 50, 100],
    });
    const values = Array.from({ length: 400 }, (_, i) => Math.round((i / 399) * 100));
    const long = sliderAnswer({ values, elapsedMs: 2000, input: 'keyboard' });
    expect(long.length).toBeLessThanOrEqual(512);
    expect((JSON.parse(long) as { path: number[] }).path.at(-1)).toBe(100);
  });
});
