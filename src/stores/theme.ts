import { atom, readonlyType } from 'nanostores';
import { scriptCookie } from '@/lib/cookie-flags';
import { readStorage, writeStorage } from '@/stores/storage';

/**
 * Day/night theme (spec section 3: sunlight or moon, default sunlight), persisted in
 * localStorage and mirrored in a cookie so the server renders `<html data-theme>` right away (no
 * flash of the day theme for night users). Browser only: on the server the store keeps its
 * default and is never written per request; the layout reads the cookie itself.
 */

const THEMES = ['sunlight', 'moon'] as const;
type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'sunlight';
export const THEME_STORAGE_KEY = 'p2p.theme';
/** Cookie the layout reads to render the chosen theme (one year, whole site). */
export const THEME_COOKIE = 'theme';
const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The persisted theme: localStorage, else what the server rendered on `<html data-theme>` (from
 * the cookie), else the default.
 */
function readStoredTheme(): Theme {
  const stored = readStorage(THEME_STORAGE_KEY);
  if (isTheme(stored)) return stored;
  const rendered = globalThis.document?.documentElement.getAttribute('data-theme');
  return isTheme(rendered) ? rendered : DEFAULT_THEME;
}

const $value = atom<Theme>(readStoredTheme());
/** The current theme. Change it with setTheme/toggleTheme so it is persisted and applied. */
export const $theme = readonlyType($value);

/** Puts the theme on `<html data-theme>`, which the CSS variables key on. No-op on the server. */
export function applyTheme(
  theme: Theme,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): void {
  root?.setAttribute('data-theme', theme);
}

/** Sets, persists and applies a theme. */
export function setTheme(theme: Theme): void {
  $value.set(theme);
  writeStorage(THEME_STORAGE_KEY, theme);
  if (typeof document !== 'undefined') {
    document.cookie = scriptCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE);
  }
  applyTheme(theme);
}

/** Switches between sunlight and moon (the header's theme button). */
export function toggleTheme(): Theme {
  const next: Theme = $value.get() === 'sunlight' ? 'moon' : 'sunlight';
  setTheme(next);
  return next;
}
