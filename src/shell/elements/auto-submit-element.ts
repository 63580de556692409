/**
 * `<p2p-auto-submit>`: submits its form as soon as a `<select>` inside changes (the footer's
 * language selector). Without JavaScript the form's own submit button does the same.
 */
export class AutoSubmitElement extends HTMLElement {
  #onChange = (event: Event) => {
    const target = event.target as HTMLSelectElement | null;
    if (target?.tagName === 'SELECT') target.form?.requestSubmit();
  };

  connectedCallback() {
    this.addEventListener('change', this.#onChange);
    for (const button of this.querySelectorAll<HTMLElement>('[data-auto-submit-hide]'))
      button.classList.add('sr-only');
  }

  disconnectedCallback() {
    this.removeEventListener('change', this.#onChange);
  }
}

export function defineAutoSubmitElement() {
  if (!customElements.get('p2p-auto-submit'))
    customElements.define('p2p-auto-submit', AutoSubmitElement);
}
