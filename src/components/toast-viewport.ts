import { $toasts, dismissToast, type Toast } from '@/stores/toasts';

/**
 * `<p2p-toasts>`: renders `$toasts`. A plain custom element rather than a React island, so pages
 * without islands ship no React. Placement and colours live in `toast-viewport.css` (logical
 * properties: top-right, and top-left under `<html dir="rtl">`). Messages are set as text, never
 * as HTML, because error toasts show the server's `msg`.
 */

export const TOAST_VIEWPORT_TAG = 'p2p-toasts';

class ToastViewport extends HTMLElement {
  #unsubscribe: (() => void) | undefined;
  /** Rendered toasts by id: existing ones are kept as they are so screen readers do not re-read them. */
  readonly #items = new Map<number, HTMLElement>();

  connectedCallback(): void {
    this.#unsubscribe = $toasts.subscribe((list) => this.#render(list));
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  #render(list: readonly Toast[]): void {
    const ids = new Set(list.map((t) => t.id));
    for (const [id, element] of this.#items) {
      if (ids.has(id)) continue;
      element.remove();
      this.#items.delete(id);
    }
    for (const toast of list) {
      if (this.#items.has(toast.id)) continue;
      const element = this.#item(toast);
      this.#items.set(toast.id, element);
      this.append(element);
    }
  }

  #item(toast: Toast): HTMLElement {
    const item = document.createElement('div');
    item.className = 'p2p-toast';
    item.dataset.kind = toast.kind;
    // Errors interrupt (alert); other notices wait for a pause (polite status).
    if (toast.kind === 'error') item.setAttribute('role', 'alert');
    else {
      item.setAttribute('role', 'status');
      item.setAttribute('aria-live', 'polite');
    }
    const message = document.createElement('p');
    message.className = 'p2p-toast__message';
    message.textContent = toast.message;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'p2p-toast__close';
    close.setAttribute('aria-label', this.dataset.closeLabel || 'Close');
    const cross = document.createElement('span');
    cross.setAttribute('aria-hidden', 'true');
    cross.textContent = '×';
    close.append(cross);
    close.addEventListener('click', () => dismissToast(toast.id));
    item.append(message);
    const { action } = toast;
    if (action) {
      const run = document.createElement('button');
      run.type = 'button';
      run.className = 'p2p-toast__action';
      run.textContent = action.label;
      run.addEventListener('click', () => {
        dismissToast(toast.id);
        action.run();
      });
      item.append(run);
    }
    item.append(close);
    return item;
  }
}

/** Registers the element once (a second bundle importing this module must not throw). */
function defineToastViewport(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(TOAST_VIEWPORT_TAG)) registry.define(TOAST_VIEWPORT_TAG, ToastViewport);
}

if (typeof customElements !== 'undefined') defineToastViewport();
