import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderAdSummary } from '@/features/market/OrderAdSummary';
import { PositiveFeedback } from '@/features/market/PositiveFeedback';
import { marketMessages } from '@/features/market/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { marketAdFixture } from './support/market-ad';

/**
 * The positive-feedback rate on market rows and the order panel (issue 14, item 2): the rate
 * with two decimals, "—" before any feedback (never 0 %), isolated left to right in Persian.
 */

const t = (locale: LocaleCode) => createIslandTranslator(marketMessages(locale), locale);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the positive-feedback rate', () => {
  it('shows the rate, or a dash before any feedback', () => {
    const rated = { feedback: { positive: 49, negative: 1, positiveRate: '98.00' } };
    expect(
      text(
        renderToStaticMarkup(createElement(PositiveFeedback, { advertiser: rated, t: t('en') })),
      ),
    ).toBe('98.00% positive');
    const none = { feedback: { positive: 0, negative: 0, positiveRate: null } };
    expect(
      text(renderToStaticMarkup(createElement(PositiveFeedback, { advertiser: none, t: t('en') }))),
    ).toBe('— positive');
    expect(
      text(renderToStaticMarkup(createElement(PositiveFeedback, { advertiser: {}, t: t('en') }))),
    ).toBe('— positive');
    expect(
      text(
        renderToStaticMarkup(createElement(PositiveFeedback, { advertiser: rated, t: t('fa') })),
      ),
    ).toBe('مثبت \u206898.00%\u2069');
  });

  it('is in the order panel’s summary of the ad', () => {
    const ad = marketAdFixture(
      {},
      { feedback: { positive: 3, negative: 1, positiveRate: '75.00' } },
    );
    const html = renderToStaticMarkup(
      createElement(OrderAdSummary, { ad, fiatScale: 2, coinScale: 2, now: 0, t: t('en') }),
    );
    expect(text(html)).toContain('75.00% positive');
  });
});
