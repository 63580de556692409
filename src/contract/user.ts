import { z } from 'zod';
import { decimal, empty, idParam, pageQuery, paged, timestamp } from '@/contract/common';
import { endpoint } from '@/contract/define';
import { marketAlertLink } from '@/contract/market-searches';
import { fiatCode } from '@/contract/asset-codes';
import {
  advertiserStatistics,
  certificationTier,
  merchantStatus,
  nickname,
  recordId,
} from '@/contract/entities';

/**
 * User (spec section 7): session, user info, VIP levels, internal messages, the swap switch,
 * and the P2P profile and nickname (`/c2c/v3/user/...`). Fields the spec leaves out are designed here
 * once; the sandbox answers exactly these shapes.
 */

/** `0` unread, `1` read. */
const messageStatus = z.union([z.literal(0), z.literal(1)]);

export const userInfo = z.object({
  /** Public user id shown in the UI (digits). */
  uid: z.string(),
  /** 3 = account user with full menus; 2 = wallet-connected user. */
  type: z.number().int(),
  loginType: z.enum(['account', 'wallet']),
  /** Raw values: the UI masks them for display. */
  email: z.string().nullable(),
  /** National number without the area code. */
  phone: z.string().nullable(),
  /** Country calling code without "+", e.g. "44". */
  areaCode: z.string().nullable(),
  walletAddress: z.string().nullable(),
  /** VIP level, shown as "VIP n". */
  level: z.number().int().min(0),
  /** Identity verified for P2P. */
  isAuth: z.boolean(),
  inviteCode: z.string(),
  /** P2P nickname; null until the user sets one. */
  nickname: z.string().nullable(),
  /** Whether the swap feature was opened (`POST /user/user/swap/open`). */
  swapOpen: z.boolean(),
});

export const internalMessage = z.object({
  id: z.number().int().positive(),
  status: messageStatus,
  title: z.string(),
  content: z.string(),
  pushTime: timestamp,
  /** A message about an order event: its code (e.g. `order.paid`); absent on other messages. */
  event: z.string().optional(),
  /** The order such a message concerns, so a reader can link to it. */
  orderNo: z.string().optional(),
  /** A saved search's alert (`market.alert`): the search and the ad, so a reader can link to them. */
  alert: marketAlertLink.optional(),
});

const vipLevel = z.object({
  level: z.number().int().min(0),
  /** Spot fee rates as decimal fractions, e.g. "0.001" = 0.1 %. */
  makerFeeRate: decimal,
  takerFeeRate: decimal,
  /** Requirements to reach the level, in USD. */
  minAssetsUsd: decimal,
  min30dVolumeUsd: decimal,
  /** Withdrawal limit per 24 h, in BTC. */
  withdrawLimitBtc: decimal,
});

/**
 * The P2P profile of the signed-in user. `nickname` is null until set (the nickname setup
 * screen). `homeFiat` is the fiat of the identity country, the only one the user may trade.
 * `orderBlockedUntil` is set once the daily cancellation cap is reached.
 */
const c2cUserInfo = z.object({
  userId: recordId,
  nickname: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  identityVerified: z.boolean(),
  identityCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  homeFiat: fiatCode.nullable(),
  tier: certificationTier,
  merchantStatus,
  registeredAt: timestamp,
  pendingOrders: z.number().int().nonnegative(),
  cancelledToday: z.number().int().nonnegative(),
  orderBlockedUntil: timestamp.nullable(),
  statistics: advertiserStatistics,
});
export type C2cUserInfo = z.infer<typeof c2cUserInfo>;

/** Nickname change: sent as a form, like the page it replaces did. */
export const nicknameChangeRequest = z.object({ nickname }).strict();

export const userEndpoints = {
  logout: endpoint({
    method: 'POST',
    path: '/user/logout',
    // Public on purpose: logging out with an expired token must not bounce to the login page.
    auth: 'public',
    data: empty,
    summary: 'Ends the session of the token (header or cookie) and clears the session cookie.',
  }),
  userBase: endpoint({
    method: 'GET',
    path: '/user/user/base',
    auth: 'user',
    data: userInfo,
    summary: 'The logged-in user: type, login type, email/phone/wallet, VIP level, verification.',
  }),
  vipLevelConfig: endpoint({
    method: 'GET',
    path: '/user/vip/level/config',
    auth: 'public',
    data: z.array(vipLevel),
    summary: 'VIP levels with fee rates and requirements.',
  }),
  internalMsgsUnread: endpoint({
    method: 'GET',
    path: '/user/internal-msgs/unread',
    auth: 'user',
    data: z.object({ num: z.number().int().min(0) }),
    summary: 'Number of unread internal messages.',
  }),
  internalMsgs: endpoint({
    method: 'GET',
    path: '/user/internal-msgs',
    auth: 'user',
    query: z.object(pageQuery).strict(),
    data: paged(internalMessage),
    summary: 'Internal messages, newest first, paged.',
  }),
  internalMsgRead: endpoint({
    method: 'POST',
    path: '/user/internal-msgs/:id',
    auth: 'user',
    params: z.object({ id: idParam }).strict(),
    data: empty,
    summary: 'Marks one of the user’s messages read (repeating it is harmless).',
  }),
  swapOpen: endpoint({
    method: 'POST',
    path: '/user/user/swap/open',
    auth: 'user',
    data: z.object({ swapOpen: z.literal(true) }),
    summary: 'Opens the swap feature for the user (repeating it is harmless).',
  }),
  c2cUserInfo: endpoint({
    method: 'GET',
    path: '/c2c/v3/user/info',
    auth: 'user',
    data: c2cUserInfo,
    summary: 'P2P profile of the signed-in user: nickname, verification, tier, statistics',
  }),
  c2cNicknameChange: endpoint({
    method: 'POST',
    path: '/c2c/v3/user/nickname-change',
    auth: 'user',
    bodyType: 'form',
    body: nicknameChangeRequest,
    data: z.object({ nickname: z.string() }),
    summary: 'Set or change the P2P nickname (2-10 characters)',
  }),
} as const;
