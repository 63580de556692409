import { afterEach, describe, expect, it } from 'vitest';
import {
  $session,
  clearSession,
  hydrateSession,
  setSession,
  type SessionUser,
} from '@/stores/session';
import { $isLoggedIn, $isWalletUser } from '@/stores/session-flags';
import { maskEmail, maskPhone } from '@/rules/verification';
import { displayName, shortenAddress } from '@/stores/mask';

const account: SessionUser = {
  uid: '10001',
  type: 3,
  loginType: 'account',
  email: 'abcdef@example.com',
  phone: '13812345678',
  walletAddress: null,
  level: 2,
  isAuth: true,
  nickname: 'abc',
};

const wallet: SessionUser = {
  ...account,
  uid: '10002',
  type: 2,
  loginType: 'wallet',
  email: null,
  phone: null,
  walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
};

afterEach(() => clearSession());

describe('masking helpers', () => {
  it('masks an email to its first two characters and the domain', () => {
    expect(maskEmail('abcdef@example.com')).toBe('ab***@example.com');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('masks a phone number to its first two and last four digits, as the sandbox does', () => {
    expect(maskPhone('13812345678')).toBe('13****5678');
    expect(maskPhone('7712345')).toBe('7****45');
    expect(maskPhone('123')).toBe('****');
  });

  it('shortens a wallet address to its first four and last four characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x12…abcd');
    expect(shortenAddress('0x12ab')).toBe('0x12ab');
  });

  it('shows the masked email first, then the masked phone, then the short wallet address', () => {
    expect(displayName(account)).toBe('ab***@example.com');
    expect(displayName({ ...account, email: null })).toBe('13****5678');
    expect(displayName(wallet)).toBe('0x12…abcd');
    expect(displayName(null)).toBe('');
  });
});

describe('$session', () => {
  it('starts logged out', () => {
    expect($session.get()).toEqual({ token: null, user: null });
    expect($isLoggedIn.get()).toBe(false);
  });

  it('derives the login state and the account kind from the session', () => {
    setSession({ token: 't', user: account });
    expect($isLoggedIn.get()).toBe(true);
    expect($isWalletUser.get()).toBe(false);

    setSession({ token: 't', user: wallet });
    expect($isWalletUser.get()).toBe(true);
  });

  it('counts a server-provided user as logged in when the token stays in the HttpOnly cookie', () => {
    setSession({ user: account });
    expect($session.get().token).toBeNull();
    expect($isLoggedIn.get()).toBe(true);
  });

  it('hydrates from the JSON the server rendered and drops fields it does not keep', () => {
    const loaded = hydrateSession(
      JSON.stringify({ user: { ...account, areaCode: '86', swapOpen: false } }),
    );
    expect(loaded).toBe(true);
    expect($session.get().user).toEqual(account);
  });

  it('clears the session instead of trusting malformed JSON', () => {
    setSession({ token: 't', user: account });
    expect(hydrateSession('{"user": {"uid": 5}}')).toBe(false);
    expect($session.get()).toEqual({ token: null, user: null });
    setSession({ token: 't', user: account });
    expect(hydrateSession('not json')).toBe(false);
    expect($isLoggedIn.get()).toBe(false);
  });

  it('logs out with clearSession', () => {
    setSession({ token: 't', user: account });
    clearSession();
    expect($isLoggedIn.get()).toBe(false);
  });
});
