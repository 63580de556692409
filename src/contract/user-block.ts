import { z } from 'zod';

import { idParam, pageQuery, paged, timestamp } from '@/contract/common';
import { endpoint, pickRefusals, refusal } from '@/contract/define';
import { recordId } from '@/contract/entities';

/**
 * The block list (issue 14, item 5). A user blocks another P2P user from an order page or their
 * profile: the blocked user's ads leave the blocker's market, and no new order is placed between
 * the two either way (running orders are not affected). Like the big exchanges, blocking and
 * unblocking are idempotent: blocking again answers the block already there (its first time),
 * unblocking someone not blocked answers "not blocked", so a double click or a second tab never
 * meets an error. The list has a cap (`p2p.blockListMax`).
 */

export const BLOCK_CODES = {
  /** The user tried to block themselves. */
  blockSelf: 110001,
  /** No P2P user with that id. */
  blockUserUnknown: 110002,
  /** The block list is full; `data.max`. */
  blockListFull: 110003,
  /** Placing an order on an ad of someone the user blocked (unblock to trade). */
  youBlockedAdvertiser: 110004,
  /** Placing an order on an ad of someone who blocked the user (said no more than that). */
  tradeBlocked: 110005,
} as const;

export const BLOCK_REFUSALS = {
  blockSelf: refusal({ code: BLOCK_CODES.blockSelf, summary: 'A user cannot block themselves' }),
  blockUserUnknown: refusal({
    code: BLOCK_CODES.blockUserUnknown,
    status: 404,
    summary: 'No P2P user with that id',
  }),
  blockListFull: refusal({
    code: BLOCK_CODES.blockListFull,
    params: z.object({ max: z.number().int().positive() }),
    summary: 'The block list holds `max` users already',
  }),
};

/**
 * The refusals of placing an order between two users when one blocked the other: declared here
 * and merged into the order area's table so `order/proceed` picks them like its own.
 */
export const BLOCK_ORDER_REFUSALS = {
  youBlockedAdvertiser: refusal({
    code: BLOCK_CODES.youBlockedAdvertiser,
    summary: 'The user blocked this advertiser: unblocking them allows trading again',
  }),
  tradeBlocked: refusal({
    code: BLOCK_CODES.tradeBlocked,
    summary: 'The advertiser does not trade with this user (says no more, as exchanges do)',
  }),
};

/** One user on the block list. */
export const blockedUser = z.object({
  userId: recordId,
  /** Their P2P nickname; null if they never set one. */
  nickname: z.string().nullable(),
  blockedAt: timestamp,
});
export type BlockedUser = z.infer<typeof blockedUser>;

/** Whether the signed-in user has blocked one user (`blockedAt` null when not). */
export const blockStatus = z.object({
  userId: recordId,
  blocked: z.boolean(),
  blockedAt: timestamp.nullable(),
});
export type BlockStatus = z.infer<typeof blockStatus>;

/** Block or unblock one user by id. */
export const blockRequest = z.object({ userId: recordId }).strict();

export const userBlockEndpoints = {
  c2cUserBlockList: endpoint({
    method: 'GET',
    path: '/c2c/v3/user/block/list',
    auth: 'user',
    query: z.object(pageQuery).strict(),
    data: paged(blockedUser),
    summary: 'The users the signed-in user blocked, most recent first, paged',
  }),
  c2cUserBlockStatus: endpoint({
    method: 'GET',
    path: '/c2c/v3/user/block/status',
    auth: 'user',
    query: z.object({ userId: idParam }).strict(),
    data: blockStatus,
    summary: 'Whether the signed-in user blocked one user (an unknown id answers not blocked)',
  }),
  c2cUserBlock: endpoint({
    method: 'POST',
    path: '/c2c/v3/user/block',
    auth: 'user',
    body: blockRequest,
    data: blockStatus,
    refusals: pickRefusals(BLOCK_REFUSALS, 'blockSelf', 'blockUserUnknown', 'blockListFull'),
    summary: 'Block a user (idempotent: blocking again keeps the first block’s time)',
  }),
  c2cUserUnblock: endpoint({
    method: 'POST',
    path: '/c2c/v3/user/unblock',
    auth: 'user',
    body: blockRequest,
    data: blockStatus,
    summary: 'Unblock a user (idempotent: someone not blocked answers not blocked)',
  }),
} as const;
