import type { CertificationTier, MerchantStatus } from '@/contract/entities';
import { routes } from '@/config/routes';
import type { UserCenterMessageKey } from '@/features/user/center/messages';

/**
 * The next step up the certification tiers (spec section 4), from the tier and the merchant
 * application's state: a normal user verifies their identity (main site); a verified user
 * applies to become an advertiser, follows the application, or finishes the authentication
 * once approved; a certified advertiser posts ads. `href` is a P2P path (unprefixed) or
 * `identity` for the main site's verification page, which the page resolves. Pure.
 */
interface NextStep {
  /** A note on where the application stands, if there is one. */
  status: UserCenterMessageKey | null;
  links: { label: UserCenterMessageKey; href: string | 'identity' }[];
}

export function nextStep(tier: CertificationTier, merchant: MerchantStatus): NextStep {
  if (tier === 'normal_user') {
    return { status: null, links: [{ label: 'userCenter.tier.next.identity', href: 'identity' }] };
  }
  if (tier === 'certified_advertiser' || merchant === 'certified') {
    return {
      status: null,
      links: [
        { label: 'userCenter.tier.next.postAd', href: routes.releaseAdvertising() },
        { label: 'userCenter.tier.next.myAds', href: routes.myAds() },
      ],
    };
  }
  switch (merchant) {
    case 'under_review':
      return {
        status: 'userCenter.tier.status.under_review',
        links: [{ label: 'userCenter.tier.next.review', href: routes.becomeMember() }],
      };
    case 'failed':
      return {
        status: 'userCenter.tier.status.failed',
        links: [{ label: 'userCenter.tier.next.reapply', href: routes.becomeMember() }],
      };
    case 'approved':
      return {
        status: 'userCenter.tier.status.approved',
        links: [{ label: 'userCenter.tier.next.auth', href: routes.authAdvertising() }],
      };
    case 'portal_closed':
      return { status: 'userCenter.tier.status.portal_closed', links: [] };
    default:
      return {
        status: null,
        links: [{ label: 'userCenter.tier.next.apply', href: routes.becomeMember() }],
      };
  }
}
