// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Loads a fresh copy of the module, as a new page would, so it re-reads localStorage. */
async function freshTheme() {
  vi.resetModules();
  return import('@/stores/theme');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('$theme', () => {
  it('defaults to sunlight when nothing is stored', async () => {
    const { $theme } = await freshTheme();
    expect($theme.get()).toBe('sunlight');
  });

  it('persists the choice and applies it to <html data-theme>', async () => {
    const { setTheme, $theme, THEME_STORAGE_KEY } = await freshTheme();
    setTheme('moon');
    expect($theme.get()).toBe('moon');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('moon');
    expect(document.documentElement.dataset.theme).toBe('moon');
  });

  it('keeps the theme the server rendered from the cookie when local storage is empty', async () => {
    document.documentElement.setAttribute('data-theme', 'moon');
    const { $theme } = await freshTheme();
    expect($theme.get()).toBe('moon');
  });

  it('mirrors the choice in a cookie so the server renders it without a flash', async () => {
    const { setTheme, THEME_COOKIE } = await freshTheme();
    setTheme('moon');
    expect(document.cookie).toContain(`${THEME_COOKIE}=moon`);
    setTheme('sunlight');
    expect(document.cookie).toContain(`${THEME_COOKIE}=sunlight`);
  });

  it('restores the stored theme on the next page load', async () => {
    (await freshTheme()).setTheme('moon');
    const next = await freshTheme();
    expect(next.$theme.get()).toBe('moon');
  });

  it('falls back to sunlight when the stored value is not a theme', async () => {
    localStorage.setItem('p2p.theme', 'neon');
    const { $theme } = await freshTheme();
    expect($theme.get()).toBe('sunlight');
  });

  it('toggles between sunlight and moon', async () => {
    const { toggleTheme, $theme } = await freshTheme();
    expect(toggleTheme()).toBe('moon');
    expect(toggleTheme()).toBe('sunlight');
    expect($theme.get()).toBe('sunlight');
  });
});
