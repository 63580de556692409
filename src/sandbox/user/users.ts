import type { z } from 'zod';
import type { MerchantStatus } from '@/contract/entities';
import type { Persona } from '@/contract/sandbox';
import { stmt, type Db } from '@/sandbox/db/database';
import { bool, int, text, textOrNull, type Row } from '@/sandbox/db/rows';
import type { userInfo } from '@/contract/user';

/** The wire shape of `GET /user/user/base`: the contract defines these fields once. */
type UserInfo = z.infer<typeof userInfo>;

/** Merchant application progress before certification (`users.merchant_stage`). */
export type MerchantStage = Exclude<MerchantStatus, 'certified'>;

const MERCHANT_STAGES: readonly MerchantStage[] = [
  'not_verified',
  'under_review',
  'failed',
  'approved',
  'portal_closed',
];

function merchantStage(row: Row): MerchantStage {
  const value = text(row, 'merchant_stage');
  const stage = MERCHANT_STAGES.find((s) => s === value);
  if (!stage) throw new TypeError(`Column "merchant_stage" has an unknown value "${value}"`);
  return stage;
}

/** A user as the services see it (the row, typed): the contract's user info plus sandbox data. */
export interface UserRecord extends UserInfo {
  id: number;
  persona: string | null;
  /** Certified advertiser: the deposit is locked (the merchant services keep it so). */
  isMerchant: boolean;
  /** Where the merchant application stands; `merchantStatusOf` combines it with the rest. */
  merchantStage: MerchantStage;
  brokerStatus: number;
  country: string | null;
  createdAt: number;
}

export function toUserRecord(row: Row): UserRecord {
  const loginType = text(row, 'login_type');
  return {
    id: int(row, 'id'),
    uid: text(row, 'uid'),
    persona: textOrNull(row, 'persona'),
    type: int(row, 'type'),
    loginType: loginType === 'wallet' ? 'wallet' : 'account',
    email: textOrNull(row, 'email'),
    areaCode: textOrNull(row, 'area_code'),
    phone: textOrNull(row, 'phone'),
    walletAddress: textOrNull(row, 'wallet_address'),
    level: int(row, 'level'),
    isAuth: bool(row, 'is_auth'),
    isMerchant: bool(row, 'is_merchant'),
    merchantStage: merchantStage(row),
    brokerStatus: int(row, 'broker_status'),
    swapOpen: bool(row, 'swap_open'),
    inviteCode: text(row, 'invite_code'),
    nickname: textOrNull(row, 'nickname'),
    country: textOrNull(row, 'country'),
    createdAt: int(row, 'created_at'),
  };
}

export function findUserByPersona(db: Db, persona: Persona): UserRecord | undefined {
  const row = stmt(db, 'SELECT * FROM users WHERE persona = ?').get(persona);
  return row ? toUserRecord(row) : undefined;
}

/** The wire shape of `GET /user/user/base` (only the contract's fields, nothing sandbox-only). */
export function toUserInfo(user: UserRecord): UserInfo {
  return {
    uid: user.uid,
    type: user.type,
    loginType: user.loginType,
    email: user.email,
    phone: user.phone,
    areaCode: user.areaCode,
    walletAddress: user.walletAddress,
    level: user.level,
    isAuth: user.isAuth,
    inviteCode: user.inviteCode,
    nickname: user.nickname,
    swapOpen: user.swapOpen,
  };
}

/** Opens swap for the user; opening it again changes nothing. */
export function openSwap(db: Db, userId: number): void {
  stmt(db, 'UPDATE users SET swap_open = 1 WHERE id = ?').run(userId);
}
