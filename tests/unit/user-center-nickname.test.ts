import { describe, expect, it } from 'vitest';
import { formatPlural } from '@/i18n/plural';
import en from '../../locales/en/user-center.json';
import {
  checkNickname,
  NICKNAME_MAX,
  NICKNAME_MIN,
  type NicknameText,
} from '@/features/user/center/nickname-rule';
import { nicknameChangeRequest } from '@/contract/user';

const text: NicknameText = (key, params) => formatPlural(en[key], params ?? {}, 'en');
const LENGTH = 'Nickname length is between 2 and 10 characters';

describe('nickname rule', () => {
  it('reads 2 and 10 from the contract', () => {
    expect([NICKNAME_MIN, NICKNAME_MAX]).toEqual([2, 10]);
  });

  it('accepts 2 to 10 letters (any script), digits, _ and -, trimmed', () => {
    for (const name of ['Vy', 'VerifiedVe', 'trader_01', 'نام-کاربر', '小明']) {
      expect(checkNickname(name, text), name).toEqual({ ok: true, nickname: name });
    }
    expect(checkNickname('  Vera  ', text)).toEqual({ ok: true, nickname: 'Vera' });
  });

  it('gives the spec message for too short and too long', () => {
    for (const name of ['V', ' V ', 'ElevenChars']) {
      expect(checkNickname(name, text), name).toMatchObject({
        ok: false,
        problem: 'userCenter.nickname.length',
        message: LENGTH,
      });
    }
  });

  it('requires a value (nothing, blanks, or not text at all)', () => {
    for (const value of ['', '   ', null, undefined, new Blob(['x'])]) {
      expect(checkNickname(value, text)).toMatchObject({
        ok: false,
        message: 'Please enter a nickname',
      });
    }
  });

  it('refuses spaces and symbols inside', () => {
    expect(checkNickname('Vera C', text)).toMatchObject({
      ok: false,
      message: 'Nickname can only contain letters, digits, _ and -',
    });
    expect(checkNickname('<b>hi</b>', text)).toMatchObject({ ok: false });
  });

  it('accepts exactly what the nickname-change request accepts', () => {
    for (const name of ['Vy', 'a b', 'x', 'ElevenChars', 'ok_name', '']) {
      expect(checkNickname(name, text).ok, name).toBe(
        nicknameChangeRequest.safeParse({ nickname: name }).success,
      );
    }
  });
});
