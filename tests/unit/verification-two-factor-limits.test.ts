// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { TWO_FACTOR_REFUSALS } from '@/contract/verification-refusals';
import type { TwoFactorFeedback } from '@/contract/verification';
import { formatDate } from '@/i18n/format-date';
import { browserTimeZone } from '@/i18n/time-zone';
import { setLocale } from '@/stores/locale';
import en from '../../locales/en/verification.json';
import fa from '../../locales/fa/verification.json';
import { SLIDER_MAX } from '@/features/verification/behavior-check';
import {
  afterRefusal,
  afterSend,
  isVoided,
  lockOf,
  NO_CODE_LIMITS,
} from '@/features/verification/code-limits';
import TwoFactorDialog from '@/features/verification/TwoFactorDialog';
import {
  behaviorVerify,
  fetchBinding,
  fetchLimit,
  sendOnlineCode,
} from '@/features/verification/verification-api';

/**
 * Issue 15, item 4 on the page: the two-factor dialog's reaction to each refusal about the code.
 * A wrong code shows the page's message with the tries left (plural, in the page's language), a
 * void code says so, turns Confirm off and focuses "Send a new code", a locked channel says until
 * when in the user's zone and sends nothing on it (another bound method stays usable). The API
 * module is replaced; the page's `onSubmit` is a stub that passes a refusal on like the pages do.
 */
