import { createApiClient, type ApiClient } from '@/client/http';
import { serverApiBase, serverApiFetch } from '@/config/server-env';
import type { LocaleCode } from '@/i18n/locales';
import type { Translate } from '@/i18n/t';
import type { Data } from '@/contract/define';
import { BROKER_STATUS, shellEndpoints } from '@/contract/shell';
import { userEndpoints } from '@/contract/user';
import { settle } from '@/lib/settle';

export interface ServerSession {
  token: string;
  user: Data<typeof userEndpoints.userBase>;
  /** Unread internal messages (the bell), null when they could not be counted. */
  unread: number | null;
  /** The broker status says agent: the services menu leads to the agent dashboard. */
  isAgent: boolean;
}

/**
 * The API client of one request on the server: this request's token and language. There is no
 * toast and no navigation on the server: callers decide what to render.
 */
export function serverApiClient(locale: LocaleCode, token: string | null, t: Translate) {
  return createApiClient({
    baseURL: serverApiBase(),
    fetch: serverApiFetch(),
    getLang: () => locale,
    getToken: () => token,
    onAuthError: () => {},
    onErrorToast: () => {},
    validate: import.meta.env.DEV,
    messages: { network: t('toast.network'), timeout: t('toast.timeout') },
  });
}

/**
 * The session of a token, with what the shell shows of the user besides the user info (unread
 * messages, broker status), asked at once and quietly. Null when the user info fails: the token
 * is no good. The other two may fail on their own: no badge, not an agent.
 */
export async function loadSession(api: ApiClient, token: string): Promise<ServerSession | null> {
  const silent = { errors: 'silent' } as const;
  const [user, unread, broker] = await Promise.all([
    settle(api.call(userEndpoints.userBase, {}, silent)),
    settle(api.call(userEndpoints.internalMsgsUnread, {}, silent)),
    settle(api.call(shellEndpoints.brokerApplyStatus, {}, silent)),
  ]);
  if (!user) return null;
  return {
    token,
    user,
    unread: unread?.num ?? null,
    isAgent: broker?.status === BROKER_STATUS.agent,
  };
}
