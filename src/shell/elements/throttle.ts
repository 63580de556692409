/**
 * Runs `fn` at most once per `ms` (leading call, then one trailing call with the latest
 * arguments), as the spec's scroll listener requires (100 ms).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  return (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
        pending = undefined;
      },
      Math.max(wait, 0),
    );
  };
}