vi.mock('@/features/verification/verification-api', () => ({
  fetchBinding: vi.fn(),
  fetchLimit: vi.fn(),
  behaviorVerify: vi.fn(),
  sendOnlineCode: vi.fn(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UNLOCK_AT = Date.UTC(2026, 10, 26, 21, 15, 0);

describe('code limits (pure)', () => {
  it('keep the tries left of a wrong code, and forget them on any other answer', () => {
    const wrong = afterRefusal(NO_CODE_LIMITS, 'sms', {
      name: 'codeInvalid',
      params: { attemptsLeft: 2 },
    });
    expect(wrong.attemptsLeft).toBe(2);
    expect(afterRefusal(wrong, 'sms', { name: 'codeInvalid', params: {} }).attemptsLeft).toBe(null);
    expect(afterRefusal(wrong, 'sms', { name: 'stateConflict', params: {} }).attemptsLeft).toBe(
      null,
    );
  });

  it('mark the channel void until a new code is sent on it', () => {
    const voided = afterRefusal(NO_CODE_LIMITS, 'sms', { name: 'codeVoided', params: {} });
    expect(isVoided(voided, 'sms')).toBe(true);
    expect(isVoided(voided, 'email')).toBe(false);
    expect(isVoided(afterSend(voided, 'sms'), 'sms')).toBe(false);
  });

  it('lock the factor: SMS and voice share the phone, the email is apart', () => {
    const locked = afterRefusal(NO_CODE_LIMITS, 'voice', {
      name: 'channelLocked',
      params: { unlockAt: UNLOCK_AT },
    });
    expect(lockOf(locked, 'sms')).toBe(UNLOCK_AT);
    expect(lockOf(locked, 'voice')).toBe(UNLOCK_AT);
    expect(lockOf(locked, 'email')).toBeNull();
    expect(lockOf(afterSend(locked, 'sms'), 'voice')).toBeNull();
  });
});

let container: HTMLDivElement;
let root: Root;

interface Setup {
  email?: boolean;
  authenticator?: boolean;
  limit?: { resendAfter: number; remainingToday: number; unlockAt?: number };
}

function mockApi({ email = false, authenticator = false, limit }: Setup = {}) {
  vi.mocked(fetchBinding).mockImplementation((kind) =>
    Promise.resolve(
      kind === 'sms'
        ? { bound: true, masked: '+44 77****0123' }
        : kind === 'email'
          ? { bound: email, masked: email ? 've***@example.com' : null }
          : { bound: authenticator, masked: null },
    ),
  );
  vi.mocked(fetchLimit).mockResolvedValue(limit ?? { resendAfter: 0, remainingToday: 9 });
}

/** Renders the dialog; `answer` plays the page: it may pass a refusal on, and says its text. */
async function render(
  answer: (dialog: TwoFactorFeedback | undefined) => string | null,
  messages: Record<string, string> = en,
) {
  const onSubmit = vi.fn((_factor: unknown, dialog?: TwoFactorFeedback) =>
    Promise.resolve(answer(dialog)),
  );
  await act(async () => {
    root.render(
      createElement(TwoFactorDialog, {
        messages: messages as typeof en,
        onSubmit,
        onClose: () => {},
      }),
    );
  });
  await settle();
  return onSubmit;
}

async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const byTestId = (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]');

function type(value: string) {
  const input = byTestId('verify-code') as HTMLInputElement | null;
  if (!input) throw new Error('no code field');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function confirm(code = '111111') {
  type(code);
  await act(async () => {
    container.querySelector('form')?.requestSubmit();
  });
  await settle();
}

/** Drags the behaviour check's slider to its end: the code is then sent. */
async function passCheck() {
  const slider = container.querySelector<HTMLInputElement>('input[type="range"]');
  if (!slider) throw new Error('no behaviour check');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(slider, String(SLIDER_MAX));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

function choose(channel: string) {
  const radio = container.querySelector<HTMLInputElement>(`input[value="${channel}"]`);
  if (!radio) throw new Error(`no ${channel} option`);
  act(() => radio.click());
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  setLocale('en');
  vi.mocked(behaviorVerify).mockReset();
  vi.mocked(sendOnlineCode).mockReset();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  setLocale('en');
});

describe('two-factor dialog and the limits on wrong codes', () => {
  it('shows the page’s message with the tries left, and keeps the code', async () => {
    mockApi();
    await render((dialog) => {
      dialog?.refused({ name: 'codeInvalid', params: { attemptsLeft: 2 } });
      return 'The verification code is wrong or has expired.';
    });
    await confirm('123456');
    expect(byTestId('verify-submit-error')?.textContent).toBe(
      'The verification code is wrong or has expired.',
    );
    expect(byTestId('verify-attempts')?.textContent).toBe('2 attempts left for this code.');
    expect((byTestId('verify-code') as HTMLInputElement).value).toBe('123456');
    expect(submitButton()?.disabled).toBe(false);
  });

  it('says one attempt in the singular, and nothing of tries when the server said none', async () => {
    mockApi();
    let left: number | undefined = 1;
    await render((dialog) => {
      dialog?.refused({
        name: 'codeInvalid',
        params: left === undefined ? {} : { attemptsLeft: left },
      });
      return 'Wrong code';
    });
    await confirm();
    expect(byTestId('verify-attempts')?.textContent).toBe('1 attempt left for this code.');
    left = undefined;
    await confirm();
    expect(byTestId('verify-submit-error')?.textContent).toBe('Wrong code');
    expect(byTestId('verify-attempts')).toBeNull();
  });

  it('on a void code says so, turns Confirm off and focuses “Send a new code”', async () => {
    mockApi();
    await render((dialog) => {
      dialog?.refused({ name: 'codeVoided', params: {} });
      return 'Too many wrong codes';
    });
    await confirm();
    expect(byTestId('verify-voided')?.textContent).toBe(en['verification.voided']);
    // The dialog's own words, not the page's message as well.
    expect(byTestId('verify-submit-error')).toBeNull();
    expect(submitButton()?.disabled).toBe(true);
    const send = byTestId('verify-send') as HTMLButtonElement;
    expect(send.textContent).toBe(en['verification.sendNew']);
    expect(send.disabled).toBe(false);
    expect(document.activeElement).toBe(send);

    // A new code sent on the channel ends the void.
    vi.mocked(behaviorVerify).mockResolvedValue({ verifyToken: 'tok', expiresAt: 1 });
    vi.mocked(sendOnlineCode).mockResolvedValue({ resendAfter: 60, remainingToday: 8 });
    act(() => send.click());
    await passCheck();
    expect(sendOnlineCode).toHaveBeenCalledWith('sms', 'tok');
    expect(byTestId('verify-voided')).toBeNull();
    expect(submitButton()?.disabled).toBe(false);
  });

  it('on an app’s void round asks to wait for its next code, and Confirm stays', async () => {
    mockApi({ authenticator: true });
    await render((dialog) => {
      dialog?.refused({ name: 'codeVoided', params: {} });
      return 'Too many wrong codes';
    });
    choose('authenticator');
    await confirm();
    expect(byTestId('verify-voided')?.textContent).toBe(en['verification.voided.authenticator']);
    expect(submitButton()?.disabled).toBe(false);
  });

  it('on a lock says until when in the user’s zone, sends nothing, and points to another method', async () => {
    mockApi({ email: true });
    await render((dialog) => {
      dialog?.refused({ name: 'channelLocked', params: { unlockAt: UNLOCK_AT } });
      return 'Locked';
    });
    await confirm();
    const time = formatDate(UNLOCK_AT, 'en', { timeZone: browserTimeZone(), zoneName: true });
    const locked = byTestId('verify-locked');
    expect(locked?.textContent).toContain(time);
    expect(locked?.textContent).toContain(en['verification.locked.other']);
    expect(byTestId('verify-submit-error')).toBeNull();
    expect(submitButton()?.disabled).toBe(true);
    expect((byTestId('verify-send') as HTMLButtonElement).disabled).toBe(true);

    // A voice call reaches the same phone: locked too. The email is not.
    choose('voice');
    expect(byTestId('verify-locked')).not.toBeNull();
    choose('email');
    await settle();
    expect(byTestId('verify-locked')).toBeNull();
    expect(submitButton()?.disabled).toBe(false);
    expect((byTestId('verify-send') as HTMLButtonElement).disabled).toBe(false);
  });

  it('with no other method says only to come back after that time', async () => {
    mockApi();
    await render((dialog) => {
      dialog?.refused({ name: 'channelLocked', params: { unlockAt: UNLOCK_AT } });
      return 'Locked';
    });
    await confirm();
    expect(byTestId('verify-locked')?.textContent).toContain(en['verification.locked.wait']);
  });

  it('knows a lock from the limit call as it opens', async () => {
    mockApi({ limit: { resendAfter: 0, remainingToday: 9, unlockAt: UNLOCK_AT } });
    await render(() => null);
    expect(byTestId('verify-locked')).not.toBeNull();
    expect((byTestId('verify-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a send refused for a lock as the lock, not as a failed send', async () => {
    mockApi();
    vi.mocked(behaviorVerify).mockResolvedValue({ verifyToken: 'tok', expiresAt: 1 });
    vi.mocked(sendOnlineCode).mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: TWO_FACTOR_REFUSALS.channelLocked.code,
        msg: 'Locked',
        data: { unlockAt: UNLOCK_AT },
        status: 429,
        traceId: 't',
      }),
    );
    await render(() => null);
    act(() => byTestId('verify-send')?.click());
    await passCheck();
    expect(byTestId('verify-locked')).not.toBeNull();
    expect(byTestId('verify-send-error')).toBeNull();
    expect((byTestId('verify-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('words the tries left and the lock in Persian, the time isolated left-to-right', async () => {
    setLocale('fa');
    mockApi();
    let refusal = { name: 'codeInvalid', params: { attemptsLeft: 3 } as object };
    await render((dialog) => {
      dialog?.refused(refusal);
      return 'کد نادرست است';
    }, fa);
    await confirm();
    expect(byTestId('verify-attempts')?.textContent).toBe(
      '\u20683\u2069 تلاش دیگر برای این کد باقی مانده است.',
    );
    refusal = { name: 'channelLocked', params: { unlockAt: UNLOCK_AT } };
    await confirm();
    const time = formatDate(UNLOCK_AT, 'fa', { timeZone: browserTimeZone(), zoneName: true });
    expect(byTestId('verify-locked')?.textContent).toContain(`\u2068\u2066${time}\u2069\u2069`);
    expect(byTestId('verify-locked')?.textContent).not.toMatch(/[A-Za-z]{4}/);
  });
});
