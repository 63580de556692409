/**
 * `<p2p-menu>`: a disclosure menu of the header (nav groups, wallet, user, service, download,
 * language). Markup comes from the server:
 *
 *   <p2p-menu><button data-menu-trigger aria-expanded="false" aria-controls="x">…</button>
 *   <div id="x" data-menu-panel hidden>…links…</div></p2p-menu>
 *
 * Click or Enter toggles; hovering opens it on devices with a fine pointer; Escape closes it and
 * returns focus to the trigger; a click elsewhere or opening another menu closes it.
 */
const OPEN_EVENT = 'p2p-menu-open';
const HOVER_CLOSE_MS = 150;

export class MenuElement extends HTMLElement {
  #abort: AbortController | undefined;
  #hoverTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Opened by a click or a key (not just by hovering): leaving with the pointer keeps it open, and
   * a click on a hover-opened menu pins it instead of closing it.
   */
  #pinned = false;

  get trigger() {
    return this.querySelector<HTMLButtonElement>(':scope > [data-menu-trigger]');
  }

  get panel() {
    return this.querySelector<HTMLElement>(':scope > [data-menu-panel]');
  }

  get open() {
    return this.trigger?.getAttribute('aria-expanded') === 'true';
  }

  set open(value: boolean) {
    const { trigger, panel } = this;
    if (!trigger || !panel || value === this.open) return;
    trigger.setAttribute('aria-expanded', String(value));
    panel.hidden = !value;
    if (!value) this.#pinned = false;
    if (value) {
      document.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: this }));
      this.dispatchEvent(new Event('menu-open'));
    }
  }

  connectedCallback() {
    this.#abort = new AbortController();
    const { signal } = this.#abort;
    this.trigger?.addEventListener(
      'click',
      () => {
        if (this.open && !this.#pinned) {
          this.#pinned = true;
          return;
        }
        this.open = !this.open;
        this.#pinned = this.open;
      },
      { signal },
    );
    this.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || !this.open) return;
        this.open = false;
        this.trigger?.focus();
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        const path = event.composedPath();
        // A dialog opened from the menu (a notification's detail) does not close it.
        if (path.some((node) => node instanceof HTMLDialogElement)) return;
        if (this.open && !path.includes(this)) this.open = false;
      },
      { signal },
    );
    document.addEventListener(
      OPEN_EVENT,
      (event) => {
        if ((event as CustomEvent).detail !== this && !this.contains((event as CustomEvent).detail))
          this.open = false;
      },
      { signal },
    );
    if (
      this.hasAttribute('data-hover') &&
      matchMedia('(hover: hover) and (pointer: fine)').matches
    ) {
      this.addEventListener(
        'mouseenter',
        () => {
          clearTimeout(this.#hoverTimer);
          this.open = true;
        },
        { signal },
      );
      this.addEventListener(
        'mouseleave',
        () => {
          if (this.#pinned) return;
          this.#hoverTimer = setTimeout(() => (this.open = false), HOVER_CLOSE_MS);
        },
        { signal },
      );
    }
  }

  disconnectedCallback() {
    this.#abort?.abort();
    clearTimeout(this.#hoverTimer);
  }
}

export function defineMenuElement() {
  if (!customElements.get('p2p-menu')) customElements.define('p2p-menu', MenuElement);
}
