import type { MerchantStatus } from '@/contract/entities';

/** What still ties an advertiser's deposit: listed ads and orders not yet ended. */
export interface DepositReleaseBlockers {
  listedAds: number;
  openOrders: number;
}

/**
 * Spec section 4: the security deposit goes back only to a certified advertiser with no listed
 * ad and no open order (nothing is delisted or cancelled for them). The sandbox refuses a release
 * by this rule and reports it as `canRelease`; the page disables "Release deposit" by it, with the
 * counts as the reason.
 */
export function mayReleaseDeposit(
  status: MerchantStatus,
  blockers: DepositReleaseBlockers,
): boolean {
  return status === 'certified' && blockers.listedAds === 0 && blockers.openOrders === 0;
}
