import type { CodeChannel } from '@/features/verification/two-factor-form';

/**
 * What the two-factor dialog knows of the limits on wrong codes (issue 15, item 4), from the
 * refusals the page passes on (`TwoFactorFeedback`), the send calls and the limit calls: the
 * tries the current code has left, which channels' codes are void (a new one must be sent) and
 * which factors are locked until when. Pure, so each reaction is tested without a browser.
 */

/** What a lock covers: SMS and voice calls share the phone, as on the server. */
export type LockKey = 'phone' | 'email' | 'authenticator';

export function lockKeyOf(channel: CodeChannel): LockKey {
  if (channel === 'sms' || channel === 'voice') return 'phone';
  return channel;
}

export interface CodeLimits {
  /** Tries the last wrong code left (null: none said). */
  attemptsLeft: number | null;
  /** Channels whose current code is void: a new code must be sent (or, for an app, awaited). */
  voided: readonly CodeChannel[];
  /** Factors locked after too many voided codes, with the end (epoch ms, exchange clock). */
  locks: Readonly<Partial<Record<LockKey, number>>>;
}

export const NO_CODE_LIMITS: CodeLimits = { attemptsLeft: null, voided: [], locks: {} };

/** A refusal as the page read it (`refusalOf` on its own call): only the name and parameters. */
interface RefusalRead {
  name: string;
  params: object;
}

function numberParam(params: object, name: string): number | null {
  const value = (params as Record<string, unknown>)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The limits after the guarded call was refused about the code on `channel`: a wrong code says
 * its tries left, a void code joins `voided`, a lock is kept by its factor. Any other refusal
 * only clears the tries (the page's message says the rest).
 */
export function afterRefusal(
  limits: CodeLimits,
  channel: CodeChannel,
  refusal: RefusalRead,
): CodeLimits {
  switch (refusal.name) {
    case 'codeInvalid':
      return { ...limits, attemptsLeft: numberParam(refusal.params, 'attemptsLeft') };
    case 'codeVoided':
      return {
        ...limits,
        attemptsLeft: null,
        voided: limits.voided.includes(channel) ? limits.voided : [...limits.voided, channel],
      };
    case 'channelLocked': {
      const unlockAt = numberParam(refusal.params, 'unlockAt');
      if (unlockAt === null) return { ...limits, attemptsLeft: null };
      return withLock({ ...limits, attemptsLeft: null }, channel, unlockAt);
    }
    default:
      return { ...limits, attemptsLeft: null };
  }
}

/** A lock of the channel's factor until `unlockAt` (a send refused, a limit call's answer). */
export function withLock(limits: CodeLimits, channel: CodeChannel, unlockAt: number): CodeLimits {
  return { ...limits, locks: { ...limits.locks, [lockKeyOf(channel)]: unlockAt } };
}

/**
 * A new code went out on `channel`: it is no longer void, nor locked (the server sent it), and
 * no tries are said yet.
 */
export function afterSend(limits: CodeLimits, channel: CodeChannel): CodeLimits {
  const locks = { ...limits.locks };
  delete locks[lockKeyOf(channel)];
  return { attemptsLeft: null, voided: limits.voided.filter((c) => c !== channel), locks };
}

/** The end of the lock on the channel's factor, or null. */
export function lockOf(limits: CodeLimits, channel: CodeChannel): number | null {
  return limits.locks[lockKeyOf(channel)] ?? null;
}

export function isVoided(limits: CodeLimits, channel: CodeChannel): boolean {
  return limits.voided.includes(channel);
}
