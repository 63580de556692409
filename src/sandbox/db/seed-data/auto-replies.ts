/**
 * The auto-replies of the seeded advertisers' ads (issue 12): the first chat message of an
 * order placed on their ads, written by the advertiser in their own words (so in English, as
 * an advertiser would, never translated by the exchange). One per side of the ad: on a sell
 * ad the taker pays, on a buy ad the taker releases.
 */
export const SEED_AUTO_REPLIES = {
  /** The bots' sell ads: the taker buys. */
  sell: 'Hi! Pay within the time limit and mark the order paid; I release at once.',
  /** The bots' buy ads: the taker sells. */
  buy: 'Hi! I pay within a few minutes and mark the order paid; release once the money is in your account.',
  /** NeverRelease's sell ad: it never releases, so the appeal flow can be tried. */
  neverRelease:
    'Hi! Pay within the time limit and mark the order paid. I check every payment by hand, so releasing can take a while.',
  /** The `merchant` persona (MaxMerch), a human advertiser trading GBP. */
  merchant:
    'Hello, MaxMerch here. Pay by the method shown within the time limit, then mark the order paid. Write to me here if anything is unclear.',
} as const;
