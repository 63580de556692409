import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import { englishAdText } from '@/contract/ads';
import { AD_CODES } from '@/contract/ads-refusals';
import { createIslandTranslator } from '@/i18n/island-t';
import { adProblemText } from '@/features/ads/ad-problems';
import { readActionRefusal } from '@/features/ads/action-refusal';
import { readSaveRefusal } from '@/features/ads/refusal';
import { adFormMessages, myAdsMessages } from '@/features/ads/server/messages';

/**
 * What the pages do with a refused save or row action: each business code gets its own
 * handling (never a silent overwrite on a version conflict), field problems land on their
 * fields in the viewer's language, anything else is said with the server's reason.
 */

const formT = createIslandTranslator(adFormMessages('en'), 'en');
const text = adProblemText(formT);
const listT = createIslandTranslator(myAdsMessages('en'), 'en');

function refused(code: number, data: unknown = null, msg = 'Refused by the exchange') {
  return new ApiError({ kind: 'server', code, msg, data, status: 400, traceId: 't' });
}

describe('a refused save', () => {
  it('another tab saved first: the conflict notice, nothing else', () => {
    const error = new ApiError({
      kind: 'server',
      code: AD_CODES.versionConflict,
      msg: 'The ad changed',
      data: { version: 5 },
      status: 409,
      traceId: 't',
    });
    expect(readSaveRefusal(error, formT, text)).toEqual({ kind: 'conflict' });
  });

  it('the price needs the risk confirmation: the dialog', () => {
    expect(readSaveRefusal(refused(AD_CODES.riskConfirmationRequired), formT, text)).toEqual({
      kind: 'risk',
    });
  });

  it('the balance is too low: "Insufficient Balance" (with the transfer offer)', () => {
    expect(readSaveRefusal(refused(AD_CODES.insufficientBalance), formT, text)).toEqual({
      kind: 'balance',
      message: 'Insufficient Balance',
    });
  });

  it('who may post, in the spec words', () => {
    expect(readSaveRefusal(refused(AD_CODES.notCertified), formT, text)).toEqual({
      kind: 'message',
      message: 'You cannot post ads yet, apply to become an advertiser first',
    });
    expect(readSaveRefusal(refused(AD_CODES.identityRequired), formT, text)).toMatchObject({
      kind: 'message',
    });
  });

  it('a payment method or the fiat: on their fields', () => {
    expect(readSaveRefusal(refused(AD_CODES.paymentMethodUnavailable), formT, text)).toMatchObject({
      kind: 'fields',
      fields: [{ field: 'userPaymentIds' }],
    });
    expect(
      readSaveRefusal(refused(AD_CODES.fiatNotHomeCountry, { homeFiat: 'GBP' }), formT, text),
    ).toEqual({
      kind: 'fields',
      fields: [
        { field: 'fiat', message: 'Please switch to the fiat of your identity country (GBP).' },
      ],
      message: null,
    });
  });

  it('field errors of the sandbox go to their fields, reworded in the viewer language', () => {
    const fa = createIslandTranslator(adFormMessages('fa'), 'fa');
    const faText = adProblemText(fa);
    const error = refused(400, {
      errors: [
        {
          path: 'ad.maxLimit',
          code: 'too_big',
          message: englishAdText('maxAboveCap', { max: '40000', fiat: 'GBP' }),
          rule: 'maxAboveCap',
          params: { max: '40000', fiat: 'GBP' },
        },
        {
          path: 'quantity',
          code: 'format',
          message: 'You must enter a number',
          rule: 'number',
          params: {},
        },
      ],
    });
    const words = { refusals: adFormMessages('fa'), locale: 'fa' as const };
    // The message names the refused fields, in Persian and joined as Persian joins a list.
    const named = new Intl.ListFormat('fa', { type: 'conjunction' }).format([
      fa('ads.form.maxLimit'),
      fa('ads.form.quantity'),
    ]);
    expect(readSaveRefusal(error, fa, faText, words)).toEqual({
      kind: 'fields',
      fields: [
        { field: 'maxLimit', message: faText('maxAboveCap', { max: '40000', fiat: 'GBP' }) },
        { field: 'quantity', message: faText('number') },
      ],
      message: fa('ads.form.invalidNamed', { fields: named }),
    });
    expect(readSaveRefusal(error, formT, text)).toMatchObject({
      message: 'Not saved. Please correct: Maximum single limit and Total quantity.',
    });
  });

  it('an edit refused for its side or coin: those fields, named, never "the highlighted fields"', () => {
    const kindFixed = (path: string) => ({
      path,
      code: 'not_allowed',
      message: 'The side, coin and fiat of an ad cannot be changed (reworded)',
      rule: 'kindFixed',
      params: {},
    });
    const error = refused(400, { errors: [kindFixed('ad.type'), kindFixed('ad.coin')] });
    const fixed = text('kindFixed');
    expect(fixed).toBe(
      'The side, coin and fiat of a saved ad cannot be changed; post a new ad instead',
    );
    expect(readSaveRefusal(error, formT, text)).toEqual({
      kind: 'fields',
      fields: [
        { field: 'type', message: fixed },
        { field: 'coin', message: fixed },
      ],
      message: 'Not saved. Please correct: Side (buy or sell) and Cryptocurrency.',
    });
  });

  it('a reworded English message changes nothing: the field shows the rule in the viewer words', () => {
    const fa = createIslandTranslator(adFormMessages('fa'), 'fa');
    const faText = adProblemText(fa);
    const error = refused(400, {
      errors: [
        {
          path: 'ad.minLimit',
          code: 'too_small',
          message: 'Single orders start at 10 GBP here (reworded)',
          rule: 'minBelowFloor',
          params: { min: '10', fiat: 'GBP' },
        },
      ],
    });
    expect(readSaveRefusal(error, fa, faText, { refusals: {}, locale: 'fa' })).toEqual({
      kind: 'fields',
      fields: [{ field: 'minLimit', message: faText('minBelowFloor', { min: '10', fiat: 'GBP' }) }],
      message: fa('ads.form.invalidNamed', { fields: fa('ads.form.minLimit') }),
    });
  });

  it('a problem with no field of its own is said with the reason', () => {
    const error = refused(
      400,
      { errors: [{ path: 'version', code: 'required', message: 'Required' }] },
      'Bad body',
    );
    expect(readSaveRefusal(error, formT, text)).toEqual({
      kind: 'message',
      message: 'Submit failed: Bad body',
    });
  });

  it('anything else keeps the server reason', () => {
    expect(readSaveRefusal(refused(500, null, 'Service unavailable'), formT, text)).toEqual({
      kind: 'message',
      message: 'Submit failed: Service unavailable',
    });
  });
});

describe('a refused row action', () => {
  it('delete with orders in progress says how many', () => {
    expect(
      readActionRefusal(
        refused(AD_CODES.hasOpenOrders, { openOrders: 2 }),
        { openOrders: 1 },
        listT,
      ),
    ).toEqual({
      kind: 'message',
      message: 'This ad has 2 orders in progress. It can be deleted once they are finished.',
    });
    expect(
      readActionRefusal(refused(AD_CODES.hasOpenOrders), { openOrders: 1 }, listT),
    ).toMatchObject({
      message: expect.stringContaining('1 order in progress'),
    });
  });

  it('a version conflict refreshes the list', () => {
    expect(readActionRefusal(refused(AD_CODES.versionConflict), { openOrders: 0 }, listT)).toEqual({
      kind: 'conflict',
    });
  });

  it('a status that no longer allows the action', () => {
    expect(readActionRefusal(refused(AD_CODES.statusConflict), { openOrders: 0 }, listT)).toEqual({
      kind: 'message',
      message: "This is not possible in the ad's current status.",
    });
  });
});
