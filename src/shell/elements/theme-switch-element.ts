import { $theme, toggleTheme } from '@/stores/theme';

/**
 * `<p2p-theme-switch>`: the sunlight/moon button. The store persists the choice (localStorage and
 * a cookie the server reads, so the next page renders in it at once). The button's label says
 * what pressing it does, in the page's language (`data-label-moon`, `data-label-sunlight`).
 */
export class ThemeSwitchElement extends HTMLElement {
  #unsubscribe: (() => void) | undefined;
  #onClick = () => toggleTheme();

  get button() {
    return this.querySelector('button');
  }

  connectedCallback() {
    this.button?.addEventListener('click', this.#onClick);
    this.#unsubscribe = $theme.subscribe((theme) => {
      const button = this.button;
      if (!button) return;
      const label = theme === 'moon' ? this.dataset.labelSunlight : this.dataset.labelMoon;
      if (label) {
        button.setAttribute('aria-label', label);
        button.title = label;
      }
      this.dataset.theme = theme;
    });
  }

  disconnectedCallback() {
    this.button?.removeEventListener('click', this.#onClick);
    this.#unsubscribe?.();
  }
}

export function defineThemeSwitchElement() {
  if (!customElements.get('p2p-theme-switch'))
    customElements.define('p2p-theme-switch', ThemeSwitchElement);
}
