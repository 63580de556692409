import { readApiMessages } from '@/client/api-messages';
import { createApiClient, type ApiClient } from '@/client/http';
import { createXhrFetch, type UploadProgress } from '@/client/xhr-fetch';
import { readPublicConfig } from '@/config/public';
import { mainSiteLoginUrl } from '@/config/routes';
import { $locale } from '@/stores/locale';
import { $session, clearSession } from '@/stores/session';
import { ERROR_TOAST_MS, pushToast } from '@/stores/toasts';

/**
 * The browser's API client, wired to the stores. Built on first use, so importing this module
 * (for instance from a component that is also rendered on the server) reads no DOM and creates
 * nothing. Server code never uses it: it builds a per-request client with createApiClient, since
 * module state on the server is shared by every user.
 */

let client: ApiClient | undefined;

/** Spec section 4: a 403/413 clears the login and goes to the main-site login, then comes back. */
function goToLogin(): void {
  clearSession();
  location.assign(mainSiteLoginUrl(readPublicConfig().mainSite, location.href));
}

/**
 * Builds a browser client from the page's public config and the stores (exported for tests).
 * `fetch` replaces the transport; `toasts: false` leaves every error to the caller.
 */
function createBrowserApiClient(
  options: { fetch?: typeof fetch; toasts?: boolean } = {},
): ApiClient {
  return createApiClient({
    baseURL: readPublicConfig().apiBase,
    getLang: () => $locale.get(),
    getToken: () => $session.get().token,
    onAuthError: goToLogin,
    onErrorToast: (message) => {
      if (options.toasts !== false) pushToast({ kind: 'error', message, duration: ERROR_TOAST_MS });
    },
    messages: () => readApiMessages(),
    validate: import.meta.env.DEV || import.meta.env.MODE === 'test',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * A client for one upload (appeal evidence, payment QR codes, merchant documents), reporting
 * progress: the browser client's wiring, including the 403/413 login, over XMLHttpRequest
 * (fetch reports no upload progress), with no toasts since the field itself says what failed.
 */
export function createUploadClient(onProgress: UploadProgress): ApiClient {
  return createBrowserApiClient({ fetch: createXhrFetch(onProgress), toasts: false });
}

/** The shared browser client, created on first call. */
function getApi(): ApiClient {
  client ??= createBrowserApiClient();
  return client;
}

/** `api.call(endpoint, input, overrides)`: the browser singleton, created lazily. */
export const api: ApiClient = {
  call: (endpoint, ...args) => getApi().call(endpoint, ...args),
};
