import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@/client/http';
import { createFakeFetch, type Responder } from './fake-fetch';

export const MESSAGES = { network: 'Network down (translated)', timeout: 'Too slow (translated)' };

/** A client on a fake fetch with spies for every hook; `token` is mutable to log in and out. */
export function harness(overrides: Partial<ApiClientOptions> = {}, responder?: Responder) {
  const fake = createFakeFetch(responder);
  const session = { token: null as string | null, lang: 'en' };
  const onAuthError = vi.fn<() => void>();
  const onErrorToast = vi.fn<(message: string) => void>();
  const client = createApiClient({
    baseURL: 'https://api.test/api',
    getLang: () => session.lang,
    getToken: () => session.token,
    onAuthError,
    onErrorToast,
    messages: MESSAGES,
    validate: true,
    fetch: fake.fetch,
    ...overrides,
  });
  return { client, fake, session, onAuthError, onErrorToast };
}
