/**
 * The resend countdown of a code channel: the limit call's `resendAfter` (seconds, server side)
 * counted down from when it arrived, on the monotonic clock (`performance.now()`), so the
 * browser's wall clock does not matter.
 */
export interface LimitReading {
  resendAfter: number;
  remainingToday: number;
  /** While too many wrong codes lock the channel: until when (epoch ms, exchange clock). */
  unlockAt?: number;
  /** `performance.now()` when the answer arrived. */
  at: number;
}

/** Seconds left before another code may be sent (0: now). */
export function secondsUntilResend(
  limit: LimitReading | null | undefined,
  nowPerf: number,
): number {
  if (!limit) return 0;
  return Math.max(0, Math.ceil(limit.resendAfter - Math.max(0, nowPerf - limit.at) / 1000));
}

/** What the send button may do: send now, wait, or nothing more today. */
export type SendState =
  { kind: 'ready' } | { kind: 'wait'; seconds: number } | { kind: 'exhausted' };

export function sendState(limit: LimitReading | null | undefined, nowPerf: number): SendState {
  if (limit && limit.remainingToday === 0) return { kind: 'exhausted' };
  const seconds = secondsUntilResend(limit, nowPerf);
  return seconds > 0 ? { kind: 'wait', seconds } : { kind: 'ready' };
}
