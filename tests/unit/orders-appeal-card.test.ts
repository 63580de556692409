// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/contract/orders';
import { createIslandTranslator } from '@/i18n/island-t';
import type { LocaleCode } from '@/i18n/locales';
import { OrderAppealCard } from '@/features/orders/OrderAppealCard';
import { orderActions } from '@/features/orders/order-state';
import { ordersMessages } from '@/features/orders/server/messages';
import { appealFixture } from './support/appeal-fixture';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * Issue 14, item 4 on the order page: while an appeal exists its card links to the appeal's
 * progress, says what is awaited for this viewer, and never shows the counterparty's contact
 * details (null for them: no empty row, no "null").
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const $ = (selector: string) => host?.querySelector<HTMLElement>(selector) ?? null;

function renderCard(locale: LocaleCode, detail: OrderDetail) {
  const messages = ordersMessages(locale);
  const t = createIslandTranslator(messages, locale);
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  const actions = orderActions(detail, NOW);
  act(() => {
    root = createRoot(target);
    root.render(
      createElement(OrderAppealCard, {
        id: 'o',
        locale,
        detail,
        appeal: actions.appeal,
        withdrawAppeal: actions.withdrawAppeal,
        now: NOW,
        formatTime: () => '2023-11-14 22:13:20',
        t,
        ltr: (value: string) => value,
        onWithdraw: () => {},
      }),
    );
  });
  return messages as unknown as Record<string, string>;
}

const appealing = (patch: Parameters<typeof appealFixture>[0], role: 'buyer' | 'seller') =>
  orderFixture({
    status: 'appealing',
    role,
    type: role === 'buyer' ? 'buy' : 'sell',
    paidAt: NOW - 30 * MIN,
    appealAvailableAt: NOW - 20 * MIN,
    appeal: appealFixture(patch),
  });

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('the order page’s appeal card', () => {
  it('fa: the respondent is told their answer is awaited, with a link to the progress', () => {
    const words = renderCard('fa', appealing({}, 'seller'));
    expect($('[data-testid="order-appeal-awaiting"]')?.textContent).toBe(
      words['orders.appeal.awaiting.answer'],
    );
    const link = $('[data-testid="order-appeal-progress"]');
    expect(link?.textContent).toBe(words['orders.appeal.progressLink']);
    expect(link?.getAttribute('href')).toBe('/fa/complaint/create/123456789012345678');
  });

  it('never shows the counterparty’s contact details (null), nor "null"', () => {
    const words = renderCard('en', appealing({}, 'seller'));
    const details = $('[data-testid="order-appeal-details"]')?.textContent ?? '';
    expect(details).not.toContain(words['orders.appeal.contactPerson']);
    expect(details).not.toContain(words['orders.appeal.contactInfo']);
    expect(host?.textContent).not.toContain('null');
  });

  it('the raiser sees their own contact details and waits for the answer, then for support', () => {
    const words = renderCard(
      'en',
      appealing(
        { raisedByMe: true, contactPerson: 'Vera', contactInfo: 'vera@example.com' },
        'buyer',
      ),
    );
    expect($('[data-testid="order-appeal-details"]')?.textContent).toContain('vera@example.com');
    expect($('[data-testid="order-appeal-awaiting"]')?.textContent).toBe(
      words['orders.appeal.awaiting.await_answer'],
    );
    act(() => root?.unmount());
    host?.remove();
    renderCard(
      'en',
      appealing(
        { raisedByMe: true, answered: true, stances: { buyer: null, seller: 'not_agreed' } },
        'buyer',
      ),
    );
    expect($('[data-testid="order-appeal-awaiting"]')?.textContent).toBe(
      words['orders.appeal.awaiting.await_support'],
    );
  });

  it('a withdrawn appeal keeps the link to its progress but awaits nothing', () => {
    renderCard(
      'en',
      orderFixture({
        status: 'paid',
        paidAt: NOW - 30 * MIN,
        appealAvailableAt: NOW - 20 * MIN,
        appeal: appealFixture({ raisedByMe: true, status: 'withdrawn', closedAt: NOW - MIN }),
      }),
    );
    expect($('[data-testid="order-appeal-awaiting"]')).toBeNull();
    expect($('[data-testid="order-appeal-progress"]')).not.toBeNull();
  });
});
