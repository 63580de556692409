import { isLocaleCode } from '@/i18n/locales';
import { PAGE_STATE_ELEMENT_ID } from '@/layouts/page-state';
import { setLocale } from '@/stores/locale';
import { hydrateSession } from '@/stores/session';
import { $theme, applyTheme } from '@/stores/theme';

/**
 * Runs once per page in the browser: loads the page state the server rendered (locale and the
 * token-free user) into the stores islands share, and applies the persisted theme.
 */
function readPageState(): { locale?: unknown; user?: unknown } {
  try {
    const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent ?? '{}';
    return (JSON.parse(text) as { locale?: unknown; user?: unknown } | null) ?? {};
  } catch {
    return {};
  }
}

const state = readPageState();
if (isLocaleCode(state.locale)) setLocale(state.locale);
hydrateSession({ token: null, user: state.user ?? null });
applyTheme($theme.get());
