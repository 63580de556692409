import { useCallback, useEffect, useState } from 'react';
import { sendState, type LimitReading } from '@/features/verification/resend';
import {
  isSendChannel,
  type CodeChannel,
  type SendChannel,
} from '@/features/verification/two-factor-form';
import { fetchLimit } from '@/features/verification/verification-api';

/**
 * The send limits of the code channels (resend countdown, sends left today), each kept with
 * when it arrived on the monotonic clock, and what the chosen channel's send button may do
 * now. The clock ticks every second only while a countdown runs.
 */
export function useSendLimits(channel: CodeChannel) {
  const [limits, setLimits] = useState<Partial<Record<SendChannel, LimitReading>>>({});
  const [nowPerf, setNowPerf] = useState(() =>
    typeof performance === 'undefined' ? 0 : performance.now(),
  );

  /** Keeps a limit the server just answered (the limit call, or a send), counted from now. */
  const noteLimit = useCallback((which: SendChannel, limit: Omit<LimitReading, 'at'>) => {
    const at = performance.now();
    setLimits((all) => ({ ...all, [which]: { ...limit, at } }));
    setNowPerf(at);
  }, []);

  const readLimit = useCallback(
    async (which: SendChannel) => {
      try {
        noteLimit(which, await fetchLimit(which));
      } catch {
        // Unknown limits: sending is offered and the server says if it is too soon.
      }
    },
    [noteLimit],
  );

  /** The server said no more codes today on that channel. */
  const markExhausted = useCallback((which: SendChannel) => {
    const at = performance.now();
    setLimits((all) => ({ ...all, [which]: { resendAfter: 0, remainingToday: 0, at } }));
  }, []);

  const sends = isSendChannel(channel);
  const limit = sends ? limits[channel] : undefined;
  const send = sendState(limit, nowPerf);

  // The resend countdown ticks while one is running.
  const waiting = send.kind === 'wait';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNowPerf(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  /** True once a limit of that channel is known (it is read once, then kept up to date). */
  const knows = (which: SendChannel) => limits[which] !== undefined;

  return { sends, limit, send, knows, noteLimit, readLimit, markExhausted };
}
