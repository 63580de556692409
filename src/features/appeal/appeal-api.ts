import { api } from '@/client/api';
import { readApiMessages } from '@/client/api-messages';
import { createApiClient } from '@/client/http';
import type { AppealRequest } from '@/contract/c2c-orders';
import { c2cOrderActionEndpoints } from '@/contract/c2c-orders';
import { c2cPaymentEndpoints, type UploadedFile } from '@/contract/c2c-payment';
import { readPublicConfig } from '@/config/public';
import { mainSiteLoginUrl } from '@/config/routes';
import { $locale } from '@/stores/locale';
import { $session, clearSession } from '@/stores/session';
import { EVIDENCE_PURPOSE } from '@/features/appeal/evidence';
import { createXhrFetch, type UploadProgress } from '@/client/xhr-fetch';

/** The appeal page's browser calls. Both handle their errors here (no toast): the form shows them. */

/** Files the appeal: the server's refusal (too early, state changed...) rejects with its message. */
export function submitAppeal(body: AppealRequest) {
  return api.call(c2cOrderActionEndpoints.c2cOrderAppeal, { body }, { errors: 'self' });
}

/**
 * Uploads one evidence image, reporting progress. A client of its own for each upload, wired
 * like the shared browser client (`@/client/api`) but with an XMLHttpRequest transport, since
 * fetch reports no upload progress. A 403/413 still ends the session and goes to the login.
 */
export function uploadEvidence(
  file: File,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<UploadedFile> {
  const client = createApiClient({
    baseURL: readPublicConfig().apiBase,
    getLang: () => $locale.get(),
    getToken: () => $session.get().token,
    onAuthError: () => {
      clearSession();
      location.assign(mainSiteLoginUrl(readPublicConfig().mainSite, location.href));
    },
    onErrorToast: () => {},
    messages: () => readApiMessages(),
    validate: import.meta.env.DEV || import.meta.env.MODE === 'test',
    fetch: createXhrFetch(onProgress),
  });
  return client.call(
    c2cPaymentEndpoints.c2cUploadImg,
    { body: { file, purpose: EVIDENCE_PURPOSE } },
    { errors: 'self', signal },
  );
}
