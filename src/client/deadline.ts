/**
 * A signal that fires on our timeout or on the caller's signal, with a flag telling which.
 * Our own timer (not ofetch's `timeout`, which ofetch drops whenever a signal is passed) keeps
 * the 50 s limit for calls that also carry a caller signal. Call `dispose` once the call settles.
 */
export function deadline(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort(new DOMException('The API call timed out', 'TimeoutError'));
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  const dispose = () => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  };
  return { signal: controller.signal, state, dispose };
}
