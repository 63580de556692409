import { getSocket } from '@/client/socket-instance';
import { TOPICS } from '@/contract/socket';
import type { Message } from '@/shell/elements/notifications-api';

/**
 * The bell's live count, the part of the bell that runs on every logged-in page: it listens to
 * `user.messages` on the shared socket and loads the API code (`notifications-api`: the API
 * client, its schemas, the list and the alerts) only when something needs it. So a logged-in
 * page ships the socket client and this file at idle, not the API client.
 */

/** Milliseconds between asking the API for the count while the socket is not open. */
export const UNREAD_POLL_MS = 5000;

/** The bell element as this module updates it. */
type Bell = HTMLElement & { unread: number };

const loadApi = () => import('@/shell/elements/notifications-api');

/**
 * Calls `onUnread` with each count: pushed by the server on `user.messages` (with the
 * subscription, the count now, after every connect: no call needed to catch up) and, while the
 * socket is not open, asked of the API every few seconds (reported when it moved). Each count
 * also goes to the tab title (from `host`'s count now, restored when stopped) and, when `loaded`
 * answers the messages the panel shows, page 1 is fetched again into that list. While the tab is
 * hidden, a push or a count that rose also fetches page 1 and alerts the messages new to this tab
 * (`catchUp`). Returns the function that stops it all.
 */
export function watchUnread(
  onUnread: (num: number) => void,
  host?: Bell,
  loaded?: () => Map<number, Message> | false,
) {
  let last: number | null = null;
  // Each message this tab has fetched, with its time then, so a later fetch can tell what is new.
  const seen = new Map<number, number>();
  if (host) titleWithCount(host.unread);
  const report = (num: unknown, pushed: boolean) => {
    if (typeof num !== 'number' || !Number.isInteger(num) || num < 0) return;
    const before = last ?? host?.unread ?? num;
    last = num;
    onUnread(num);
    if (!host) return;
    titleWithCount(num);
    const shown = loaded?.() ?? false;
    // A push whose count did not fall may be an updated message; a poll only when it rose.
    const alert =
      document.visibilityState === 'hidden' && (num > before || (pushed && num === before));
    if (!shown && !alert) return;
    loadApi().then(
      (api) => api.catchUp(host, shown, alert ? num - before : null, seen),
      // The next count tries again.
      () => {},
    );
  };
  const socket = getSocket();
  const unsubscribe = socket.subscribe(TOPICS.userMessages, (data, current) =>
    // The count sent with the subscription is the state now, not news.
    report((data as { unread?: unknown } | null)?.unread, !current),
  );
  let poll: ReturnType<typeof setInterval> | undefined;
  const ask = () =>
    loadApi()
      .then((api) => api.unreadCount())
      // A poll that finds the same count says nothing new.
      .then((num) => num !== last && report(num, false))
      .catch(() => {});
  const stopStatus = socket.$socketStatus.subscribe((status) => {
    if (status === 'open') {
      clearInterval(poll);
      poll = undefined;
    } else {
      // A socket that keeps failing flips between connecting and closed: the poll keeps its rhythm.
      poll ??= setInterval(ask, UNREAD_POLL_MS);
    }
  });
  return () => {
    clearInterval(poll);
    stopStatus();
    unsubscribe();
    if (host) titleWithCount(0);
  };
}

/** Watches the title: a page that renames itself (a list naming its filters) drops the prefix. */
let titleWatch: MutationObserver | null = null;
let titleCount: string | null = null;
const COUNT_PREFIX = /^\(\d+\+?\) /;

/**
 * Puts the unread count in front of the tab title (`(3) My orders`, `(99+) …`, as the badge),
 * or takes it away (0), so a user on another tab sees messages arrive.
 */
export function titleWithCount(num: number) {
  titleCount = num > 99 ? '99+' : num > 0 ? String(num) : null;
  if (titleCount !== null && !titleWatch) {
    titleWatch = new MutationObserver(applyTitle);
    titleWatch.observe(document.head, { subtree: true, childList: true, characterData: true });
  }
  applyTitle();
}

function applyTitle() {
  const current = document.title;
  // What the page itself calls it, whatever count it carried.
  const base = current.replace(COUNT_PREFIX, '');
  const next = titleCount === null ? base : `(${titleCount}) ${base}`;
  if (next !== current) document.title = next;
}
