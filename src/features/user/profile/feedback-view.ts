import type { FeedbackSummary } from '@/contract/entities';
import type { FeedbackRating } from '@/contract/orders-feedback';
import { formatRateOver } from '@/i18n/format';

/**
 * The profile's feedback section (issue 14, item 2), its pure parts: which page and which
 * ratings the query string asks for (`fpage`, `feedback=positive|negative`: plain links, so the
 * list pages without JavaScript and crawlers follow it), the links, the pager, and the positive
 * rate as the statistics show it. The other parts of the profile's view keep their own
 * parameters (`profile-query.ts`), so each section's links leave the others' choice as it is.
 */

const FEEDBACK_QUERY = { page: 'fpage', rating: 'feedback' } as const;
const MAX_PAGE = 100_000;
/** The section's anchor, so a page link lands on the list rather than the top of the profile. */
export const FEEDBACK_ANCHOR = 'feedback';

export interface FeedbackView {
  page: number;
  rating: FeedbackRating | null;
}

/** Reads the section's view, dropping what is malformed (page 1, both ratings). */
export function parseFeedbackView(search: URLSearchParams): FeedbackView {
  const page = Number(search.get(FEEDBACK_QUERY.page) ?? '1');
  const rating = search.get(FEEDBACK_QUERY.rating);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    rating: rating === 'positive' || rating === 'negative' ? rating : null,
  };
}

/**
 * A link to one view of the list: `base` is the profile's own link (with the other sections'
 * choices), the feedback's parameters are set on it (page 1 and both ratings left out).
 */
export function feedbackHref(base: string, view: FeedbackView): string {
  const [path = '', query = ''] = base.split('#')[0]?.split('?') ?? [];
  const params = new URLSearchParams(query);
  params.delete(FEEDBACK_QUERY.page);
  params.delete(FEEDBACK_QUERY.rating);
  if (view.rating) params.set(FEEDBACK_QUERY.rating, view.rating);
  if (view.page > 1) params.set(FEEDBACK_QUERY.page, String(view.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#${FEEDBACK_ANCHOR}`;
}

/** Pages of a list and the neighbours of `page` (null at either end). */
export function feedbackPager(
  total: number,
  page: number,
  pageSize: number,
): { pages: number; newer: number | null; older: number | null } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    pages,
    newer: page > 1 ? Math.min(page - 1, pages) : null,
    older: page < pages ? page + 1 : null,
  };
}

/** The positive rate with two decimals, or null before any feedback (shown as "—"). */
export function positiveRateText(feedback: FeedbackSummary | undefined): string | null {
  if (!feedback || feedback.positiveRate === null) return null;
  return formatRateOver(feedback.positiveRate, feedback.positive + feedback.negative);
}
