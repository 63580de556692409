import { z } from 'zod';

import { idParam, pageQuery, paged, timestamp } from '@/contract/common';
import { endpoint, pickRefusals, refusal } from '@/contract/define';
import { feedbackSummary, orderNo, recordId } from '@/contract/entities';
import { ORDER_REFUSALS } from '@/contract/orders-refusals';

/**
 * Feedback after a trade (issue 14, item 2). Once an order is completed, each of its two parties
 * may rate the other positive or negative with an optional comment, once per order, and change
 * it until `p2p.feedbackEditDays` after the order completed. The calls sit with the order's
 * (`/c2c/v3/order/feedback…`) because feedback belongs to one order, as its chat does; a user's
 * received feedback is public, beside the other public user calls
 * (`/c2c/v3/public/user/feedback`, the profile's list). Comments are shown as text, never HTML.
 */

/** Longest comment, in characters (after trimming). */
export const FEEDBACK_COMMENT_MAX = 200;
/** Comments per page of a profile's list. */
export const FEEDBACK_PAGE_SIZE = 10;

/** Positive or negative. */
export const feedbackRating = z.enum(['positive', 'negative'], {
  error: 'Choose positive or negative',
});
export type FeedbackRating = z.infer<typeof feedbackRating>;

/**
 * The comment rule both sides use: trimmed, at most FEEDBACK_COMMENT_MAX characters (counted
 * as the user sees them, so an emoji is one); empty means no comment.
 */
export const feedbackComment = z
  .string()
  .trim()
  .refine((text) => [...text].length <= FEEDBACK_COMMENT_MAX, {
    message: `A comment can have at most ${FEEDBACK_COMMENT_MAX} characters`,
    params: { code: 'too_big' },
  });

/** Give or change my feedback on an order. */
export const feedbackRequest = z
  .object({ orderNo, rating: feedbackRating, comment: feedbackComment.default('') })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

/** One feedback as stored: its rating, comment and when it was given and last changed. */
export const orderFeedback = z.object({
  rating: feedbackRating,
  comment: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OrderFeedback = z.infer<typeof orderFeedback>;

/**
 * An order's feedback as one of its parties sees it: what I gave (null before I did), what the
 * other party gave me, whether I may give or change mine, and until when (null while the order
 * is not completed).
 */
export const orderFeedbackView = z.object({
  orderNo,
  mine: orderFeedback.nullable(),
  theirs: orderFeedback.nullable(),
  editable: z.boolean(),
  editableUntil: timestamp.nullable(),
  now: timestamp,
});
export type OrderFeedbackView = z.infer<typeof orderFeedbackView>;

/** One feedback a user received, for their profile: who left it (nickname only) and when. */
export const receivedFeedback = z.object({
  id: recordId,
  rating: feedbackRating,
  comment: z.string(),
  fromNickname: z.string(),
  updatedAt: timestamp,
});
export type ReceivedFeedback = z.infer<typeof receivedFeedback>;

/** A user's received feedback, latest first, one page, with the counts of all of it. */
export const receivedFeedbackPage = paged(receivedFeedback).extend({ summary: feedbackSummary });
export type ReceivedFeedbackPage = z.infer<typeof receivedFeedbackPage>;

const receivedFeedbackQuery = z
  .object({
    userId: idParam,
    page: pageQuery.page,
    pageSize: z.coerce.number().int().min(1).max(50).default(FEEDBACK_PAGE_SIZE),
    /** Only positive or only negative feedback; none: both. */
    rating: feedbackRating.optional(),
  })
  .strict();

/** Refusal codes of feedback calls (bad input is code 400 with field errors, as elsewhere). */
export const FEEDBACK_CODES = {
  /** Feedback is left on a completed order only. */
  feedbackNotCompleted: 102070,
  /** The window to change feedback ended (`p2p.feedbackEditDays` after completion). */
  feedbackWindowClosed: 102071,
} as const;

export const FEEDBACK_REFUSALS = {
  feedbackNotCompleted: refusal({
    code: FEEDBACK_CODES.feedbackNotCompleted,
    status: 409,
    summary: 'Feedback can be left only once the order is completed',
  }),
  feedbackWindowClosed: refusal({
    code: FEEDBACK_CODES.feedbackWindowClosed,
    status: 409,
    params: z.object({ closedAt: timestamp }),
    summary: 'The time to leave or change feedback on this order has ended (`closedAt`)',
  }),
};

export const ordersFeedbackEndpoints = {
  c2cOrderFeedback: endpoint({
    method: 'GET',
    path: '/c2c/v3/order/feedback',
    auth: 'user',
    query: z.object({ orderNo }).strict(),
    data: orderFeedbackView,
    refusals: pickRefusals(ORDER_REFUSALS, 'orderNotFound'),
    summary:
      'An order’s feedback for one of its parties: mine, theirs, and until when mine can change',
  }),
  c2cOrderFeedbackGive: endpoint({
    method: 'POST',
    path: '/c2c/v3/order/feedback/give',
    auth: 'user',
    errors: 'self',
    body: feedbackRequest,
    data: orderFeedbackView,
    refusals: { ...pickRefusals(ORDER_REFUSALS, 'orderNotFound'), ...FEEDBACK_REFUSALS },
    summary:
      'Give or change my feedback on a completed order (once per order, changeable for a while)',
  }),
  c2cPublicUserFeedback: endpoint({
    method: 'GET',
    path: '/c2c/v3/public/user/feedback',
    auth: 'public',
    query: receivedFeedbackQuery,
    data: receivedFeedbackPage,
    summary: 'Feedback a user received, latest first (paged), with their positive rate and counts',
  }),
};
