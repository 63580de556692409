import type { CoinAmount } from '@/contract/asset-codes';
import type { MerchantDetail } from '@/contract/merchant';

/**
 * What the merchant pages show for a user's merchant state (spec section 4: not verified, under
 * review, failed, approved, certified, portal closed; identity verification comes first). Pure.
 */

export type ApplyView =
  'closed' | 'identity' | 'form' | 'review' | 'failed' | 'approved' | 'certified';

type StatusInput = Pick<MerchantDetail, 'status' | 'checklist'>;

/**
 * The panel of `/becomeMember`. A failed application shows its reason until the user asks to
 * apply again (`applyAgain`); applying needs identity verification.
 */
export function applyView(detail: StatusInput, applyAgain: boolean): ApplyView {
  const identified = detail.checklist.identityVerified;
  switch (detail.status) {
    case 'portal_closed':
      return 'closed';
    case 'under_review':
      return 'review';
    case 'approved':
      return 'approved';
    case 'certified':
      return 'certified';
    case 'failed':
      return !applyAgain ? 'failed' : identified ? 'form' : 'identity';
    case 'not_verified':
      return identified ? 'form' : 'identity';
  }
}

type NextAction = 'closed' | 'identity' | 'apply' | 'retry' | 'wait' | 'lock' | 'certified';

/** The next step `/authAdvertising` offers. */
export function nextAction(detail: StatusInput): NextAction {
  switch (detail.status) {
    case 'portal_closed':
      return 'closed';
    case 'under_review':
      return 'wait';
    case 'approved':
      return 'lock';
    case 'certified':
      return 'certified';
    case 'failed':
      return 'retry';
    case 'not_verified':
      return detail.checklist.identityVerified ? 'apply' : 'identity';
  }
}

/** The deposit an approved user locks: what they offered when applying, else the one required. */
export function lockAmount(
  detail: Pick<MerchantDetail, 'application' | 'requiredDeposit'>,
): CoinAmount {
  return detail.application ?? detail.requiredDeposit;
}

/** Refresh the detail every 30 s while something is expected to change by itself. */
export const LIVE_REFRESH_MS = 30_000;

/** How long balance changes are watched after the user asked for a transfer. */
export const TRANSFER_WATCH_MS = 10 * 60_000;

/** True while the page should refresh on its own: a review pending, or a transfer awaited. */
export function isLive(detail: Pick<MerchantDetail, 'status'>, watchingTransfer: boolean): boolean {
  return detail.status === 'under_review' || watchingTransfer;
}
