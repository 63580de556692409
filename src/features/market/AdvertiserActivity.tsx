import type { AdvertiserSummary } from '@/contract/entities';
import { Presence } from '@/components/Presence';
import type { MarketT } from '@/features/market/messages';

/**
 * Whether the advertiser is around and how fast they release (issue 14, item 7), as a market
 * row and the order panel show it: "Online | Releases in ~3 min", or "Last seen 2 hours ago |
 * Release time —" before any measured release. The average is said in whole minutes (at least
 * one, as the exchanges do): a buyer plans in minutes, the profile gives the seconds.
 */
export function AdvertiserActivity({
  advertiser,
  now,
  t,
}: {
  advertiser: Pick<AdvertiserSummary, 'presence' | 'avgReleaseSeconds'>;
  now: number;
  t: MarketT;
}) {
  const seconds = advertiser.avgReleaseSeconds;
  return (
    <p className="market-stats market-activity">
      <Presence presence={advertiser.presence} now={now} t={t} />
      <span data-field="release">
        {seconds === null
          ? t('market.row.releaseNone')
          : t('market.row.release', { minutes: Math.max(1, Math.round(seconds / 60)) })}
      </span>
    </p>
  );
}
