import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@/client/api-error';
import { isChunkError } from '@/lib/load-chunk';
import type { TwoFactorRequest } from '@/contract/verification';
import type { MerchantDetail } from '@/contract/merchant';
import { formatDate } from '@/i18n/format-date';
import { displayTimeZone } from '@/i18n/time-zone';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { lockRefusal, releaseRefusal, type LockProblem } from '@/features/merchant/auth-problems';
import { Checklist } from '@/features/merchant/Checklist';
import { balanceProblem, balanceTooLow } from '@/features/merchant/deposit-check';
import { loadMerchantApi } from '@/features/merchant/load-merchant-api';
import { LockDeposit } from '@/features/merchant/LockDeposit';
import { formatExact } from '@/i18n/format';
import { lockAmount, nextAction } from '@/features/merchant/merchant-view';
import type { AuthMessages, AuthT } from '@/features/merchant/messages';
import { ReleaseDeposit } from '@/features/merchant/ReleaseDeposit';
import { useLiveDetail } from '@/features/merchant/use-live-detail';

/**
 * `/authAdvertising` (spec section 6): the certified-advertiser checklist with its live state and
 * the next step. Not applied: the way to apply; under review: waiting (the page refreshes every
 * 30 s); approved: the advertiser agreement and the deposit lock; certified: posting ads and
 * releasing the deposit (confirmation, then the second factor, which the page composes in
 * through `renderTwoFactor`: features do not import each other).
 */

export interface AdvertiserAuthIslandProps {
  locale: LocaleCode;
  messages: AuthMessages;
  detail: MerchantDetail;
  links: {
    identity: string;
    becomeMember: string;
    applyAgain: string;
    postAd: string;
    myAds: string;
  };
  renderTwoFactor: (request: TwoFactorRequest) => ReactNode;
  /** The zone the server rendered times in (`locals.timeZone`; null: UTC, a first visit). */
  timeZone?: string | null;
}

type Step = null | 'confirm' | 'verify';

