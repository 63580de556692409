import { isApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { checkNickname } from '@/features/user/center/nickname-rule';
import type { UserCenterT } from '@/features/user/center/messages';
import { userEndpoints } from '@/contract/user';

/**
 * Server only: the nickname form's POST (it works without JavaScript). The posted value is
 * checked with the contract's rule, then sent as a form to `user/nickname-change` through the
 * request's own client. A refusal ('This nickname is already taken') comes back with the typed
 * value so the page shows both; `status` is the HTTP status the page answers with.
 */
type NicknameOutcome =
  | { kind: 'saved'; nickname: string }
  | { kind: 'problem'; value: string; message: string; status: number };

/** Longest value echoed back into the form (anything longer was not typed in it). */
const ECHO_MAX = 64;

export async function submitNickname(
  api: ApiClient,
  form: FormData | null,
  t: UserCenterT,
): Promise<NicknameOutcome> {
  const raw = form?.get('nickname');
  const value = typeof raw === 'string' ? raw.slice(0, ECHO_MAX) : '';
  const check = checkNickname(raw, (key, params) => t(key, params));
  if (!check.ok) return { kind: 'problem', value, message: check.message, status: 422 };
  try {
    const saved = await api.call(
      userEndpoints.c2cNicknameChange,
      { body: { nickname: check.nickname } },
      { errors: 'silent' },
    );
    return { kind: 'saved', nickname: saved.nickname };
  } catch (error) {
    const refused = isApiError(error) && error.kind === 'server' && error.status < 500;
    const reason = isApiError(error) && error.msg ? error.msg : t('userCenter.unavailable.body');
    return {
      kind: 'problem',
      value,
      message: t('userCenter.nickname.failed', { reason }),
      status: refused ? (error.status >= 400 ? error.status : 400) : 503,
    };
  }
}
