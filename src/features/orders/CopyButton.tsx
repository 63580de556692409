import { useEffect, useRef, useState } from 'react';
import { pushToast } from '@/stores/toasts';

/**
 * Copies one value (an order number, an account number) with the Clipboard API. Success and
 * failure are told by a toast (a polite status, or an alert for 'Copy failed') and by the icon.
 */
export function CopyButton({
  value,
  label,
  copiedText,
  failedText,
  testId,
}: {
  value: string;
  /** The accessible name: "Copy account number". */
  label: string;
  copiedText: string;
  failedText: string;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      pushToast({ kind: 'success', message: copiedText });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      pushToast({ kind: 'error', message: failedText });
    }
  };

  return (
    <button
      type="button"
      className="order-copy"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={() => void copy()}
    >
      {copied ? (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      ) : (
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect
            x="5"
            y="5"
            width="8.5"
            height="8.5"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
          <path
            d="M3 10.5V3.5A1 1 0 0 1 4 2.5h7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
      )}
    </button>
  );
}
