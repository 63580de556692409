import { atom, readonlyType } from 'nanostores';
import { readStorage, writeStorage } from '@/stores/storage';

/**
 * Day/night theme (spec section 3: sunlight or moon, default sunlight), persisted in
 * localStorage. Browser only: on the server the store keeps its default and is never written
 * per request; the layout renders `data-theme="sunlight"` and the browser applies the stored one.
 */

export const THEMES = ['sunlight', 'moon'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'sunlight';
export const THEME_STORAGE_KEY = 'p2p.theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The persisted theme, or the default when nothing (valid) is stored or storage is unavailable. */
export function readStoredTheme(): Theme {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
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
  applyTheme(theme);
}

/** Switches between sunlight and moon (the header's theme button). */
export function toggleTheme(): Theme {
  const next: Theme = $value.get() === 'sunlight' ? 'moon' : 'sunlight';
  setTheme(next);
  return next;
}
