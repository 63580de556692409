import { isApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import type { AdvertiserStatistics } from '@/contract/entities';
import { marketEndpoints, type DailyActivity } from '@/contract/market';
import {
  FEEDBACK_PAGE_SIZE,
  ordersFeedbackEndpoints,
  type ReceivedFeedbackPage,
} from '@/contract/orders-feedback';
import type { FeedbackView } from '@/features/user/profile/feedback-view';
import type { ActivityDays } from '@/features/user/profile/profile-query';

/**
 * Server only: the profile's own data through the request's API client, both calls silent (the
 * page decides what to show). The statistics are the page: a user the API does not know (404)
 * is the 404 page, any other failure makes the whole profile unavailable. The activity only
 * feeds the chart, the feedback call its list: when one fails the rest is still shown.
 */
type ProfileLoad =
  | { kind: 'not-found' }
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      stats: AdvertiserStatistics;
      /** Null when the activity call failed. */
      activity: DailyActivity[] | null;
      /** The received feedback's page; null when the call failed. */
      feedback: ReceivedFeedbackPage | null;
    };

const silent = { errors: 'silent' } as const;

/** True when the API says there is no such user (HTTP 404 or envelope code 404). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 404);
}

export async function loadProfile(
  api: ApiClient,
  userId: number,
  days: ActivityDays,
  feedbackView: FeedbackView = { page: 1, rating: null },
): Promise<ProfileLoad> {
  const feedbackQuery = {
    userId,
    page: feedbackView.page,
    pageSize: FEEDBACK_PAGE_SIZE,
    ...(feedbackView.rating ? { rating: feedbackView.rating } : {}),
  };
  const [stats, activity, feedback] = await Promise.allSettled([
    api.call(marketEndpoints.c2cTransactionData, { query: { userId } }, silent),
    api.call(marketEndpoints.c2cUserActivity, { query: { userId, days } }, silent),
    api.call(ordersFeedbackEndpoints.c2cPublicUserFeedback, { query: feedbackQuery }, silent),
  ]);
  if (stats.status === 'rejected') {
    return { kind: isMissing(stats.reason) ? 'not-found' : 'unavailable' };
  }
  return {
    kind: 'ok',
    stats: stats.value,
    activity: activity.status === 'fulfilled' ? activity.value : null,
    feedback: feedback.status === 'fulfilled' ? feedback.value : null,
  };
}
