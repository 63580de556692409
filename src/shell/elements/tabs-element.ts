/**
 * `<p2p-tabs>`: tabs of the language/currency picker (WAI-ARIA tabs pattern). Buttons with
 * `role="tab"` and `aria-controls` switch `role="tabpanel"` panels; arrow keys move between tabs.
 */
export class TabsElement extends HTMLElement {
  #abort: AbortController | undefined;

  get tabs() {
    return [...this.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  }

  select(tab: HTMLButtonElement, focus = false) {
    for (const each of this.tabs) {
      const selected = each === tab;
      each.setAttribute('aria-selected', String(selected));
      each.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(each.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  }

  connectedCallback() {
    this.#abort = new AbortController();
    const { signal } = this.#abort;
    for (const tab of this.tabs) tab.addEventListener('click', () => this.select(tab), { signal });
    this.addEventListener(
      'keydown',
      (event) => {
        const tabs = this.tabs;
        const index = tabs.indexOf(event.target as HTMLButtonElement);
        if (index === -1) return;
        const rtl = getComputedStyle(this).direction === 'rtl';
        const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
        if (step === undefined) return;
        event.preventDefault();
        const next = tabs[(index + step + tabs.length) % tabs.length];
        if (next) this.select(next, true);
      },
      { signal },
    );
  }

  disconnectedCallback() {
    this.#abort?.abort();
  }
}

export function defineTabsElement() {
  if (!customElements.get('p2p-tabs')) customElements.define('p2p-tabs', TabsElement);
}
