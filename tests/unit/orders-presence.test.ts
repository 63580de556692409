import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * The order page says whether the other party is around (issue 14, item 7): "Online" or "Last
 * seen N minutes ago" under their nickname, counted from the detail's server time (so the
 * server's HTML and the hydrated island agree), in the page's language; nothing when the API
 * does not report it or the party was never seen.
 */

const render = (detail: OrderDetail, locale: LocaleCode = 'en') =>
  renderToStaticMarkup(
    createElement(OrderIsland, {
      locale,
      messages: ordersMessages(locale),
      detail,
      scales: { fiat: 2, coin: 4 },
      renderTwoFactor: () => null,
    }),
  );

/** The presence element of the side column's party block, or null. */
function partyPresence(html: string): { state: string; text: string } | null {
  const party = html.slice(html.indexOf('class="order-party"'));
  const block = party.slice(0, party.indexOf('</p>'));
  const match = /<span class="presence" data-presence="(\w+)">([^<]*)<\/span>/.exec(block);
  return match ? { state: match[1] ?? '', text: match[2] ?? '' } : null;
}

describe('the other party’s presence on the order page', () => {
  it('says the seller is online', () => {
    const html = render(orderFixture({ counterpartyPresence: { online: true, lastSeenAt: NOW } }));
    expect(partyPresence(html)).toEqual({ state: 'online', text: 'Online' });
  });

  it('says when an offline party was last seen, from the server’s now, in the page’s language', () => {
    const detail = orderFixture({
      counterpartyPresence: { online: false, lastSeenAt: NOW - 7 * MIN },
    });
    expect(partyPresence(render(detail))).toEqual({
      state: 'offline',
      text: 'Last seen 7 minutes ago',
    });
    const fa = partyPresence(render(detail, 'fa'));
    expect(fa?.state).toBe('offline');
    expect(fa?.text).toContain('\u2068');
    expect(fa?.text).not.toContain('Last seen');
  });

  it('says nothing when the API does not report presence or the party was never seen', () => {
    expect(partyPresence(render(orderFixture()))).toBeNull();
    const never = orderFixture({ counterpartyPresence: { online: false, lastSeenAt: null } });
    expect(partyPresence(render(never))).toBeNull();
  });
});
