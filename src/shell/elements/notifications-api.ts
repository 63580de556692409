import { api } from '@/client/api';
import {
  playChime,
  rememberedNotifySettings,
  rememberNotifySettings,
  showSystemNotice,
} from '@/client/system-notify';
import { marketSearchPath, routes } from '@/config/routes';
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
 * panel, or when the live count needs a call (`unread-watch.ts`: the socket is down, the list is
 * shown, a message came while the tab is hidden), so pages do not ship the API client and its
 * schemas up front.
 */

const MESSAGES_PAGE_SIZE = 10;

export async function fetchMessages(page: number) {
  return api.call(
    userEndpoints.internalMsgs,
    { query: { page, pageSize: MESSAGES_PAGE_SIZE } },
    { errors: 'silent' },
  );
}

/** The user's unread count, as the API holds it now. */
export async function unreadCount() {
  const { num } = await api.call(userEndpoints.internalMsgsUnread, {}, { errors: 'silent' });
  return num;
}

/** Marks a message read and answers the unread count the sandbox now holds. */
export async function markRead(id: number) {
  await api.call(userEndpoints.internalMsgRead, { params: { id } });
  return unreadCount();
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
  /** A saved search's alert: the market search it links to. */
  alert?: MarketSearchLink;
}

/** What an alert names of its search (the contract's `marketAlertLink`, typed without zod). */
interface MarketSearchLink {
  searchId: number;
  adId: number;
  side: 'buy' | 'sell';
  coin: string;
  fiat: string;
  paymentMethod?: string;
  amount?: string;
}

/** The bell element as this module updates it. */
type Bell = HTMLElement & { unread: number };

/** The order page of `orderNo`, in the page's language. */
export function orderHref(orderNo: string) {
  return localePath($locale.get(), routes.order('detail', orderNo));
}

/**
 * Where a message leads, in the page's language: an order's page, or the market search a saved
 * search's alert is about; undefined for a message that is read in the dialog.
 */
export function messageHref(message: Message): string | undefined {
  if (message.orderNo) return orderHref(message.orderNo);
  if (message.alert) return localePath($locale.get(), marketSearchPath(message.alert));
  return undefined;
}

/**
 * Opens the order a message is about (its item in the panel is a link, as is a system
 * notification): marks it read first (the badge takes the count the API answers; a failure only
 * leaves it unread), then goes there. Ctrl, Cmd or Shift opens it in a new tab and stays.
 */
export async function openOrder(host: Bell, message: Message, event?: MouseEvent) {
  const href = messageHref(message);
  if (!href) return;
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
    const href = messageHref(message);
    if (href && button !== item) button = asLink(button, href);
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

/**
 * An item about an order (or a saved search's alert) becomes a link to it (same look and
 * contents as the item button).
 */
function asLink(button: HTMLElement, href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.className = button.className;
  link.append(...button.childNodes);
  button.replaceWith(link);
  return link;
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
 * Catches up with a new unread count (`unread-watch.ts` decides when): fetches page 1 into the
 * list the panel shows (`shown`, when it has loaded: a new message on top, one read elsewhere
 * marked) and, when the count rose by `rose` while the tab is hidden (`rose` null otherwise),
 * hands the messages new to this tab to `alertNew` (system notification, sound). `seen` is the
 * watcher's record of each message this tab has fetched, with its time then. A failure leaves
 * the list as it was; the next count tries again.
 */
export function catchUp(
  host: Bell,
  shown: Map<number, Message> | false,
  rose: number | null,
  seen: Map<number, number>,
) {
  return fetchMessages(1).then(
    (page) => {
      if (shown)
        for (const [id, message] of shown) if (!seen.has(id)) seen.set(id, message.pushTime);
      const fresh = rose !== null ? freshMessages(page.items, seen, rose) : [];
      for (const message of page.items) seen.set(message.id, message.pushTime);
      if (shown) showMessages(host, shown, page.items, true);
      if (fresh.length > 0) void alertNew(host, fresh);
    },
    () => {},
  );
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
  const about = fresh.filter((m) => m.event && (m.orderNo || m.alert));
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
        // The tags pushes use too: one notice per order, one per saved search.
        tag: message.orderNo ? `order-${message.orderNo}` : `search-${message.alert?.searchId}`,
        onClick: () => void openOrder(host, message),
      });
  }
  if (chime) playChime();
}
