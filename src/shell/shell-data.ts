import type { ApiClient } from '@/client/http';
import type { Data } from '@/contract/define';
import { isLocaleCode, type LocaleCode } from '@/i18n/locales';
import { serverPublicCache, type PublicCache } from '@/shell/public-cache';
import { shellEndpoints } from '@/contract/shell';
import { settle } from '@/lib/settle';

/**
 * What the header and footer show that comes from the API, loaded once per page on the server
 * (so pages stay usable without JavaScript and islands refetch nothing). Every part may fail on
 * its own: a failed part is `null` and the component that shows it says so or hides, the page
 * still renders.
 */
export interface ShellData {
  /** Languages the exchange offers that this site speaks, with the API's native names. */
  languages: { code: LocaleCode; name: string }[] | null;
  rates: Data<typeof shellEndpoints.configRates> | null;
  contacts: Data<typeof shellEndpoints.contacts> | null;
  /** The download page the app QR code points at (before the invite code is appended). */
  downloadPage: string | null;
  /** Logged in only (from the session): an existing agent lands on the agent dashboard. */
  isAgent: boolean;
}

/** Key of the resource link holding the app download page. */
export const DOWNLOAD_LINK_KEY = 'download-app';

/**
 * The download page the app QR code points at, from the same short public cache as the rest
 * of the shell (the header's image, `/download-qr.svg`, asks it without the rest).
 */
export async function loadDownloadPage(options: {
  api: ApiClient;
  locale: LocaleCode;
  cache?: PublicCache;
}): Promise<string | null> {
  const { api, locale } = options;
  const store = options.cache ?? serverPublicCache();
  const download = await settle(
    store.get(`download|${locale}`, () =>
      api.call(
        shellEndpoints.resourceLink,
        { query: { key: DOWNLOAD_LINK_KEY } },
        { errors: 'silent' },
      ),
    ),
  );
  return download && /^https?:\/\//.test(download.url) ? download.url : null;
}

export async function loadShellData(options: {
  api: ApiClient;
  locale: LocaleCode;
  /** The session's broker status (the session middleware loads what is the user's own). */
  isAgent: boolean;
  cache?: PublicCache;
}): Promise<ShellData> {
  const { api, locale, isAgent } = options;
  const store = options.cache ?? serverPublicCache();
  const silent = { errors: 'silent' } as const;
  const shared = <T>(name: string, load: () => Promise<T>) =>
    settle(store.get(`${name}|${locale}`, load));

  const [languages, rates, contacts, download] = await Promise.all([
    shared('languages', () => api.call(shellEndpoints.configLanguages, {}, silent)),
    shared('rates', () => api.call(shellEndpoints.configRates, {}, silent)),
    shared('contacts', () => api.call(shellEndpoints.contacts, {}, silent)),
    loadDownloadPage({ api, locale, cache: store }),
  ]);

  return {
    languages:
      languages?.flatMap(({ language, name }) =>
        isLocaleCode(language) ? [{ code: language, name }] : [],
      ) ?? null,
    rates,
    contacts: contacts?.filter((c) => /^https?:\/\//.test(c.url)) ?? null,
    downloadPage: download,
    isAgent,
  };
}
