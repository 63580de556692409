import type { MarketAd } from '@/contract/entities';
import { formatUtcDateTime } from '@/i18n/format-time';
import type { Viewer } from '@/features/market/market-types';
import type { MarketT } from '@/features/market/messages';
import type { LocaleCode } from '@/i18n/locales';
import { formatPlural } from '@/i18n/plural';
import { unmetCondition } from '@/rules/counterparty-conditions';
import type { UnmetCondition } from '@/rules/counterparty-conditions';

/**
 * Why this viewer cannot take this ad, known before the click (issue 4: "the market shows before
 * the click why an ad cannot be taken"). The sandbox enforces the same rules when the order is
 * placed; these only explain them early. Pure: the server render and the island agree.
 */
export type WhyNot =
  /** A visitor: Trade goes to the main-site login and comes back. */
  | { reason: 'login' }
  /** Spec section 6: P2P is closed to wallet-connected users. */
  | { reason: 'wallet' }
  | { reason: 'own' }
  | { reason: 'unverified' }
  /** The ad's fiat is not the one of the viewer's identity country. */
  | { reason: 'fiat'; homeFiat: string }
  /** The daily cancellation cap was reached; orders are refused until `until`. */
  | { reason: 'blocked'; until: number }
  | { reason: 'pendingCap'; max: number }
  /** The advertiser's counterparty conditions (registration age, completed trades). */
  | { reason: 'conditions'; unmet: UnmetCondition };

const DAY_MS = 24 * 3600_000;

/** Whole days since `registeredAt` at `now`. */
export function registeredDays(registeredAt: number, now: number): number {
  return Math.max(0, Math.floor((now - registeredAt) / DAY_MS));
}

/**
 * The first rule that stops the viewer, or null when the ad can be taken as far as the page
 * knows. Order: who you are (visitor, wallet user, the advertiser), then what you lack
 * (identity, the right fiat), then what blocks you for now (cancellations, open orders), then
 * what this advertiser asks.
 */
export function whyNot(
  ad: Pick<MarketAd, 'fiat' | 'conditions' | 'advertiser'>,
  viewer: Viewer,
  now: number,
): WhyNot | null {
  if (viewer.kind === 'visitor') return { reason: 'login' };
  if (viewer.kind === 'wallet') return { reason: 'wallet' };
  if (!viewer.known) return null;
  if (ad.advertiser.userId === viewer.userId) return { reason: 'own' };
  if (!viewer.identityVerified) return { reason: 'unverified' };
  if (viewer.homeFiat !== null && ad.fiat !== viewer.homeFiat) {
    return { reason: 'fiat', homeFiat: viewer.homeFiat };
  }
  if (viewer.orderBlockedUntil !== null && viewer.orderBlockedUntil > now) {
    return { reason: 'blocked', until: viewer.orderBlockedUntil };
  }
  if (viewer.maxPendingOrders !== null && viewer.pendingOrders >= viewer.maxPendingOrders) {
    return { reason: 'pendingCap', max: viewer.maxPendingOrders };
  }
  const unmet = unmetCondition(ad.conditions, {
    registeredDays: registeredDays(viewer.registeredAt, now),
    completedTrades: viewer.completedTrades,
  });
  if (unmet) return { reason: 'conditions', unmet };
  return null;
}

/** The sentence a row shows for a reason; null for a visitor (the Trade link says enough). */
export function whyNotText(why: WhyNot, t: MarketT, locale: LocaleCode): string | null {
  switch (why.reason) {
    case 'login':
      return null;
    case 'wallet':
      return t('session.walletNotice');
    case 'own':
      return t('market.why.own');
    case 'unverified':
      return t('market.why.unverified');
    case 'fiat':
      return t('market.why.fiat', { fiat: why.homeFiat });
    case 'blocked':
      return t('market.why.blocked', { time: formatUtcDateTime(why.until) });
    case 'pendingCap':
      return t('market.why.pendingCap', { num: why.max });
    case 'conditions':
      return `${t('market.why.conditions')} ${unmetConditionText(why.unmet, t, locale)}`;
  }
}

/**
 * Which of the advertiser's conditions fails, with the user's own value (issue 14, item 8):
 * "This advertiser asks for 20 completed trades; you have 3." Said by the row before the click
 * and by the order panel when the sandbox refuses the order for it.
 */
export function unmetConditionText(unmet: UnmetCondition, t: MarketT, locale: LocaleCode): string {
  const key =
    unmet.condition === 'registeredDays'
      ? 'market.why.unmet.registeredDays'
      : 'market.why.unmet.completedTrades';
  return formatPlural(t(key), { required: unmet.required, actual: unmet.actual }, locale);
}
