import type { AdvertiserSummary, PaymentMethodSummary } from '@/contract/entities';
import type { MarketT } from '@/features/market/messages';
import { paymentMethodName, type PaymentMethodNameKey } from '@/i18n/payment-method-name';

/**
 * Small pieces of a market row. Colours from the API are drawn as SVG `fill` attributes, never
 * inline `style`, so the server-rendered HTML needs no `style-src 'unsafe-inline'`.
 */

/** A payment method: its brand colour as a small bar, then its name (translated when generic). */
function PaymentMethodTag({ method, name }: { method: PaymentMethodSummary; name: string }) {
  return (
    <li className="market-method">
      <svg width="3" height="12" viewBox="0 0 3 12" aria-hidden="true" focusable="false">
        <rect width="3" height="12" rx="1" fill={method.color} />
      </svg>
      <span>{name}</span>
    </li>
  );
}

export function PaymentMethodList({
  methods,
  label,
  t,
}: {
  methods: PaymentMethodSummary[];
  label: string;
  t: (key: PaymentMethodNameKey) => string;
}) {
  return (
    <ul className="market-methods" aria-label={label}>
      {methods.map((m) => (
        <PaymentMethodTag key={m.code} method={m} name={paymentMethodName(m, t)} />
      ))}
    </ul>
  );
}

/** Certified advertiser and identity verified badges, each an icon with an accessible name. */
export function AdvertiserBadges({ advertiser, t }: { advertiser: AdvertiserSummary; t: MarketT }) {
  return (
    <>
      {advertiser.tier === 'certified_advertiser' && (
        <span
          className="market-badge market-badge-certified"
          role="img"
          aria-label={t('market.badge.certified')}
          title={t('market.badge.certified')}
          data-badge="certified"
        >
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M8 1l1.8 1.4 2.3-.2.6 2.2 2 1.2-.9 2.1.9 2.1-2 1.2-.6 2.2-2.3-.2L8 15l-1.8-1.4-2.3.2-.6-2.2-2-1.2.9-2.1-.9-2.1 2-1.2.6-2.2 2.3.2z"
              fill="currentColor"
            />
            <path
              d="M5.2 8.2l1.9 1.9 3.7-3.8"
              fill="none"
              stroke="#1e2329"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
      {advertiser.identityVerified && (
        <span
          className="market-badge market-badge-verified"
          role="img"
          aria-label={t('market.badge.verified')}
          title={t('market.badge.verified')}
          data-badge="verified"
        >
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M8 1.2l5.5 2.1v4.1c0 3.3-2.3 6.1-5.5 7.4-3.2-1.3-5.5-4.1-5.5-7.4V3.3z"
              fill="currentColor"
            />
            <path
              d="M5.4 8.1l1.8 1.8 3.5-3.6"
              fill="none"
              stroke="var(--bg)"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </>
  );
}
