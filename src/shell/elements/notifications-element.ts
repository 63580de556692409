import { interpolate } from '@/i18n/interpolate';

type Api = typeof import('@/shell/elements/notifications-api');
type Message = import('@/shell/elements/notifications-api').Message;

/**
 * `<p2p-notifications>`: the bell of a logged-in user. The server renders the unread count; the
 * panel loads messages page by page the first time it opens; opening a message marks it read
 * (the badge then shows the count the API answers) and shows it in a dialog, or opens the order
 * it is about. Counts pushed over the socket (polled while it is down) update the badge, the tab
 * title and, once the panel has loaded, its list (`watchUnread` of `unread-watch`, loaded at
 * idle). The API code, and every line of it that is not needed for the first paint, is loaded on
 * demand (`notifications-api`): this element ships on every page. Texts come translated from the server as `data-text-*` attributes.
 */
export class NotificationsElement extends HTMLElement {
  #abort: AbortController | undefined;
  #api: Promise<Api> | undefined;
  #page = 0;
  #loading = false;
  #stopWatching: (() => void) | undefined;
  #messages = new Map<number, Message>();

  #part<T extends Element = HTMLElement>(name: string) {
    return this.querySelector<T>(`[data-${name}]`);
  }

  #text(name: string) {
    return this.getAttribute(`data-text-${name}`) ?? '';
  }

  #loadApi() {
    this.#api ??= import('@/shell/elements/notifications-api');
    return this.#api;
  }

  get unread() {
    return Number(this.dataset.unread ?? 0) || 0;
  }

  set unread(num: number) {
    this.dataset.unread = String(num);
    this.#render(num);
  }

  /** Badge text and the bell's accessible name for `num` unread messages. */
  #render(num: number) {
    const badge = this.#part('badge');
    if (badge) {
      badge.textContent = num > 99 ? '99+' : String(num);
      badge.hidden = num === 0;
    }
    const trigger = this.#part('menu-trigger');
    const label = this.#text('open');
    trigger?.setAttribute(
      'aria-label',
      num > 0 ? `${label} (${interpolate(this.#text('unread'), { num })})` : label,
    );
  }

  connectedCallback() {
    this.#abort = new AbortController();
    const { signal } = this.#abort;
    this.#render(this.unread);
    this.#part('menu-panel')
      ?.closest('p2p-menu')
      ?.addEventListener('menu-open', () => this.#page === 0 && void this.#loadMore(), { signal });
    this.#part('more')?.addEventListener('click', () => void this.#loadMore(), { signal });
    this.#part('retry')?.addEventListener('click', () => void this.#loadMore(), { signal });
    this.#part('list')?.addEventListener(
      'click',
      (event) => {
        const item = (event.target as Element).closest<HTMLElement>('[data-message-id]');
        if (!item) return;
        // An order's item is a link: it opens once marked read (`openOrder`).
        event.preventDefault();
        void this.#open(Number(item.dataset.messageId), event);
      },
      { signal },
    );
    // Live badge: subscribe once the page is idle, so the socket never delays the first paint.
    // Only the small listener loads here; it loads the API code when something needs it.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
    idle(() => {
      if (signal.aborted) return;
      void import('@/shell/elements/unread-watch').then((watch) => {
        if (!signal.aborted)
          this.#stopWatching = watch.watchUnread(
            (num) => (this.unread = num),
            this,
            () => this.#page > 0 && this.#messages,
          );
      });
    });
  }

  disconnectedCallback() {
    this.#abort?.abort();
    this.#stopWatching?.();
  }

  #status(text: string, failed = false) {
    const status = this.#part('status');
    if (status) {
      status.textContent = text;
      status.hidden = text === '';
    }
    const retry = this.#part('retry');
    if (retry) retry.hidden = !failed;
  }

  async #loadMore() {
    if (this.#loading) return;
    this.#loading = true;
    const more = this.#part<HTMLButtonElement>('more');
    if (more) more.hidden = true;
    this.#status(this.#text('loading'));
    try {
      const api = await this.#loadApi();
      const page = await api.fetchMessages(this.#page + 1);
      this.#page = page.page;
      api.showMessages(this, this.#messages, page.items);
      const shown = this.#messages.size;
      this.#status(shown === 0 ? this.#text('empty') : '');
      if (more) more.hidden = page.page * page.pageSize >= page.total;
    } catch {
      this.#status(this.#text('failed'), true);
    } finally {
      this.#loading = false;
    }
  }

  async #open(id: number, event: MouseEvent) {
    const message = this.#messages.get(id);
    const dialog = this.#part<HTMLDialogElement>('detail');
    if (!message || !dialog) return;
    const api = await this.#loadApi();
    if (message.orderNo || message.alert) return api.openOrder(this, message, event);
    const title = dialog.querySelector('[data-detail-title]');
    const time = dialog.querySelector('[data-detail-time]');
    const content = dialog.querySelector('[data-detail-content]');
    // Server text is shown as text, never as HTML.
    if (title) title.textContent = message.title;
    if (time) time.textContent = api.formatPushTime(message.pushTime);
    if (content) content.textContent = message.content;
    dialog.showModal();
    if (message.status !== 0) return;
    try {
      this.unread = await api.markRead(id);
      message.status = 1;
      this.querySelector(`[data-message-id="${id}"]`)?.removeAttribute('data-unread-message');
    } catch {
      // The client already showed the error toast; the message stays unread.
    }
  }
}

export function defineNotificationsElement() {
  if (!customElements.get('p2p-notifications'))
    customElements.define('p2p-notifications', NotificationsElement);
}
