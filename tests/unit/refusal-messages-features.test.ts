import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import { englishAdText } from '@/contract/ads';
import { USER_REFUSALS } from '@/contract/user-refusals';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import { readActionRefusal } from '@/features/ads/action-refusal';
import { readSaveRefusal } from '@/features/ads/refusal';
import { adFormMessages, myAdsMessages } from '@/features/ads/server/messages';
import { lockRefusal, releaseRefusal } from '@/features/merchant/auth-problems';
import { applyProblems, DEPOSIT_KEY } from '@/features/merchant/merchant-form';
import { applyMessages, authMessages } from '@/features/merchant/server/messages';
import { paymentsEndpoints } from '@/contract/payments';
import { paymentsMessages } from '@/features/payments/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { errorTextLater } from '@/i18n/refusal-text-lazy';
import type { LocaleCode } from '@/i18n/locales';

/**
 * Issue 13, item 1, in the ad and merchant pages: a refusal the page does not handle by name
 * (login, an injected server failure, a state conflict) and a field error without the form's
 * own words are said in the page's language by their code, never in the server's English; the
 * server's text stays the fallback for a code nobody knows.
 */

const ENGLISH = 'English text from the server';
const refused = (code: number, data: unknown = null, status = 400) =>
  new ApiError({ kind: 'server', code, msg: ENGLISH, data, status, traceId: 't' });

describe('ads', () => {
  const form = (locale: LocaleCode) => {
    const messages = adFormMessages(locale);
    const t = createIslandTranslator(messages, locale);
    return { t, words: { refusals: messages, locale } };
  };

  it('fa: an injected failure of a save reads in Persian', () => {
    const { t, words } = form('fa');
    const result = readSaveRefusal(refused(500, null, 500), t, englishAdText, words);
    expect(result).toEqual({
      kind: 'message',
      message: 'ثبت ناموفق بود: سرویس در حال حاضر در دسترس نیست. لطفاً بعداً دوباره تلاش کنید.',
    });
  });

  it('ru: a wallet user posting is told in Russian', () => {
    const { t, words } = form('ru');
    const result = readSaveRefusal(refused(USER_REFUSALS.walletUser.code), t, englishAdText, words);
    expect(result.kind).toBe('message');
    expect(JSON.stringify(result)).not.toContain(ENGLISH);
    expect(JSON.stringify(result)).toContain('кошел');
  });

  it('a row action refused for the login reads in the page language; an unknown code keeps the server text', () => {
    const messages = myAdsMessages('es');
    const t = createIslandTranslator(messages, 'es');
    const words = { refusals: messages, locale: 'es' as const };
    const login = readActionRefusal(refused(403, null, 403), { openOrders: 0 }, t, words);
    expect(login).toEqual({
      kind: 'message',
      message: 'No se pudo enviar: Inicia sesión para continuar.',
    });
    const unknown = readActionRefusal(refused(103999), { openOrders: 0 }, t, words);
    expect(unknown).toEqual({ kind: 'message', message: `No se pudo enviar: ${ENGLISH}` });
  });
});

describe('merchant', () => {
  const context = { fields: [], deposit: { coin: 'USDT', amount: '500' }, balance: null };

  it('es: an application in the wrong state, and a deposit field error by its code', () => {
    const messages = applyMessages('es');
    const t = createIslandTranslator(messages, 'es');
    const words = { refusals: messages, locale: 'es' as const };
    const state = applyProblems(
      refused(MERCHANT_CODES.stateConflict, null, 409),
      context,
      t,
      words,
    );
    expect(state.top).toBe(
      'La solicitud no se envió: Ya no es posible: el estado ha cambiado. Recarga la página.',
    );
    const field = applyProblems(
      refused(400, { errors: [{ path: DEPOSIT_KEY, code: 'scale', message: ENGLISH }] }),
      context,
      t,
      words,
    );
    expect(field.errors[DEPOSIT_KEY]).toBe('Demasiados decimales.');
  });

  it('ja: a failed lock and release read in Japanese', () => {
    const messages = authMessages('ja');
    const t = createIslandTranslator(messages, 'ja');
    const words = { refusals: messages, locale: 'ja' as const };
    const lock = lockRefusal(refused(500, null, 500), { coin: 'USDT', amount: '500' }, t, words);
    expect(lock.message).toContain('現在サービスをご利用いただけません');
    const release = releaseRefusal(refused(MERCHANT_CODES.stateConflict, null, 409), t, words);
    expect(release.message).toContain('状態が変わったため');
    expect(release.message).not.toContain(ENGLISH);
  });
});

describe('payments', () => {
  it('ru: a removal refused for listed ads, with the count; an unknown code keeps the server text', async () => {
    const messages = paymentsMessages('ru');
    const unbind = paymentsEndpoints.c2cPaymentUnbind;
    const options = { locale: 'ru' as const, fallback: 'x' };
    expect(await errorTextLater(unbind, refused(107003, { listedAds: 3 }), messages, options)).toBe(
      'Этот способ оплаты используется в размещённых объявлениях: 3. Сначала снимите их с публикации.',
    );
    expect(await errorTextLater(unbind, refused(107999), messages, options)).toBe(ENGLISH);
  });

  it('fa: saving refused at the maximum, with the count in Persian plural form', async () => {
    const messages = paymentsMessages('fa');
    const text = await errorTextLater(
      paymentsEndpoints.c2cPaymentSave,
      refused(107002, { max: 5 }),
      messages,
      { locale: 'fa', fallback: 'x' },
    );
    expect(text).toBe('حداکثر \u20685\u2069 روش پرداخت می‌توانید ذخیره کنید.');
  });
});