export default function AdvertiserAuthIsland(props: AdvertiserAuthIslandProps) {
  const { locale, links } = props;
  const t: AuthT = useMemo(
    () => createIslandTranslator(props.messages, locale),
    [props.messages, locale],
  );
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const { detail, setDetail, refresh, stale, watchTransfer } = useLiveDetail(props.detail);
  const [notice, setNotice] = useState<string | null>(null);
  const [releaseProblem, setReleaseProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setHydrated(true), []);

  const serverZone = props.timeZone ?? null;
  // A review deadline or a lock time matters: the zone is named (the same text once hydrated).
  const formatTime = useCallback(
    (time: number) =>
      formatDate(time, locale, {
        timeZone: displayTimeZone(serverZone, hydrated),
        zoneName: true,
      }),
    [locale, hydrated, serverZone],
  );
  const action = nextAction(detail);
  const ltr = (text: string) => `\u2066${text}\u2069`;

  /** A new state from an action: shown, announced, and the status heading gets focus. */
  const settle = (next: MerchantDetail, message: string) => {
    setDetail(next);
    setNotice(message);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const lock = async (): Promise<LockProblem | null> => {
    const amount = lockAmount(detail);
    if (balanceTooLow(detail.checklist.balance, amount)) {
      const problem = balanceProblem(amount);
      return { message: t(problem.key, problem.params), balance: true };
    }
    try {
      const { lockDeposit } = await loadMerchantApi();
      settle(await lockDeposit(), t('merchant.auth.lockDone'));
      return null;
    } catch (error) {
      // The code did not load: said as such next to Lock, which imports again.
      if (isChunkError(error)) return { message: t('chunk.failed'), balance: false };
      void refresh();
      if (!isApiError(error)) return { message: t('merchant.common.genericError'), balance: false };
      return lockRefusal(error, amount, t, { refusals: props.messages, locale });
    }
  };

  const releaseRequest: TwoFactorRequest | null = detail.deposit
    ? {
        title: t('merchant.auth.verifyTitle'),
        description: t('merchant.auth.verifyBody', {
          amount: ltr(formatExact(detail.deposit.amount)),
          coin: detail.deposit.coin,
        }),
        submitLabel: t('merchant.auth.release'),
        onSubmit: async (factor, dialog) => {
          try {
            const { releaseDeposit } = await loadMerchantApi();
            const next = await releaseDeposit(factor);
            setStep(null);
            setReleaseProblem(null);
            settle(next, t('merchant.auth.releaseDone'));
            return null;
          } catch (error) {
            // The dialog shows it and keeps Submit (and the code typed), which loads again.
            if (isChunkError(error)) return t('chunk.failed');
            if (!isApiError(error)) return t('merchant.common.genericError');
            const refusal = releaseRefusal(error, t, { refusals: props.messages, locale });
            if (refusal.kind === 'code') {
              // The dialog shows the tries left, a void code and a locked channel itself.
              dialog?.refused(refusal.refusal);
              return refusal.message;
            }
            setStep(null);
            setReleaseProblem(refusal.message);
            void refresh();
            return null;
          }
        },
        onClose: () => setStep(null),
      }
    : null;

  return (
    <div
      className="mc-auth"
      data-testid="merchant-auth"
      data-status={detail.status}
      data-hydrated={hydrated || undefined}
    >
      <section className="surface mc-card" aria-labelledby={`${id}-status`}>
        <div className="mc-auth-head">
          <h2 id={`${id}-status`} ref={statusRef} tabIndex={-1} className="section-title">
            {t('merchant.auth.checklist')}
          </h2>
          <p className="mc-badge" data-testid="merchant-status-badge">
            <span className="sr-only">{t('merchant.auth.statusLabel')}: </span>
            {t(`merchant.auth.status.${detail.status}`)}
          </p>
        </div>
        <Checklist
          detail={detail}
          identityHref={links.identity}
          formatTime={formatTime}
          onTransfer={watchTransfer}
          t={t}
        />
        {stale && (
          <p className="mc-note" role="status">
            {t('merchant.auth.refreshFailed')}
          </p>
        )}
      </section>

      <p className="mc-notice" role="status" data-testid="merchant-notice">
        {notice}
      </p>

      <section
        className="surface mc-card"
        aria-labelledby={`${id}-next`}
        data-testid="merchant-next"
        data-action={action}
      >
        <h2 id={`${id}-next`} className="section-title">
          {t('merchant.auth.next')}
        </h2>
        {action === 'closed' && (
          <>
            <p className="font-semibold">{t('merchant.status.closedTitle')}</p>
            <p>{t('merchant.status.closedBody')}</p>
          </>
        )}
        {action === 'identity' && (
          <>
            <p>{t('merchant.auth.identityBody')}</p>
            <div className="mc-actions">
              <a className="primary-button" href={links.identity}>
                {t('merchant.status.identityLink')}
              </a>
            </div>
          </>
        )}
        {action === 'apply' && (
          <>
            <p>{t('merchant.auth.applyBody')}</p>
            <div className="mc-actions">
              <a className="primary-button" href={links.becomeMember}>
                {t('merchant.auth.applyLink')}
              </a>
            </div>
          </>
        )}
        {action === 'retry' && (
          <>
            <p>
              {t('merchant.auth.failedBody', {
                reason: detail.failReason ?? t('merchant.status.noReason'),
              })}
            </p>
            <div className="mc-actions">
              <a className="primary-button" href={links.applyAgain}>
                {t('merchant.status.applyAgain')}
              </a>
            </div>
          </>
        )}
        {action === 'wait' && (
          <>
            <p>{t('merchant.auth.reviewBody')}</p>
            {detail.reviewDueAt !== null && (
              <p className="mc-hint">
                {t('merchant.auth.dueAt', { time: ltr(formatTime(detail.reviewDueAt)) })}
              </p>
            )}
          </>
        )}
        {action === 'lock' && (
          <LockDeposit amount={lockAmount(detail)} onLock={lock} onTransfer={watchTransfer} t={t} />
        )}
        {action === 'certified' && (
          <>
            <p>{t('merchant.auth.certifiedBody')}</p>
            <div className="mc-actions">
              <a className="primary-button" href={links.postAd}>
                {t('merchant.link.postAd')}
              </a>
              <a className="secondary-button" href={links.myAds}>
                {t('merchant.link.myAds')}
              </a>
            </div>
          </>
        )}
      </section>

      {action === 'certified' && (
        <ReleaseDeposit
          detail={detail}
          problem={releaseProblem}
          confirming={step === 'confirm'}
          onStart={() => {
            setReleaseProblem(null);
            setStep('confirm');
          }}
          onConfirm={() => setStep('verify')}
          onCancel={() => setStep(null)}
          t={t}
        />
      )}
      {step === 'verify' && releaseRequest && props.renderTwoFactor(releaseRequest)}
    </div>
  );
}
