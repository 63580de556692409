import type { PaymentMethodSummary } from '@/contract/entities';

/**
 * A payment method's brand colour as a small rounded square. Drawn as an SVG `fill` attribute,
 * never an inline `style`, so the server-rendered HTML needs no `style-src 'unsafe-inline'`.
 */
export function MethodChip({ method }: { method: PaymentMethodSummary }) {
  return (
    <svg
      className="pm-chip"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="12" height="12" rx="3" fill={method.color} />
    </svg>
  );
}
