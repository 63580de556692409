import { api } from '@/client/api';
import { followTopic } from '@/client/follow-topic';
import { TOPICS } from '@/contract/socket';
import { formatDate } from '@/i18n/format-date';
import { $locale } from '@/stores/locale';
import { userEndpoints } from '@/contract/user';

/**
 * What the notifications panel needs from the API, loaded only when a logged-in user opens the
 * panel (or the page is idle), so pages do not ship the API client and its schemas up front.
 */

const MESSAGES_PAGE_SIZE = 10;

export async function fetchMessages(page: number) {
  return api.call(
    userEndpoints.internalMsgs,
    { query: { page, pageSize: MESSAGES_PAGE_SIZE } },
    { errors: 'silent' },
  );
}

/** Marks a message read and answers the unread count the sandbox now holds. */
export async function markRead(id: number) {
  await api.call(userEndpoints.internalMsgRead, { params: { id } });
  const { num } = await api.call(userEndpoints.internalMsgsUnread, {}, { errors: 'silent' });
  return num;
}

/** `YYYY-MM-DD HH:mm:ss` in the page's language. */
export function formatPushTime(pushTime: number) {
  return formatDate(pushTime, $locale.get());
}

/**
 * Calls `onUnread` with the new count whenever the server pushes one, and with the count asked
 * of the API while the socket is down (every few seconds) and each time it opens (pushes may
 * have been missed); returns the unsubscribe.
 */
export function watchUnread(onUnread: (num: number) => void) {
  let last: number | null = null;
  const report = (num: unknown) => {
    if (typeof num !== 'number' || !Number.isInteger(num) || num < 0) return;
    last = num;
    onUnread(num);
  };
  return followTopic(
    TOPICS.userMessages,
    (data) => {
      if (data !== undefined) {
        report((data as { unread?: unknown } | null)?.unread);
        return;
      }
      api.call(userEndpoints.internalMsgsUnread, {}, { errors: 'silent' }).then(
        // A poll that finds the same count says nothing new.
        ({ num }) => num !== last && report(num),
        () => {},
      );
    },
    () => {},
  );
}
