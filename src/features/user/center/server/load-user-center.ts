import type { ApiClient } from '@/client/http';
import { paymentsEndpoints, type UserPayment } from '@/contract/payments';
import { type C2cUserInfo, userEndpoints } from '@/contract/user';
import {
  type NotificationSettings,
  userNotificationsEndpoints,
} from '@/contract/user-notifications';

/**
 * Server only: what the user centre shows, through the request's own API client, every call
 * silent. The P2P user info (nickname, flags, tier, statistics) is required: without it the
 * page offers a retry. The saved payment methods only feed a summary; if they fail, the summary
 * says so and links to the payment methods page. The notification choices, when they fail,
 * are loaded again by their island.
 */
type UserCenterLoad =
  | { kind: 'unavailable' }
  | {
      kind: 'ok';
      info: C2cUserInfo;
      payments: UserPayment[] | null;
      notifications: NotificationSettings | null;
    };

const silent = { errors: 'silent' } as const;

export async function loadUserCenter(api: ApiClient): Promise<UserCenterLoad> {
  const [info, payments, notifications] = await Promise.all([
    api.call(userEndpoints.c2cUserInfo, {}, silent).catch(() => null),
    api.call(paymentsEndpoints.c2cPaymentList, { query: {} }, silent).catch(() => null),
    api.call(userNotificationsEndpoints.userNotificationSettings, {}, silent).catch(() => null),
  ]);
  return info ? { kind: 'ok', info, payments, notifications } : { kind: 'unavailable' };
}
