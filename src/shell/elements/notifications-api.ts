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

/** One internal message as the panel keeps it. */
export interface Message {
  id: number;
  status: 0 | 1;
  title: string;
  content: string;
  pushTime: number;
}

/**
 * Shows messages in the panel's list (`[data-list]`, items cloned from `[data-item-template]`)
 * and records them in `shown`: new ones at the end (paging on) or, for a fresh page 1, on top
 * in the API's order (newest first); ones already shown only take their read state. Server
 * text is set as text, never as HTML.
 */
export function showMessages(
  host: HTMLElement,
  shown: Map<number, Message>,
  items: readonly Message[],
  onTop = false,
) {
  const fresh: Message[] = [];
  for (const message of items) {
    const known = shown.get(message.id);
    if (!known) {
      fresh.push(message);
      continue;
    }
    known.status = message.status;
    host
      .querySelector(`[data-message-id="${message.id}"]`)
      ?.toggleAttribute('data-unread-message', message.status === 0);
  }
  const list = host.querySelector('[data-list]');
  const template = host.querySelector<HTMLTemplateElement>('[data-item-template]');
  for (const message of onTop ? fresh.reverse() : fresh) {
    shown.set(message.id, message);
    const item = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!list || !item) continue;
    const button = item.querySelector<HTMLElement>('[data-message-id]') ?? item;
    button.dataset.messageId = String(message.id);
    button.toggleAttribute('data-unread-message', message.status === 0);
    const title = item.querySelector('[data-item-title]');
    const time = item.querySelector('[data-item-time]');
    if (title) title.textContent = message.title;
    if (time) time.textContent = formatPushTime(message.pushTime);
    if (onTop) list.prepend(item);
    else list.append(item);
  }
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

/**
 * The bell's live count: calls `onUnread` with the count the server pushes on `user.messages`,
 * and with the count asked of the API while the socket is down (every few seconds) and each
 * time it opens (pushes may have been missed). Each count also goes to the tab title (from
 * `host`'s count now, restored when stopped) and, when `loaded` answers the messages the panel
 * shows, page 1 is fetched again into that list (a new message on top, one read elsewhere
 * marked). Returns the function that stops it all.
 */
export function watchUnread(
  onUnread: (num: number) => void,
  host?: HTMLElement & { unread: number },
  loaded?: () => Map<number, Message> | false,
) {
  let last: number | null = null;
  if (host) titleWithCount(host.unread);
  const report = (num: unknown) => {
    if (typeof num !== 'number' || !Number.isInteger(num) || num < 0) return;
    last = num;
    onUnread(num);
    if (!host) return;
    titleWithCount(num);
    const shown = loaded?.();
    if (shown)
      fetchMessages(1).then(
        (page) => showMessages(host, shown, page.items, true),
        // The list stays as it was; the next count tries again.
        () => {},
      );
  };
  const stop = followTopic(
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
  return () => {
    stop();
    if (host) titleWithCount(0);
  };
}
