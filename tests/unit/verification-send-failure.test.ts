import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import { VALIDATION_CODES } from '@/contract/verification';
import { sendFailure } from '@/features/verification/send-failure';
import { verificationMessages } from '@/features/verification/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';

/**
 * Issue 13, item 1, in the two-factor dialog: every refusal of the check and of a code send is
 * said in the page's language (the dialog's own sentences, else the refusal's text by its code,
 * loaded on demand); the server's text only for a code nobody knows.
 */

const ENGLISH = 'English text from the server';
const refused = (code: number, data: unknown = null, status = 400) =>
  new ApiError({ kind: 'server', code, msg: ENGLISH, data, status, traceId: 't' });

function dialog(locale: LocaleCode) {
  const messages = verificationMessages(locale);
  return { t: createIslandTranslator(messages, locale), words: { refusals: messages, locale } };
}

describe('two-factor send failures', () => {
  it('fa: an injected server failure of a send reads in Persian', async () => {
    const { t, words } = dialog('fa');
    expect(await sendFailure(refused(500, null, 500), t, words)).toBe(
      'ارسال کد ممکن نشد: سرویس در حال حاضر در دسترس نیست. لطفاً بعداً دوباره تلاش کنید.',
    );
  });

  it('ru: a resend too soon says the wait, in the Russian plural', async () => {
    const { t, words } = dialog('ru');
    const tooSoon = refused(VALIDATION_CODES.resendTooSoon, { resendAfter: 42 }, 429);
    expect(await sendFailure(tooSoon, t, words)).toBe(
      'Код только что отправлен. Подождите 42 секунды, прежде чем запросить новый.',
    );
    // A server that does not say the wait: the dialog's own sentence (its countdown shows it).
    const bare = refused(VALIDATION_CODES.resendTooSoon, null, 429);
    expect(await sendFailure(bare, t, words)).toBe(t('verification.error.resendTooSoon'));
    expect(t('verification.error.resendTooSoon')).not.toContain('verification.');
  });

  it('ru: login required and a stale check, in Russian', async () => {
    const { t, words } = dialog('ru');
    expect(await sendFailure(refused(403, null, 403), t, words)).toBe(
      'Не удалось отправить код: Войдите, чтобы продолжить.',
    );
    const stale = refused(VALIDATION_CODES.verifyTokenInvalid);
    expect(await sendFailure(stale, t, words)).toBe(
      'Проверка безопасности устарела или уже использована. Пройдите её снова.',
    );
  });

  it('fa: bad input of the check is worded by its code, not the server text', async () => {
    const { t, words } = dialog('fa');
    const text = await sendFailure(refused(400), t, words, 'check');
    expect(text).not.toContain(ENGLISH);
    expect(text).toContain('لطفاً آنچه وارد کرده‌اید را بررسی کنید.');
  });

  it('an unknown code keeps the server text', async () => {
    const { t, words } = dialog('ja');
    expect(await sendFailure(refused(101999), t, words)).toContain(ENGLISH);
  });
});
