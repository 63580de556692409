import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/contract/orders';
import AppealIsland from '@/features/orders/appeal/AppealIsland';
import { appealMessages } from '@/features/orders/appeal/server/messages';
import type { GateInput } from '@/features/orders/appeal/appeal-gate';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import { MIN, NOW, orderFixture } from './support/order-detail';
import { appealFixture } from './support/appeal-fixture';

/**
 * The order and appeal islands as the server renders them (the HTML before any script), split
 * into parts: each part still shows where the phase or gate says, and the tips list both pages
 * share (`TipsCard`) keeps each page's element, classes and label.
 */

const method = { code: 'bank_transfer', name: 'Bank transfer', color: '#112233' };

function order(patch: Partial<OrderDetail> = {}): OrderDetail {
  return orderFixture({
    sellerPayments: [
      { method, fields: [{ key: 'iban', name: 'IBAN', type: 'text', value: 'DE00' }] },
    ],
    ...patch,
  });
}

const orderMessages = ordersMessages('en');
const renderOrder = (detail: OrderDetail) =>
  renderToStaticMarkup(
    createElement(OrderIsland, {
      locale: 'en',
      messages: orderMessages,
      detail,
      scales: { fiat: 2, coin: 4 },
      renderTwoFactor: () => null,
    }),
  );

/** The tips element: its tag, classes, label (which must be its heading) and items. */
function tips(html: string, className: string) {
  const at = html.indexOf(`class="${className}"`);
  if (at < 0) return null;
  const open = html.lastIndexOf('<', at);
  const tag = html.slice(open + 1, html.indexOf(' ', open));
  const body = html.slice(open, html.indexOf(`</${tag}>`, open));
  const label = /aria-labelledby="([^"]+)"/.exec(body)?.[1];
  const heading = /<h2 id="([^"]+)"/.exec(body)?.[1];
  const items = [...body.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
  return { tag, labelled: label !== undefined && label === heading, items };
}

describe('order island, server-rendered', () => {
  it('shows the buyer safety tips as a labelled card in the side column while the order runs', () => {
    const html = renderOrder(order());
    expect(tips(html, 'order-card order-tips')).toEqual({
      tag: 'section',
      labelled: true,
      items: [
        orderMessages['orders.tips.note'],
        orderMessages['orders.tips.ownAccount'],
        orderMessages['orders.tips.onPage'],
      ],
    });
    expect(html.indexOf('order-tips')).toBeGreaterThan(html.indexOf('<aside class="order-side"'));
    expect(html).toContain('data-testid="order-number"');
    expect(html).toContain('data-testid="order-actions"');
    expect(html).not.toContain('data-testid="order-appeal"');
  });

  it('shows no tips to the seller, nor once the order ended', () => {
    expect(tips(renderOrder(order({ role: 'seller' })), 'order-card order-tips')).toBeNull();
    const ended = order({ status: 'completed', paidAt: NOW - 9 * MIN, completedAt: NOW - MIN });
    expect(tips(renderOrder(ended), 'order-card order-tips')).toBeNull();
  });

  it('shows the appeal wait on a paid order, then the link to the appeal form', () => {
    const paid = { status: 'paid', paidAt: NOW - MIN, paymentMethod: method } as const;
    const waiting = renderOrder(order({ ...paid, appealAvailableAt: NOW + 9 * MIN }));
    expect(waiting).toContain('data-testid="order-appeal-wait"');
    expect(waiting).toContain('aria-disabled="true"');
    const open = renderOrder(order({ ...paid, appealAvailableAt: NOW - MIN }));
    expect(open).not.toContain('data-testid="order-appeal-wait"');
    expect(open).toMatch(/<a href="[^"]*complaint\/create\/123456789012345678"/);
  });

  it('says why a timed-out order was cancelled', () => {
    const html = renderOrder(
      order({ status: 'cancelled', cancelledBy: 'timeout', cancelledAt: NOW - MIN }),
    );
    expect(html).toContain('data-testid="order-timeout"');
    expect(html).toContain('data-phase="timed_out"');
  });
});

describe('appeal island, server-rendered', () => {
  const messages = appealMessages('en');
  const render = (gate: GateInput) =>
    renderToStaticMarkup(
      createElement(AppealIsland, {
        locale: 'en',
        messages,
        order: {
          orderNo: '123456789012345678',
          type: 'buy',
          role: 'buyer',
          coin: 'USDT',
          fiat: 'EUR',
          price: '1.01',
          quantity: '10.5',
          totalPrice: '10.61',
          status: gate.status,
          counterparty: 'bob',
          createdAt: NOW - 20 * MIN,
        },
        scales: { fiat: 2, coin: 4 },
        gate,
        waitMinutes: 10,
        serverNow: NOW,
        orderHref: '/order/detail/123456789012345678',
        myOrdersHref: '/myOrder',
      }),
    );

  it('shows what happens next as a labelled aside beside the form', () => {
    const html = render({ status: 'paid', appealAvailableAt: NOW - MIN, appeal: null });
    expect(tips(html, 'surface ap-tips')).toEqual({
      tag: 'aside',
      labelled: true,
      items: [
        messages['appeal.tips.handling'],
        messages['appeal.tips.escrow'],
        messages['appeal.tips.release'],
      ],
    });
    expect(html).toContain('data-testid="appeal-form"');
    expect(html).toContain('data-testid="appeal-order-no"');
  });

  it('keeps the form while the wait runs, and drops it once the order ended', () => {
    const early = render({ status: 'paid', appealAvailableAt: NOW + 5 * MIN, appeal: null });
    expect(early).toContain('data-testid="appeal-form"');
    expect(early).toContain('class="ap-countdown"');
    const ended = render({ status: 'completed', appealAvailableAt: null, appeal: null });
    expect(ended).not.toContain('data-testid="appeal-form"');
    expect(ended).toContain('ap-gate-link');
  });
});

describe('appeal island, streamed on the server as Astro does (lazy parts awaited)', () => {
  it('renders no copy of the respondent’s answer form on the server, only its loading line', async () => {
    const { prerender } = await import('react-dom/static');
    const messages = appealMessages('en');
    const appeal = appealFixture();
    const { prelude } = await prerender(
      createElement(AppealIsland, {
        locale: 'en',
        messages,
        order: {
          orderNo: appeal.orderNo,
          type: 'sell',
          role: 'seller',
          coin: 'USDT',
          fiat: 'EUR',
          price: '1.01',
          quantity: '10.5',
          totalPrice: '10.61',
          status: 'appealing',
          counterparty: 'vera',
          createdAt: NOW - 20 * MIN,
        },
        scales: { fiat: 2, coin: 4 },
        gate: { status: 'appealing', appealAvailableAt: NOW - MIN, appeal },
        appeal,
        history: [],
        waitMinutes: 10,
        serverNow: NOW,
        orderHref: `/order/detail/${appeal.orderNo}`,
        myOrdersHref: '/myOrder',
      }),
    );
    const html = await new Response(prelude).text();
    // A server copy stayed beside the hydrated form in the browser: two answer forms.
    expect(html).not.toContain('data-testid="appeal-answer-form"');
    expect(html).toContain(messages['appeal.answer.loading']);
    expect(html).toContain('data-testid="appeal-progress"');
  });
});
