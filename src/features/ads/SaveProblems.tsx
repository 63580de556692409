import type { RefObject } from 'react';
import { requestTransfer } from '@/components/transfer-request';
import type { AdFormT } from '@/features/ads/messages';

/** Why a save did not go through, as the ad form shows it next to Save. */
export interface Failure {
  message: string;
  /** A balance problem: offer the transfer dialog. */
  transfer: boolean;
}

/** Another tab saved the ad first: shown, being reloaded, or the reload failed. */
export type ConflictState = 'shown' | 'reloading' | 'failed';

/**
 * Another save came first (a version conflict): said, never overwritten silently; "Reload
 * latest" loads the ad as saved. Focusable, like the failure.
 */
export function SaveConflict({
  state,
  failureRef,
  onReload,
  t,
}: {
  state: ConflictState;
  failureRef: RefObject<HTMLDivElement | null>;
  onReload: () => void;
  t: AdFormT;
}) {
  return (
    <div
      ref={failureRef}
      tabIndex={-1}
      className="adf-conflict"
      role="alert"
      data-testid="ad-conflict"
    >
      <p className="font-semibold">{t('ads.conflict.title')}</p>
      <p>{t('ads.conflict.body')}</p>
      {state === 'failed' && <p>{t('ads.conflict.reloadFailed')}</p>}
      <button
        type="button"
        className="secondary-button"
        disabled={state === 'reloading'}
        aria-busy={state === 'reloading' || undefined}
        onClick={onReload}
      >
        {t('ads.conflict.reload')}
      </button>
    </div>
  );
}

/**
 * The refusal's message next to Save; for a balance problem, the hint and the transfer dialog
 * (funds moved to P2P, Save again). Focusable, so the form can take the reader there.
 */
export function SaveFailure({
  failure,
  coin,
  failureRef,
  t,
}: {
  failure: Failure;
  coin: string;
  /** Absent while the conflict box holds the focus target. */
  failureRef: RefObject<HTMLDivElement | null> | undefined;
  t: AdFormT;
}) {
  return (
    <div
      ref={failureRef}
      tabIndex={-1}
      className="adf-failure"
      role="alert"
      data-testid="ad-failure"
    >
      <p>{failure.message}</p>
      {failure.transfer && (
        <>
          <p>{t('ads.refusal.insufficientBalanceHint', { coin })}</p>
          <button
            type="button"
            className="secondary-button"
            onClick={() => requestTransfer({ to: 'p2p', coin })}
          >
            {t('ads.form.transfer')}
          </button>
        </>
      )}
    </div>
  );
}
