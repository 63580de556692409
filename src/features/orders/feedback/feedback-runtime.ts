import { api } from '@/client/api';
import { refusalOf } from '@/client/refusal';
import {
  feedbackComment,
  ordersFeedbackEndpoints as feedback,
  type FeedbackRating,
  type OrderFeedbackView,
} from '@/contract/orders-feedback';
import type { LocaleCode } from '@/i18n/locales';
import { errorText, fieldCodeText, type RefusalMessages } from '@/i18n/refusal-text';

/**
 * The order page's feedback calls and rules (issue 14, item 2), loaded with the feedback panel
 * only (the API client's feedback calls and zod stay out of the page's first script).
 */

/** The order's feedback as the viewer sees it; the panel says so itself when it fails. */
export function fetchFeedback(orderNo: string, signal?: AbortSignal): Promise<OrderFeedbackView> {
  return api.call(feedback.c2cOrderFeedback, { query: { orderNo } }, { errors: 'silent', signal });
}

export function giveFeedback(
  orderNo: string,
  rating: FeedbackRating,
  comment: string,
): Promise<OrderFeedbackView> {
  return api.call(
    feedback.c2cOrderFeedbackGive,
    { body: { orderNo, rating, comment } },
    { errors: 'self' },
  );
}

/** True when the comment breaks the contract's own rule (too long once trimmed). */
export function commentTooLong(comment: string): boolean {
  return !feedbackComment.safeParse(comment).success;
}

/** Characters of a comment as the rule counts them (trimmed, an emoji is one). */
export function commentLength(comment: string): number {
  return [...comment.trim()].length;
}

/**
 * A refused save in the reader's language: the refusal's message by its code, a field error by
 * its field code, the server's `msg` only for an unknown code, else `fallback`. `closed` says
 * the window ended under the viewer (the panel then reloads the feedback).
 */
export function saveProblem(
  error: unknown,
  words: { refusals: RefusalMessages; locale: LocaleCode },
  fallback: string,
): { text: string; closed: boolean } {
  const refusal = refusalOf(feedback.c2cOrderFeedbackGive, error);
  const closed = refusal?.name === 'feedbackWindowClosed';
  if (refusal?.name === 'invalid') {
    const field = refusal.fieldErrors
      .map((found) => fieldCodeText(found.code, words.refusals))
      .find((text) => text !== null);
    if (field) return { text: field, closed };
  }
  const text = errorText(feedback.c2cOrderFeedbackGive, error, words.refusals, {
    locale: words.locale,
    fallback,
  });
  return { text, closed };
}
