import { nickname as nicknameSchema } from '@/contract/entities';

/**
 * The nickname form's check (spec section 5: required, 2-10 characters, 'Nickname length is
 * between 2 and 10 characters'): the contract's own `nickname` schema decides, so the form and
 * the `user/nickname-change` request can never disagree; this only words its verdict in the
 * viewer's language. Pure.
 */

/** Shortest and longest nickname, read from the contract's schema. */
export const NICKNAME_MIN = nicknameSchema.minLength ?? 2;
export const NICKNAME_MAX = nicknameSchema.maxLength ?? 10;

export type NicknameProblemKey =
  'userCenter.nickname.required' | 'userCenter.nickname.length' | 'userCenter.nickname.chars';

export type NicknameText = (
  key: NicknameProblemKey,
  params: { min: number; max: number },
) => string;

type NicknameCheck =
  { ok: true; nickname: string } | { ok: false; problem: NicknameProblemKey; message: string };

/** Checks a posted value (anything a form may send: a string, a file, nothing). */
export function checkNickname(value: unknown, text: NicknameText): NicknameCheck {
  const typed = typeof value === 'string' ? value : '';
  const params = { min: NICKNAME_MIN, max: NICKNAME_MAX };
  const fail = (problem: NicknameProblemKey): NicknameCheck => ({
    ok: false,
    problem,
    message: text(problem, params),
  });
  if (typed.trim() === '') return fail('userCenter.nickname.required');
  const result = nicknameSchema.safeParse(typed);
  if (result.success) return { ok: true, nickname: result.data };
  const issue = result.error.issues[0];
  return fail(
    issue?.code === 'too_small' || issue?.code === 'too_big'
      ? 'userCenter.nickname.length'
      : 'userCenter.nickname.chars',
  );
}
