import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { ApiClient } from '@/client/http';
import { nicknameRefusal, submitNickname } from '@/features/user/center/server/nickname-action';
import { userCenterTranslator } from '@/features/user/center/server/messages';

/**
 * Issue 13, item 1, in the user centre's nickname form: a refusal of the server is said in the
 * page's language (a problem of the field in the form's own words by its code, anything else by
 * the refusal's code), with what was typed kept; the server's text only for an unknown code.
 */

const ENGLISH = 'English text from the server';
const refused = (code: number, data: unknown = null, status = 400) =>
  new ApiError({ kind: 'server', code, msg: ENGLISH, data, status, traceId: 't' });
const fieldRefusal = (code: string) =>
  refused(400, { errors: [{ path: 'nickname', code, message: ENGLISH }] });

/** A client whose every call fails with `error`. */
const failingApi = (error: unknown) =>
  ({
    call: () => Promise.reject(error),
  }) as unknown as ApiClient;

const form = (nickname: string) => {
  const data = new FormData();
  data.set('nickname', nickname);
  return data;
};

describe('nickname refusals', () => {
  it('fa: a nickname taken by someone else, with the typed value kept', async () => {
    const t = userCenterTranslator('fa');
    const outcome = await submitNickname(failingApi(fieldRefusal('taken')), form('Max'), t, 'fa');
    expect(outcome).toEqual({
      kind: 'problem',
      value: 'Max',
      message: 'این نام مستعار قبلاً انتخاب شده است، لطفاً نام دیگری برگزینید',
      status: 400,
    });
  });

  it('ru: a length refused by the server in the form’s Russian words, with the plural', () => {
    const t = userCenterTranslator('ru');
    expect(nicknameRefusal(fieldRefusal('too_big'), t, 'ru')).toBe(
      'Длина никнейма — от 2 до 10 символов',
    );
    expect(nicknameRefusal(fieldRefusal('unknown_key'), t, 'ru')).toBe('Это поле не принимается.');
  });

  it('fa: an injected failure and a login refusal by their code, in Persian', async () => {
    const t = userCenterTranslator('fa');
    const failed = await submitNickname(failingApi(refused(500, null, 500)), form('Max'), t, 'fa');
    expect(failed).toMatchObject({
      value: 'Max',
      message: 'ذخیره نشد: سرویس در حال حاضر در دسترس نیست. لطفاً بعداً دوباره تلاش کنید.',
      status: 503,
    });
    expect(nicknameRefusal(refused(403, null, 403), t, 'fa')).toBe(
      'ذخیره نشد: برای ادامه لطفاً وارد شوید.',
    );
  });

  it('an unknown code keeps the server text', () => {
    const t = userCenterTranslator('ja');
    expect(nicknameRefusal(refused(109999), t, 'ja')).toContain(ENGLISH);
  });
});
