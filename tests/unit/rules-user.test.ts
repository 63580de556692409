import { afterEach, describe, expect, it } from 'vitest';
import { mayTradeP2p } from '@/rules/user';
import { clearSession, setSession, type SessionUser } from '@/stores/session';
import { $isWalletUser } from '@/stores/session-flags';

const user: SessionUser = {
  uid: '10001',
  type: 3,
  loginType: 'account',
  email: 'a@example.com',
  phone: null,
  walletAddress: null,
  level: 0,
  isAuth: true,
  nickname: null,
};

afterEach(() => clearSession());

describe('who may trade P2P', () => {
  it('is an account login of type 3, nobody else', () => {
    expect(mayTradeP2p({ loginType: 'account', type: 3 })).toBe(true);
    expect(mayTradeP2p({ loginType: 'wallet', type: 2 })).toBe(false);
    expect(mayTradeP2p({ loginType: 'wallet', type: 3 })).toBe(false);
    expect(mayTradeP2p({ loginType: 'account', type: 2 })).toBe(false);
  });

  it('is what the page reads: a user the sandbox refuses is a wallet user to the page too', () => {
    setSession({ user });
    expect($isWalletUser.get()).toBe(false);
    // The sandbox refused this user (type 2) even with an account login; the page used to
    // read the login kind only and offered them trading.
    setSession({ user: { ...user, type: 2 } });
    expect($isWalletUser.get()).toBe(true);
    clearSession();
    expect($isWalletUser.get()).toBe(false);
  });
});
