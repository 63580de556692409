import { api } from '@/client/api';
import { followTopic } from '@/client/follow-topic';
import {
  playChime,
  rememberedNotifySettings,
  rememberNotifySettings,
  showSystemNotice,
} from '@/client/system-notify';
import { routes } from '@/config/routes';
import { TOPICS } from '@/contract/socket';
import {
  DEFAULT_NOTIFICATION_CHOICE,
  userNotificationsEndpoints,
  type NotificationSettings,
  type OrderMessageEvent,
} from '@/contract/user-notifications';
import { formatDate } from '@/i18n/format-date';
import { browserTimeZone } from '@/i18n/time-zone';
import { localePath } from '@/i18n/paths';
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

/** `YYYY-MM-DD HH:mm:ss` in the browser's zone (the panel renders in the browser only). */
export function formatPushTime(pushTime: number) {
  return formatDate(pushTime, $locale.get(), { timeZone: browserTimeZone() });
}

/** One internal message as the panel keeps it; an order event names its kind and order. */
export interface Message {
  id: number;
  status: 0 | 1;
  title: string;
  content: string;
  pushTime: number;
  event?: string;
  orderNo?: string;
}

/** The bell element as this module updates it. */
type Bell = HTMLElement & { unread: number };

/** The order page of `orderNo`, in the page's language. */
export function orderHref(orderNo: string) {
  return localePath($locale.get(), routes.order('detail', orderNo));
}

/**
 * Opens the order a message is about (its item in the panel is a link, as is a system
 * notification): marks it read first (the badge takes the count the API answers; a failure only
 * leaves it unread), then goes there. Ctrl, Cmd or Shift opens it in a new tab and stays.
 */
export async function openOrder(host: Bell, message: Message, event?: MouseEvent) {
  if (!message.orderNo) return;
  const href = orderHref(message.orderNo);
  const newTab = Boolean(event && (event.ctrlKey || event.metaKey || event.shiftKey));
  if (newTab) window.open(href, '_blank', 'noopener');
  if (message.status === 0) {
    try {
      host.unread = await markRead(message.id);
      message.status = 1;
      host
        .querySelector(`[data-message-id="${message.id}"]`)
        ?.removeAttribute('data-unread-message');
    } catch {
      // The client already showed the error toast; the order opens all the same.
    }
  }
  if (!newTab) location.assign(href);
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
    let button = item.querySelector<HTMLElement>('[data-message-id]') ?? item;
    if (message.orderNo && button !== item) button = asOrderLink(button, message.orderNo);
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

/** An item about an order becomes a link to it (same look and contents as the item button). */
function asOrderLink(button: HTMLElement, orderNo: string) {
  const link = document.createElement('a');
  link.href = orderHref(orderNo);
  link.className = button.className;
  link.append(...button.childNodes);
  button.replaceWith(link);
  return link;
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
 * The unread messages of `items` this tab has not alerted yet: ones it has seen, if pushed again
 * since (a chat's bell line is updated, not added, while unread: its time moves, its count does
 * not), and new ones (beyond the newest id seen), at most as many as the count rose by, so
 * messages that came while the tab was visible (and the bell said so) are not alerted later.
 */
function freshMessages(items: readonly Message[], seen: Map<number, number>, rose: number) {
  const newestId = Math.max(-1, ...seen.keys());
  const moved = items.filter((m) => (seen.get(m.id) ?? m.pushTime) < m.pushTime);
  const added = items.filter((m) => !seen.has(m.id) && m.id > newestId).slice(0, rose);
  return [...moved, ...added].filter((m) => m.status === 0);
}

/**
 * The bell's live count: calls `onUnread` with the count the server pushes on `user.messages`,
 * and with the count asked of the API while the socket is down (every few seconds) and each
 * time it opens (pushes may have been missed). Each count also goes to the tab title (from
 * `host`'s count now, restored when stopped) and, when `loaded` answers the messages the panel
 * shows, page 1 is fetched again into that list (a new message on top, one read elsewhere
 * marked). While the tab is hidden, a push or a count that rose also fetches page 1 and hands
 * the messages new to this tab to `alertNew` (system notification, sound). Returns the function
 * that stops it all.
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
  const report = (num: unknown, pushed = false) => {
    if (typeof num !== 'number' || !Number.isInteger(num) || num < 0) return;
    const before = last ?? host?.unread ?? num;
    last = num;
    onUnread(num);
    if (!host) return;
    titleWithCount(num);
    const shown = loaded?.();
    // A push whose count did not fall may be an updated message; a poll only when it rose.
    const alert =
      document.visibilityState === 'hidden' && (num > before || (pushed && num === before));
    if (!shown && !alert) return;
    fetchMessages(1).then(
      (page) => {
        if (shown)
          for (const [id, message] of shown) if (!seen.has(id)) seen.set(id, message.pushTime);
        const fresh = alert ? freshMessages(page.items, seen, num - before) : [];
        for (const message of page.items) seen.set(message.id, message.pushTime);
        if (shown) showMessages(host, shown, page.items, true);
        if (fresh.length > 0) void alertNew(host, fresh);
      },
      // The list stays as it was; the next count tries again.
      () => {},
    );
  };
  const stop = followTopic(
    TOPICS.userMessages,
    (data) => {
      if (data !== undefined) {
        report((data as { unread?: unknown } | null)?.unread, true);
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

let settingsLoad: Promise<NotificationSettings | null> | null = null;

/**
 * The user's choices per kind of order event: the ones this tab saved or loaded last, else asked
 * of the API (once at a time; a failure is asked again next time).
 */
function notifySettings(): Promise<NotificationSettings | null> {
  const remembered = rememberedNotifySettings();
  if (remembered) return Promise.resolve(remembered);
  settingsLoad ??= api
    .call(userNotificationsEndpoints.userNotificationSettings, {}, { errors: 'silent' })
    .then(
      (settings) => {
        rememberNotifySettings(settings);
        return settings;
      },
      () => null,
    )
    .finally(() => (settingsLoad = null));
  return settingsLoad;
}

/**
 * New order-event messages that arrived while the tab was hidden: each kind the user wants
 * shown becomes a system notification (title and text of the message, one per order: a later
 * one replaces it), opening the order when clicked; one chime if any wants a sound. Nothing once
 * the tab is visible again, where the bell and the page say it. Without saved choices (the API
 * failing) the defaults apply.
 */
async function alertNew(host: Bell, fresh: readonly Message[]) {
  const about = fresh.filter((m) => m.event && m.orderNo);
  if (about.length === 0) return;
  const settings = await notifySettings();
  if (document.visibilityState !== 'hidden') return;
  let chime = false;
  for (const message of about) {
    const event = message.event as OrderMessageEvent;
    // A kind this code does not know yet (a newer server) has no choice here: no alert.
    const choice = settings ? settings[event] : DEFAULT_NOTIFICATION_CHOICE;
    if (!choice) continue;
    chime ||= choice.sound;
    if (choice.system)
      showSystemNotice({
        title: message.title,
        body: message.content,
        tag: `order-${message.orderNo}`,
        onClick: () => void openOrder(host, message),
      });
  }
  if (chime) playChime();
}
