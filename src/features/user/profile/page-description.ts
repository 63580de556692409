import type { AdvertiserStatistics } from '@/contract/entities';
import { formatAmount, formatRateOver } from '@/i18n/format';
import type { ProfileT } from '@/features/user/profile/messages';

/**
 * The profile page's meta description (search results, link previews, its JSON-LD): the
 * advertiser's 30-day orders and completion rate, or, before any order in 30 days, that there
 * is none yet, since a rate over no orders is unknown (not "0.00%").
 */
export function profileDescription(stats: AdvertiserStatistics, t: ProfileT): string {
  const rate = formatRateOver(stats.successRate30d, stats.orders30d);
  if (rate === null) return t('profile.page.descriptionNoOrders', { nickname: stats.nickname });
  return t('profile.page.description', {
    nickname: stats.nickname,
    orders: formatAmount(String(stats.orders30d), 0),
    rate,
  });
}
