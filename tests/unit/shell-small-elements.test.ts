// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoSubmitElement, defineAutoSubmitElement } from '@/shell/elements/auto-submit-element';
import {
  HeaderElement,
  SCROLL_THROTTLE_MS,
  defineHeaderElement,
} from '@/shell/elements/header-element';
import {
  ThemeSwitchElement,
  defineThemeSwitchElement,
} from '@/shell/elements/theme-switch-element';
import { $theme, DEFAULT_THEME, THEME_COOKIE, setTheme } from '@/stores/theme';
import { $, mount } from './support/shell-dom';

beforeAll(() => {
  defineThemeSwitchElement();
  defineAutoSubmitElement();
  defineHeaderElement();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('<p2p-theme-switch>', () => {
  /** ThemeSwitch.astro's markup. */
  const SWITCH = `
    <p2p-theme-switch data-label-moon="Switch to night" data-label-sunlight="Switch to day"
      class="block">
      <button type="button" class="header-button" aria-label="Switch to night"
        title="Switch to night" data-theme-button><svg aria-hidden="true"></svg></button>
    </p2p-theme-switch>`;
  const button = () => $('p2p-theme-switch button');

  afterEach(() => {
    setTheme(DEFAULT_THEME);
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('registers once, however often it is defined', () => {
    expect(() => defineThemeSwitchElement()).not.toThrow();
    expect(customElements.get('p2p-theme-switch')).toBe(ThemeSwitchElement);
  });

  it('switches to moon and back, on the store, <html data-theme> and the cookie', () => {
    mount(SWITCH);
    expect($theme.get()).toBe('sunlight');
    button().click();
    expect($theme.get()).toBe('moon');
    expect(document.documentElement.dataset.theme).toBe('moon');
    expect(document.cookie).toContain(`${THEME_COOKIE}=moon`);
    button().click();
    expect($theme.get()).toBe('sunlight');
    expect(document.documentElement.dataset.theme).toBe('sunlight');
  });

  it('labels the button with what pressing it does', () => {
    mount(SWITCH);
    expect(button().getAttribute('aria-label')).toBe('Switch to night');
    button().click();
    expect(button().getAttribute('aria-label')).toBe('Switch to day');
    expect(button().title).toBe('Switch to day');
    expect($('p2p-theme-switch').dataset.theme).toBe('moon');
    button().click();
    expect(button().getAttribute('aria-label')).toBe('Switch to night');
  });

  it('labels the button for a night user as soon as it connects', () => {
    setTheme('moon');
    mount(SWITCH);
    expect(button().getAttribute('aria-label')).toBe('Switch to day');
  });

  it('stops reacting once removed from the page', () => {
    mount(SWITCH);
    const element = $('p2p-theme-switch');
    const removed = button();
    element.remove();
    removed.click();
    expect($theme.get()).toBe('sunlight');
    setTheme('moon');
    expect(removed.getAttribute('aria-label')).toBe('Switch to night');
  });
});

describe('<p2p-auto-submit>', () => {
  /** LanguageForm.astro's footer variant. */
  const FORM = `
    <p2p-auto-submit class="block">
      <form method="post" action="/language" class="flex items-center gap-2">
        <input type="hidden" name="to" value="/buy_USDT" />
        <label for="footer-language">Language</label>
        <select id="footer-language" name="code" class="field">
          <option value="en" selected>English</option>
          <option value="ko">한국어</option>
        </select>
        <input type="checkbox" name="other" />
        <button type="submit" class="text-button" data-auto-submit-hide>Change</button>
      </form>
    </p2p-auto-submit>`;
  const change = (target: Element) => target.dispatchEvent(new Event('change', { bubbles: true }));

  it('registers once, however often it is defined', () => {
    expect(() => defineAutoSubmitElement()).not.toThrow();
    expect(customElements.get('p2p-auto-submit')).toBe(AutoSubmitElement);
  });

  it('submits the form as soon as the select changes', () => {
    mount(FORM);
    const form = $<HTMLFormElement>('form');
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const select = $<HTMLSelectElement>('select');
    select.value = 'ko';
    change(select);
    expect(submit).toHaveBeenCalledOnce();
  });

  it('does not submit for a change of anything but a select', () => {
    mount(FORM);
    const submit = vi.spyOn($<HTMLFormElement>('form'), 'requestSubmit');
    change($('input[type="checkbox"]'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('visually hides the submit button, which only no-script users need', () => {
    mount(FORM);
    expect($('[data-auto-submit-hide]').classList.contains('sr-only')).toBe(true);
  });

  it('stops submitting once removed from the page', () => {
    mount(FORM);
    const element = $('p2p-auto-submit');
    const form = $<HTMLFormElement>('form');
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const select = $<HTMLSelectElement>('select');
    element.remove();
    change(select);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('<p2p-header>', () => {
  const HEADER = `<p2p-header class="site-header"><header><a href="/">Logo</a></header></p2p-header>`;
  let scrollY = 0;
  const header = () => $('p2p-header');
  const scrollTo = (y: number) => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };

  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });

  afterEach(() => vi.useRealTimers());

  it('registers once, however often it is defined', () => {
    expect(() => defineHeaderElement()).not.toThrow();
    expect(customElements.get('p2p-header')).toBe(HeaderElement);
  });

  it('throttles the scroll listener to the spec’s 100 ms', () => {
    expect(SCROLL_THROTTLE_MS).toBe(100);
  });

  it('is not marked at the top of the page', () => {
    mount(HEADER);
    expect(header().hasAttribute('data-scrolled')).toBe(false);
  });

  it('is marked at once when the page opens scrolled down', () => {
    scrollY = 400;
    mount(HEADER);
    expect(header().hasAttribute('data-scrolled')).toBe(true);
  });

  it('marks data-scrolled on the first scroll, even by one pixel, and clears it at the top', () => {
    mount(HEADER);
    scrollTo(1);
    expect(header().hasAttribute('data-scrolled')).toBe(true);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(0);
    expect(header().hasAttribute('data-scrolled')).toBe(false);
  });

  it('checks at most once per 100 ms, and catches up with the last position', () => {
    mount(HEADER);
    const toggle = vi.spyOn(header(), 'toggleAttribute');
    scrollTo(30);
    expect(toggle).toHaveBeenCalledOnce();
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(10);
      scrollTo(i % 2 === 0 ? 0 : 50);
    }
    scrollTo(0);
    expect(toggle).toHaveBeenCalledOnce();
    expect(header().hasAttribute('data-scrolled')).toBe(true);
    vi.advanceTimersByTime(10);
    expect(toggle).toHaveBeenCalledTimes(2);
    expect(header().hasAttribute('data-scrolled')).toBe(false);
    // A burst of 100 scroll events over a second: about one check per 100 ms.
    for (let i = 0; i < 100; i++) {
      vi.advanceTimersByTime(10);
      scrollTo(100 + i);
    }
    vi.advanceTimersByTime(200);
    expect(toggle.mock.calls.length).toBeLessThanOrEqual(2 + 11);
    expect(header().hasAttribute('data-scrolled')).toBe(true);
  });

  it('stops listening once removed from the page', () => {
    mount(HEADER);
    const element = header();
    element.remove();
    scrollTo(200);
    vi.advanceTimersByTime(200);
    expect(element.hasAttribute('data-scrolled')).toBe(false);
  });
});
