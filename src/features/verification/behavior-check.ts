/**
 * The behaviour check before a code is sent (the exchange's captcha; the sandbox stands in for
 * it and accepts any answer but `fail`). The widget here is a slider the person drags to the
 * end, by pointer or keyboard; its answer is the trace of how it was moved, which a real
 * captcha service would score. Kept to the contract's 512 characters.
 */
export const SLIDER_MAX = 100;

interface SliderTrace {
  /** Values the slider passed through, in order. */
  values: readonly number[];
  /** Milliseconds from the first move to the end. */
  elapsedMs: number;
  /** How it was moved. */
  input: 'pointer' | 'keyboard';
}

/** The slider reached the end. */
export function isSliderComplete(value: number): boolean {
  return value >= SLIDER_MAX;
}

/** The answer sent to `behavior-verify`: a compact JSON trace, at most 512 characters. */
export function sliderAnswer(trace: SliderTrace): string {
  let values = [...trace.values];
  const encode = () =>
    JSON.stringify({
      kind: 'slider',
      input: trace.input,
      ms: Math.max(0, Math.round(trace.elapsedMs)),
      path: values,
    });
  let answer = encode();
  // Long traces are thinned (every other point, keeping the last) until they fit.
  while (answer.length > 512 && values.length > 2) {
    values = values.filter((_, i) => i % 2 === 0 || i === values.length - 1);
    answer = encode();
  }
  return answer;
}
