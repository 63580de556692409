import { isLocaleCode } from '@/i18n/locales';
import { setLocale } from '@/stores/locale';
import { readPageState } from '@/stores/page-state';
import '@/stores/session';
import { $theme, applyTheme } from '@/stores/theme';
import { rememberTimeZone } from '@/i18n/time-zone';
import { holdSubmitsUntilHydrated } from '@/layouts/hold-submits';
import { registerServiceWorker } from '@/shell/pwa/register-service-worker';

/**
 * Runs once per page in the browser: puts the page's locale into the store the API client reads,
 * loads the session store (it starts from the page state itself, see `stores/session.ts`, so an
 * island that loads before this script still sees the user), applies the persisted theme and
 * remembers the browser's time zone for the server (the `tz` cookie; checked again whenever the
 * tab comes back, since a laptop may have changed zones in between), and holds the submits of
 * forms whose island has not hydrated yet (`hold-submits.ts`), and registers the service worker
 * (the offline page, `shell/pwa/`).
 */
const state = readPageState();
if (isLocaleCode(state.locale)) setLocale(state.locale);
applyTheme($theme.get());
rememberTimeZone();
document.addEventListener('visibilitychange', () => rememberTimeZone());
holdSubmitsUntilHydrated();
registerServiceWorker();
