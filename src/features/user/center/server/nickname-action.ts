import { isApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { refusalOf } from '@/client/refusal';
import type { FieldCode } from '@/contract/define';
import { userEndpoints } from '@/contract/user';
import type { LocaleCode } from '@/i18n/locales';
import { refusalMessages } from '@/i18n/refusal-messages';
import { errorText, fieldCodeText } from '@/i18n/refusal-text';
import {
  checkNickname,
  NICKNAME_MAX,
  NICKNAME_MIN,
  type NicknameProblemKey,
} from '@/features/user/center/nickname-rule';
import type { UserCenterT } from '@/features/user/center/messages';

/**
 * Server only: the nickname form's POST (it works without JavaScript). The posted value is
 * checked with the contract's rule, then sent as a form to `user/nickname-change` through the
 * request's own client. A refusal comes back with the typed value so the page shows both, in the
 * page's language (a field refusal in the form's own words by its code, anything else by the
 * refusal's code); `status` is the HTTP status the page answers with.
 */
type NicknameOutcome =
  | { kind: 'saved'; nickname: string }
  | { kind: 'problem'; value: string; message: string; status: number };

/** Longest value echoed back into the form (anything longer was not typed in it). */
const ECHO_MAX = 64;

const endpoint = userEndpoints.c2cNicknameChange;

/** The form's own sentence for a field code the server gave the nickname, when it has one. */
const FIELD_PROBLEMS: Partial<Record<FieldCode, NicknameProblemKey | 'userCenter.nickname.taken'>> =
  {
    required: 'userCenter.nickname.required',
    too_small: 'userCenter.nickname.length',
    too_big: 'userCenter.nickname.length',
    format: 'userCenter.nickname.chars',
    invalid: 'userCenter.nickname.chars',
    taken: 'userCenter.nickname.taken',
  };

/**
 * Why the server refused the nickname, in the page's language: a problem of the field in the
 * form's words (or the generic words of its field code), else "Not saved:" and the refusal by
 * its code; the server's `msg` only for a code nobody knows.
 */
export function nicknameRefusal(error: unknown, t: UserCenterT, locale: LocaleCode): string {
  const refusals = refusalMessages(locale, [endpoint], { withFieldCodes: true });
  const field = refusalOf(endpoint, error)?.fieldErrors.find((e) => e.path === 'nickname');
  if (field) {
    const key = FIELD_PROBLEMS[field.code];
    if (key) return t(key, { min: NICKNAME_MIN, max: NICKNAME_MAX });
    const generic = fieldCodeText(field.code, refusals);
    if (generic) return generic;
  }
  const reason = errorText(endpoint, error, refusals, {
    locale,
    fallback: t('userCenter.unavailable.body'),
  });
  return t('userCenter.nickname.failed', { reason });
}

export async function submitNickname(
  api: ApiClient,
  form: FormData | null,
  t: UserCenterT,
  locale: LocaleCode,
): Promise<NicknameOutcome> {
  const raw = form?.get('nickname');
  const value = typeof raw === 'string' ? raw.slice(0, ECHO_MAX) : '';
  const check = checkNickname(raw, (key, params) => t(key, params));
  if (!check.ok) return { kind: 'problem', value, message: check.message, status: 422 };
  try {
    const saved = await api.call(
      endpoint,
      { body: { nickname: check.nickname } },
      { errors: 'silent' },
    );
    return { kind: 'saved', nickname: saved.nickname };
  } catch (error) {
    const refused = isApiError(error) && error.kind === 'server' && error.status < 500;
    return {
      kind: 'problem',
      value,
      message: nicknameRefusal(error, t, locale),
      status: refused ? (error.status >= 400 ? error.status : 400) : 503,
    };
  }
}
