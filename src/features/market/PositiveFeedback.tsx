import type { AdvertiserSummary } from '@/contract/entities';
import { formatRateOver } from '@/i18n/format';
import type { MarketT } from '@/features/market/messages';

/**
 * An advertiser's positive-feedback rate (issue 14, item 2) as the market row and the order
 * panel show it: "98.00% positive", or "— positive" before any feedback (never 0 %).
 */
export function PositiveFeedback({
  advertiser,
  t,
}: {
  advertiser: Pick<AdvertiserSummary, 'feedback'>;
  t: MarketT;
}) {
  const feedback = advertiser.feedback;
  const rate =
    feedback && feedback.positiveRate !== null
      ? formatRateOver(feedback.positiveRate, feedback.positive + feedback.negative)
      : null;
  return (
    <span data-field="positive-feedback">
      {rate === null
        ? t('market.row.positiveFeedbackNone')
        : t('market.row.positiveFeedback', { rate })}
    </span>
  );
}
