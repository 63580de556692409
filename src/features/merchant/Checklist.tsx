import type { ReactNode } from 'react';
import type { MerchantDetail } from '@/contract/merchant';
import { requestTransfer } from '@/components/transfer-request';
import { formatExact } from '@/i18n/format';
import type { AuthT } from '@/features/merchant/messages';

/**
 * The certified-advertiser checklist (spec section 6), each item met or not with its text:
 * identity verified, P2P balance at least the threshold (available / threshold, and "Transfer
 * funds"), the security deposit locked, the advertiser agreement accepted.
 */
interface ChecklistProps {
  detail: MerchantDetail;
  identityHref: string;
  formatTime: (time: number) => string;
  /** A transfer was asked for: the page watches the balance for a while. */
  onTransfer: () => void;
  t: AuthT;
}

const ltr = (text: string) => `\u2066${text}\u2069`;

export function Checklist({ detail, identityHref, formatTime, onTransfer, t }: ChecklistProps) {
  const { checklist } = detail;
  const { balance } = checklist;
  return (
    <ul className="mc-checklist" data-testid="merchant-checklist">
      <Item
        name="identity"
        met={checklist.identityVerified}
        t={t}
        text={t(
          checklist.identityVerified ? 'merchant.auth.identityYes' : 'merchant.auth.identityNo',
        )}
      >
        {!checklist.identityVerified && (
          <a className="text-button" href={identityHref}>
            {t('merchant.status.identityLink')}
          </a>
        )}
      </Item>
      <Item
        name="balance"
        met={balance.sufficient}
        t={t}
        text={t('merchant.auth.balanceItem', {
          threshold: ltr(formatExact(balance.threshold)),
          coin: balance.coin,
        })}
      >
        <span className="mc-check-detail" data-testid="merchant-check-balance-value">
          {t('merchant.auth.balanceValue', {
            available: ltr(formatExact(balance.available)),
            coin: balance.coin,
          })}
        </span>
        <button
          type="button"
          className="text-button"
          onClick={() => {
            requestTransfer({ to: 'p2p', coin: balance.coin });
            onTransfer();
          }}
        >
          {t('merchant.deposit.transfer')}
        </button>
      </Item>
      <Item
        name="deposit"
        met={checklist.depositLocked}
        t={t}
        text={
          checklist.depositLocked && detail.deposit
            ? t('merchant.auth.depositYes', {
                amount: ltr(formatExact(detail.deposit.amount)),
                coin: detail.deposit.coin,
              })
            : t('merchant.auth.depositNo')
        }
      >
        {checklist.depositLocked && detail.deposit && (
          <span className="mc-check-detail">
            {t('merchant.auth.lockedAt', { time: ltr(formatTime(detail.deposit.lockedAt)) })}
          </span>
        )}
      </Item>
      <Item
        name="agreement"
        met={checklist.agreementAccepted}
        t={t}
        text={t(
          checklist.agreementAccepted ? 'merchant.auth.agreementYes' : 'merchant.auth.agreementNo',
        )}
      />
    </ul>
  );
}

function Item({
  name,
  met,
  text,
  children,
  t,
}: {
  name: string;
  met: boolean;
  text: string;
  children?: ReactNode;
  t: AuthT;
}) {
  return (
    <li
      className={`mc-check ${met ? 'is-met' : 'is-unmet'}`}
      data-testid={`merchant-check-${name}`}
      data-met={met}
    >
      <span className="mc-check-icon" aria-hidden="true">
        {met ? (
          <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : (
          <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
      </span>
      <span className="mc-check-body">
        <span className="mc-check-text">
          <span className="sr-only">{t(met ? 'merchant.auth.met' : 'merchant.auth.notMet')}: </span>
          {text}
        </span>
        {children}
      </span>
    </li>
  );
}
