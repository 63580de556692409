import { describe, expect, it } from 'vitest';
import {
  feedbackHref,
  feedbackPager,
  parseFeedbackView,
  positiveRateText,
} from '@/features/user/profile/feedback-view';
import { profileHref } from '@/features/user/profile/profile-query';
import { profileMessages } from '@/features/user/profile/server/messages';
import { LOCALE_CODES } from '@/i18n/locales';

/**
 * The profile's feedback section and the figures' explanations (issue 14, items 2 and 3): the
 * list's view from the query string, its links keeping the other sections' choices, the pager,
 * the positive rate ("—" before any feedback), and one sentence per figure in every language.
 */

describe('the feedback list’s view', () => {
  it('reads the page and the rating, dropping what is malformed', () => {
    expect(parseFeedbackView(new URLSearchParams(''))).toEqual({ page: 1, rating: null });
    expect(parseFeedbackView(new URLSearchParams('fpage=3&feedback=negative'))).toEqual({
      page: 3,
      rating: 'negative',
    });
    expect(parseFeedbackView(new URLSearchParams('fpage=0&feedback=<b>'))).toEqual({
      page: 1,
      rating: null,
    });
  });

  it('links a view on the profile’s own link, keeping the chart and ads choices', () => {
    const base = profileHref('fa', 3, { days: 7, side: 'sell', page: 2 });
    expect(feedbackHref(base, { page: 2, rating: 'positive' })).toBe(
      '/fa/addetail/3?days=7&side=sell&page=2&feedback=positive&fpage=2#feedback',
    );
    expect(feedbackHref('/addetail/3?fpage=4&feedback=negative', { page: 1, rating: null })).toBe(
      '/addetail/3#feedback',
    );
  });

  it('pages newest first with neighbours at each end', () => {
    expect(feedbackPager(0, 1, 10)).toEqual({ pages: 1, newer: null, older: null });
    expect(feedbackPager(25, 1, 10)).toEqual({ pages: 3, newer: null, older: 2 });
    expect(feedbackPager(25, 3, 10)).toEqual({ pages: 3, newer: 2, older: null });
  });

  it('shows the positive rate only once there is feedback', () => {
    expect(positiveRateText(undefined)).toBeNull();
    expect(positiveRateText({ positive: 0, negative: 0, positiveRate: null })).toBeNull();
    expect(positiveRateText({ positive: 97, negative: 3, positiveRate: '97.00' })).toBe('97.00');
  });
});

describe('the figures explained', () => {
  it('has one sentence for each figure in every language, the completion rate naming its causes', () => {
    const keys = [
      'profile.explain.orders30d',
      'profile.explain.completion30d',
      'profile.explain.avgRelease',
      'profile.explain.positiveRate',
    ] as const;
    for (const locale of LOCALE_CODES) {
      const messages = profileMessages(locale);
      for (const key of keys) expect(messages[key], `${locale} ${key}`).toMatch(/\S/);
    }
    expect(profileMessages('en')['profile.explain.completion30d']).toBe(
      'Completed orders out of those 30-day orders: a buyer’s own cancellation or a payment timeout does not count against the advertiser, an appeal decided against the seller does.',
    );
  });
});
