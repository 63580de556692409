import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { MerchantDetail } from '@/contract/merchant';
import { MERCHANT_CODES } from '@/contract/merchant-refusals';
import { createIslandTranslator } from '@/i18n/island-t';
import { lockRefusal, releaseRefusal } from '@/features/merchant/auth-problems';
import { balanceTooLow, depositProblem } from '@/features/merchant/deposit-check';
import { formatExact } from '@/i18n/format';
import { applyView, isLive, lockAmount, nextAction } from '@/features/merchant/merchant-view';
import { authMessages } from '@/features/merchant/server/messages';

const t = createIslandTranslator(authMessages('en'), 'en');

/** A rejection as the API client gives it. */
function refused(code: number, data: unknown = null, msg = 'x', status = 400): ApiError {
  return new ApiError({ kind: 'server', code, msg, data, status, traceId: 't' });
}

function detail(
  status: MerchantDetail['status'],
  identityVerified = true,
  extra: Partial<MerchantDetail> = {},
): MerchantDetail {
  return {
    status,
    failReason: null,
    submittedAt: null,
    reviewedAt: null,
    reviewDueAt: null,
    requiredDeposit: { coin: 'USDT', amount: '500' },
    application: null,
    deposit: null,
    checklist: {
      identityVerified,
      balance: { coin: 'USDT', available: '1500', threshold: '500', sufficient: true },
      depositLocked: false,
      agreementAccepted: false,
    },
    canRelease: false,
    blockers: { listedAds: 0, openOrders: 0 },
    ...extra,
  };
}

describe('merchant states', () => {
  it('shows /becomeMember’s panel for each state; the form needs identity verification', () => {
    expect(applyView(detail('not_verified'), false)).toBe('form');
    expect(applyView(detail('not_verified', false), false)).toBe('identity');
    expect(applyView(detail('under_review'), false)).toBe('review');
    expect(applyView(detail('failed'), false)).toBe('failed');
    expect(applyView(detail('failed'), true)).toBe('form');
    expect(applyView(detail('failed', false), true)).toBe('identity');
    expect(applyView(detail('approved'), false)).toBe('approved');
    expect(applyView(detail('certified'), true)).toBe('certified');
    expect(applyView(detail('portal_closed'), true)).toBe('closed');
  });

  it('offers /authAdvertising’s next step for each state', () => {
    expect(nextAction(detail('not_verified'))).toBe('apply');
    expect(nextAction(detail('not_verified', false))).toBe('identity');
    expect(nextAction(detail('under_review'))).toBe('wait');
    expect(nextAction(detail('failed'))).toBe('retry');
    expect(nextAction(detail('approved'))).toBe('lock');
    expect(nextAction(detail('certified'))).toBe('certified');
    expect(nextAction(detail('portal_closed'))).toBe('closed');
  });

  it('locks what was offered when applying, else the required deposit', () => {
    expect(lockAmount(detail('approved'))).toEqual({ coin: 'USDT', amount: '500' });
    const offered = detail('approved', true, { application: { coin: 'USDT', amount: '750' } });
    expect(lockAmount(offered)).toEqual({ coin: 'USDT', amount: '750' });
  });

  it('stays live while a review is pending or a transfer is awaited', () => {
    expect(isLive(detail('under_review'), false)).toBe(true);
    expect(isLive(detail('approved'), false)).toBe(false);
    expect(isLive(detail('approved'), true)).toBe(true);
  });

  it('shows coin amounts grouped with 2 to 8 decimals, exactly', () => {
    expect(formatExact('1500')).toBe('1,500.00');
    expect(formatExact('0.00012')).toBe('0.00012');
    expect(formatExact('12345.123456789')).toBe('12,345.12345679');
  });
});

describe('deposit checks', () => {
  const required = { coin: 'USDT', amount: '500' };
  it('compares exact decimals with the balance of the same coin only', () => {
    expect(balanceTooLow({ coin: 'USDT', available: '499.999' }, required)).toBe(true);
    expect(balanceTooLow({ coin: 'USDT', available: '500.000' }, required)).toBe(false);
    expect(balanceTooLow({ coin: 'BTC', available: '0' }, required)).toBe(false);
    expect(balanceTooLow(null, required)).toBe(false);
  });

  it('names the problem of an offered amount', () => {
    expect(depositProblem('', required, null)?.key).toBe('merchant.deposit.invalid');
    expect(depositProblem('1e3', required, null)?.key).toBe('merchant.deposit.invalid');
    expect(depositProblem('499', required, null)).toEqual({
      key: 'merchant.deposit.tooLow',
      params: { num: '500', currency: 'USDT' },
    });
    expect(depositProblem('600', required, { coin: 'USDT', available: '550' })).toEqual({
      key: 'merchant.deposit.balanceTooLow',
      params: { currency: 'USDT', num: '600' },
    });
    expect(depositProblem(' 600 ', required, { coin: 'USDT', available: '600' })).toBeNull();
  });
});

describe('refused deposit lock and release', () => {
  it('words a lock refused for the balance like the check before it, with the way out', () => {
    expect(
      lockRefusal(
        refused(MERCHANT_CODES.balanceTooLow, { coin: 'USDT', amount: '500' }),
        { coin: 'USDT', amount: '500' },
        t,
      ),
    ).toEqual({ message: 'Your USDT balance is less than 500', balance: true });
    expect(
      lockRefusal(
        refused(MERCHANT_CODES.stateConflict, null, 'Not approved', 409),
        { coin: 'USDT', amount: '500' },
        t,
      ),
    ).toEqual({ message: 'The deposit was not locked: Not approved', balance: false });
  });

  it('tells a wrong code from ads and orders that block the release', () => {
    expect(releaseRefusal(refused(MERCHANT_CODES.codeInvalid), t).kind).toBe('code');
    // A wrong code's tries left, a void code and a locked channel stay in the two-factor dialog,
    // which is handed the refusal to show them.
    expect(releaseRefusal(refused(MERCHANT_CODES.codeInvalid, { attemptsLeft: 3 }), t)).toEqual({
      kind: 'code',
      message: expect.any(String),
      refusal: expect.objectContaining({ name: 'codeInvalid', params: { attemptsLeft: 3 } }),
    });
    expect(releaseRefusal(refused(101006), t)).toMatchObject({
      kind: 'code',
      refusal: { name: 'codeVoided' },
    });
    expect(releaseRefusal(refused(101007, { unlockAt: 5 }, 'Locked', 429), t)).toMatchObject({
      kind: 'code',
      refusal: { name: 'channelLocked', params: { unlockAt: 5 } },
    });
    expect(
      releaseRefusal(refused(MERCHANT_CODES.releaseBlocked, { listedAds: 2, openOrders: 1 }), t),
    ).toEqual({
      kind: 'blocked',
      listedAds: 2,
      openOrders: 1,
      message:
        'You have 2 listed ads and 1 open order: delist your ads and finish your orders first',
    });
    expect(releaseRefusal(refused(500, null, '', 500), t)).toEqual({
      kind: 'failed',
      message: 'Something went wrong. Please try again.',
    });
  });
});
