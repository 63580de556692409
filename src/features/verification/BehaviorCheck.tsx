import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isSliderComplete, SLIDER_MAX, sliderAnswer } from '@/features/verification/behavior-check';
import type { VerificationT } from '@/features/verification/messages';

/**
 * The behaviour check widget: a native range input (so it works with a pointer, a keyboard and
 * assistive technology alike) to drag to the end. Reaching the end hands the trace's answer to
 * `onPass` once; the parent remounts it (a new `key`) to try again after a refusal.
 */
export function BehaviorCheck({
  t,
  busy,
  error,
  onPass,
}: {
  t: VerificationT;
  busy: boolean;
  error: string | null;
  onPass: (answer: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(0);
  const trace = useRef<{ values: number[]; start: number | null; keyboard: boolean }>({
    values: [],
    start: null,
    keyboard: false,
  });
  const passed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (passed.current) return;
    const next = Number(event.target.value);
    const record = trace.current;
    record.start ??= performance.now();
    record.values.push(next);
    setValue(next);
    if (isSliderComplete(next)) {
      passed.current = true;
      onPass(
        sliderAnswer({
          values: record.values,
          elapsedMs: performance.now() - record.start,
          input: record.keyboard ? 'keyboard' : 'pointer',
        }),
      );
    }
  };

  return (
    <div
      className="verify-check"
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid="verify-check"
    >
      <p id={`${id}-title`} className="font-semibold">
        {t('verification.check.title')}
      </p>
      <p id={`${id}-instructions`} className="verify-note">
        {t('verification.check.instructions')}
      </p>
      <input
        ref={input}
        type="range"
        className="verify-slider"
        min={0}
        max={SLIDER_MAX}
        step={1}
        value={value}
        disabled={busy}
        aria-label={t('verification.check.slider')}
        aria-describedby={`${id}-instructions`}
        onKeyDown={() => {
          trace.current.keyboard = true;
        }}
        onChange={onChange}
      />
      {busy && (
        <p className="verify-note" role="status">
          {t('verification.check.verifying')}
        </p>
      )}
      {error && (
        <p className="verify-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
