/**
 * `<p2p-fold-nav>`: the small-screen navigation. A toggle opens the drawer; inside, groups fold
 * open one at a time (opening one closes the others). The fold animation lasts 0.26 s (CSS
 * `--fold-duration`) and is switched off for users who prefer reduced motion (CSS media query).
 * Closed groups are `inert`, so their links are neither focusable nor read out.
 *
 *   <p2p-fold-nav>
 *     <button data-fold-toggle aria-expanded="false" aria-controls="d">…</button>
 *     <div id="d" data-fold-drawer hidden>
 *       <button data-fold-trigger aria-expanded="false" aria-controls="g">Trade</button>
 *       <div id="g" data-fold-body inert><div>…links…</div></div>
 *     </div>
 *   </p2p-fold-nav>
 */
export class FoldNavElement extends HTMLElement {
  #abort: AbortController | undefined;

  get toggle() {
    return this.querySelector<HTMLButtonElement>('[data-fold-toggle]');
  }

  get drawer() {
    return this.querySelector<HTMLElement>('[data-fold-drawer]');
  }

  get triggers() {
    return [...this.querySelectorAll<HTMLButtonElement>('[data-fold-trigger]')];
  }

  /** Opens or closes the drawer; closing folds every group back. */
  setDrawer(open: boolean) {
    const { toggle, drawer } = this;
    if (!toggle || !drawer) return;
    toggle.setAttribute('aria-expanded', String(open));
    const label = toggle.dataset[open ? 'labelClose' : 'labelOpen'];
    if (label) toggle.setAttribute('aria-label', label);
    drawer.hidden = !open;
    document.documentElement.toggleAttribute('data-drawer-open', open);
    if (!open) this.openGroup(null);
  }

  /** Opens one group (by its trigger) and closes all others; null closes all. */
  openGroup(trigger: HTMLButtonElement | null) {
    for (const each of this.triggers) {
      const open = each === trigger;
      each.setAttribute('aria-expanded', String(open));
      const body = document.getElementById(each.getAttribute('aria-controls') ?? '');
      if (!body) continue;
      body.toggleAttribute('data-open', open);
      body.inert = !open;
    }
  }

  connectedCallback() {
    this.#abort = new AbortController();
    const { signal } = this.#abort;
    this.toggle?.addEventListener(
      'click',
      () => this.setDrawer(this.toggle?.getAttribute('aria-expanded') !== 'true'),
      { signal },
    );
    for (const trigger of this.triggers) {
      trigger.addEventListener(
        'click',
        () => this.openGroup(trigger.getAttribute('aria-expanded') === 'true' ? null : trigger),
        { signal },
      );
    }
    this.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || this.drawer?.hidden !== false) return;
        this.setDrawer(false);
        this.toggle?.focus();
      },
      { signal },
    );
    // Leaving for a wide screen closes the drawer, which only exists on small screens.
    const wide = matchMedia('(min-width: 1280px)');
    wide.addEventListener('change', (event) => event.matches && this.setDrawer(false), { signal });
  }

  disconnectedCallback() {
    this.#abort?.abort();
  }
}

export function defineFoldNavElement() {
  if (!customElements.get('p2p-fold-nav')) customElements.define('p2p-fold-nav', FoldNavElement);
}
