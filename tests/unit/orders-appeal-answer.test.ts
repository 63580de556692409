// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import type { OrderRole } from '@/contract/entities';
import type { AppealActionResult, OrderAppeal } from '@/contract/orders-appeal';
import { APPEAL_CODES } from '@/contract/orders-appeal';
import AppealIsland from '@/features/orders/appeal/AppealIsland';
import { appealMessages } from '@/features/orders/appeal/server/messages';
import type { LocaleCode } from '@/i18n/locales';
import { messagesFor } from '@/i18n/t';
import { appealFixture, entryFixture } from './support/appeal-fixture';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * Issue 14, item 4 on the appeal page: the seller answers the buyer's appeal (the timeline
 * without the buyer's contact details, a statement as text, the answer form with its field
 * error and a refusal by its code in Persian, keeping what was typed), both parties say
 * whether they agreed (confirmed first), the raiser withdraws after agreeing, and the page
 * follows the order's topic so the other party's answer shows live. The calls are stubs.
 */

const api = vi.hoisted(() => ({
  uploadEvidence: vi.fn(),
  submitAppeal: vi.fn(),
  answerAppeal: vi.fn(),
  setAppealStance: vi.fn(),
  withdrawAppeal: vi.fn(),
  fetchAppealDetail: vi.fn(),
}));
vi.mock('@/features/orders/appeal/appeal-api', () => api);
const runtime = vi.hoisted(() => ({
  refresh: null as null | (() => void),
  followOrder: vi.fn(),
}));
vi.mock('@/features/orders/order-runtime', () => ({ followOrder: runtime.followOrder }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER_NO = '123456789012345678';
const ORDER_HREF = `/order/detail/${ORDER_NO}`;
const text = (locale: LocaleCode, key: string) =>
  (messagesFor(locale) as unknown as Record<string, string>)[key] ?? key;

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const $ = <E extends Element = HTMLElement>(selector: string) =>
  host?.querySelector<E>(selector) ?? null;
const $$ = (selector: string) => [...(host?.querySelectorAll<HTMLElement>(selector) ?? [])];

/** Lets pending promises (lazy imports, stubbed calls) settle, up to `until`. */
async function settle(until: () => boolean = () => false) {
  for (let i = 0; i < 40 && !until(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function renderAppeal(locale: LocaleCode, role: OrderRole, appeal: OrderAppeal) {
  host = document.createElement('div');
  document.body.append(host);
  const target = host;
  await act(async () => {
    root = createRoot(target);
    root.render(
      createElement(AppealIsland, {
        locale,
        messages: appealMessages(locale),
        order: {
          orderNo: ORDER_NO,
          type: role === 'buyer' ? 'buy' : 'sell',
          role,
          coin: 'USDT',
          fiat: 'EUR',
          price: '1.01',
          quantity: '10.5',
          totalPrice: '10.61',
          status: appeal.status === 'open' ? 'appealing' : 'paid',
          counterparty: 'bob',
          createdAt: NOW - 30 * MIN,
        },
        scales: { fiat: 2, coin: 4 },
        gate: {
          status: appeal.status === 'open' ? 'appealing' : 'paid',
          appealAvailableAt: NOW - 20 * MIN,
          appeal: { status: appeal.status, raisedByMe: appeal.raisedByMe },
        },
        appeal,
        history: [],
        waitMinutes: 10,
        serverNow: NOW,
        orderHref: ORDER_HREF,
        myOrdersHref: '/myorder',
        timeZone: 'UTC',
      }),
    );
  });
  await settle();
}

/** An action's answer: the order (appealing unless closed) and the appeal as it now is. */
function result(appeal: OrderAppeal): AppealActionResult {
  return {
    changed: true,
    order: orderFixture({
      status: appeal.status === 'open' ? 'appealing' : 'paid',
      role: 'seller',
      appealAvailableAt: NOW - 20 * MIN,
      appeal,
    }),
    appeal,
  };
}

function type(selector: string, value: string) {
  const field = $<HTMLTextAreaElement>(selector);
  if (!field) throw new Error(`no field ${selector}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  act(() => {
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(selector: string) {
  const button = $<HTMLButtonElement>(selector);
  if (!button) throw new Error(`no button ${selector}`);
  await act(async () => button.click());
  await settle();
}

const answered = appealFixture({
  answered: true,
  timeline: [
    entryFixture({ id: 'e1', kind: 'raised', text: 'I paid by bank transfer' }),
    entryFixture({
      id: 'e2',
      kind: 'statement',
      by: 'seller',
      byMe: true,
      text: 'Nothing arrived <b>yet</b>',
      evidence: [{ fileId: 'file_0001', url: '/files/file_0001.png' }],
      at: NOW - MIN,
    }),
  ],
});

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  runtime.followOrder.mockReset();
  runtime.followOrder.mockImplementation((_orderNo: string, refresh: () => void) => {
    runtime.refresh = refresh;
    return () => {};
  });
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('the respondent answers the appeal', () => {
  it('en: shows the timeline without the buyer’s contact details and offers the answer form', async () => {
    await renderAppeal('en', 'seller', appealFixture());
    const entries = $$('[data-testid="appeal-entry"]');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.textContent).toContain('The buyer');
    expect(entries[0]?.textContent).toContain(text('en', 'appeal.timeline.raised'));
    expect(entries[0]?.textContent).toContain('I paid by bank transfer');
    expect($('[data-testid="appeal-contact"]')).toBeNull();
    expect(host?.textContent).not.toContain('null');
    expect($('[data-testid="appeal-next"]')?.textContent).toBe(text('en', 'appeal.next.answer'));
    await settle(() => $('[data-testid="appeal-answer-form"]') !== null);
    expect($('[data-testid="appeal-answer-form"]')).not.toBeNull();
    // The appeal form itself is not offered while an appeal is open.
    expect($('[data-testid="appeal-form"]')).toBeNull();
  });

  it('fa: an empty statement is refused on its field; a refusal by code keeps what was typed', async () => {
    await renderAppeal('fa', 'seller', appealFixture());
    await settle(() => $('[data-testid="appeal-answer-form"]') !== null);
    await click('[data-testid="appeal-answer-submit"]');
    const statement = $<HTMLTextAreaElement>('[data-testid="appeal-answer-form"] textarea');
    expect(statement?.getAttribute('aria-invalid')).toBe('true');
    expect(host?.textContent).toContain(text('fa', 'appeal.answer.required'));
    expect(api.answerAppeal).not.toHaveBeenCalled();

    api.answerAppeal.mockRejectedValue(
      new ApiError({
        kind: 'server',
        code: APPEAL_CODES.appealAlreadyAnswered,
        msg: 'English text from the server',
        data: null,
        status: 409,
        traceId: 't',
      }),
    );
    api.fetchAppealDetail.mockReturnValue(new Promise(() => {}));
    type('[data-testid="appeal-answer-form"] textarea', 'پولی نرسید');
    await click('[data-testid="appeal-answer-submit"]');
    expect(api.answerAppeal).toHaveBeenCalledWith({
      orderNo: ORDER_NO,
      statement: 'پولی نرسید',
      evidence: [],
    });
    expect($('[data-testid="appeal-answer-error"]')?.textContent).toBe(
      text('fa', 'appeal.answer.failed').replace(
        '{reason}',
        text('fa', 'refusal.appealAlreadyAnswered'),
      ),
    );
    expect(host?.textContent).not.toContain('English text from the server');
    expect($<HTMLTextAreaElement>('[data-testid="appeal-answer-form"] textarea')?.value).toBe(
      'پولی نرسید',
    );
    // Already answered: the page reloads the appeal, whose timeline then shows the answer.
    expect(api.fetchAppealDetail).toHaveBeenCalledWith(ORDER_NO);
  });

  it('a stored answer joins the timeline as text with its evidence, and the form goes', async () => {
    await renderAppeal('en', 'seller', appealFixture());
    await settle(() => $('[data-testid="appeal-answer-form"]') !== null);
    api.answerAppeal.mockResolvedValue(result(answered));
    type('[data-testid="appeal-answer-form"] textarea', 'Nothing arrived <b>yet</b>');
    await click('[data-testid="appeal-answer-submit"]');
    expect($('[data-testid="appeal-answer-form"]')).toBeNull();
    const statement = $$('[data-testid="appeal-entry"]')[1];
    expect(statement?.querySelector('[data-testid="appeal-entry-who"]')?.textContent).toBe('You');
    expect(statement?.querySelector('[data-testid="appeal-entry-text"]')?.textContent).toBe(
      'Nothing arrived <b>yet</b>',
    );
    expect(statement?.querySelector('b')).toBeNull();
    const thumb = statement?.querySelector('a[data-testid="appeal-evidence-thumb"]');
    expect(thumb?.getAttribute('href')).toBe('/files/file_0001.png');
    expect(thumb?.querySelector('img')?.getAttribute('src')).toBe('/files/file_0001.png');
    expect($('[data-testid="appeal-next"]')?.textContent).toBe(
      text('en', 'appeal.next.supportReviewing'),
    );
  });
});

describe('stances and the next step', () => {
  it('"We could not agree" is confirmed first, then says support decides', async () => {
    await renderAppeal('en', 'seller', answered);
    await click('[data-testid="appeal-stance-not_agreed"]');
    expect(api.setAppealStance).not.toHaveBeenCalled();
    expect($('[data-testid="appeal-confirm"]')?.textContent).toContain(
      text('en', 'appeal.confirm.not_agreed'),
    );
    api.setAppealStance.mockResolvedValue(
      result({
        ...answered,
        stances: { buyer: null, seller: 'not_agreed' },
        supportRequestedAt: NOW,
      }),
    );
    // The confirmation takes focus; once done, the next step has it.
    expect(document.activeElement).toBe($('[data-testid="appeal-confirm-yes"]'));
    await click('[data-testid="appeal-confirm-yes"]');
    expect(api.setAppealStance).toHaveBeenCalledWith(ORDER_NO, 'not_agreed');
    expect(document.activeElement).toBe($('[data-testid="appeal-next"] p'));
    expect($('[data-testid="appeal-next"]')?.textContent).toBe(
      text('en', 'appeal.next.supportAsked'),
    );
    expect($('[data-testid="appeal-stance-mine"]')?.textContent).toBe(
      text('en', 'appeal.stance.not_agreed'),
    );
  });

  it('live: the buyer’s "agreed" shows without a reload and tells the seller to release', async () => {
    await renderAppeal('en', 'seller', answered);
    expect(runtime.followOrder).toHaveBeenCalledWith(
      ORDER_NO,
      expect.any(Function),
      expect.any(Function),
    );
    const agreed = appealFixture({
      ...answered,
      stances: { buyer: 'agreed', seller: null },
      timeline: [...answered.timeline, entryFixture({ id: 'e3', kind: 'agreed', at: NOW })],
    });
    api.fetchAppealDetail.mockResolvedValue({
      orderNo: ORDER_NO,
      status: 'appealing',
      appeal: agreed,
      history: [],
      appealAvailableAt: NOW - 20 * MIN,
      appealMinWaitMinutes: 10,
      now: NOW,
    });
    await act(async () => runtime.refresh?.());
    await settle();
    expect($('[data-testid="appeal-stance-theirs"]')?.textContent).toBe(
      text('en', 'appeal.stance.agreed'),
    );
    expect($('[data-testid="appeal-next"]')?.textContent).toContain(
      text('en', 'appeal.next.release'),
    );
    expect($('[data-testid="appeal-release-link"]')?.getAttribute('href')).toBe(ORDER_HREF);
    expect($$('[data-testid="appeal-entry"]').at(-1)?.textContent).toContain(
      text('en', 'appeal.timeline.agreed'),
    );
  });

  it('ru: after agreeing, the raiser withdraws (confirmed), and the appeal reads as withdrawn', async () => {
    const mine = appealFixture({
      raisedByMe: true,
      contactPerson: 'Вера',
      contactInfo: 'vera@example.com',
      answered: true,
      stances: { buyer: 'agreed', seller: 'agreed' },
    });
    await renderAppeal('ru', 'buyer', mine);
    // The raiser sees their own contact details for support.
    expect($('[data-testid="appeal-contact"]')?.textContent).toContain('vera@example.com');
    expect($('[data-testid="appeal-next"]')?.textContent).toContain(
      text('ru', 'appeal.next.withdraw'),
    );
    await click('[data-testid="appeal-withdraw"]');
    expect($('[data-testid="appeal-confirm"]')?.textContent).toContain(
      text('ru', 'appeal.confirm.withdraw'),
    );
    api.withdrawAppeal.mockResolvedValue(result({ ...mine, status: 'withdrawn', closedAt: NOW }));
    await click('[data-testid="appeal-confirm-yes"]');
    expect(api.withdrawAppeal).toHaveBeenCalledWith(ORDER_NO);
    expect($('[data-testid="appeal-status"]')?.textContent).toBe(
      text('ru', 'appeal.progress.status.withdrawn'),
    );
    expect($('[data-testid="appeal-next"]')?.textContent).toBe(text('ru', 'appeal.next.withdrawn'));
    expect($('[data-testid="appeal-stances"]')).toBeNull();
  });
});

describe('the appeal form’s reasons', () => {
  it('offers each party only the reasons of its role', async () => {
    const withdrawn = appealFixture({ raisedByMe: true, status: 'withdrawn', closedAt: NOW });
    const offered = () =>
      [...(host?.querySelectorAll<HTMLOptionElement>('select option') ?? [])]
        .map((option) => option.value)
        .filter(Boolean);
    await renderAppeal('en', 'seller', withdrawn);
    expect(offered()).toContain('payment_not_received');
    expect(offered()).not.toContain('paid_not_released');
    act(() => root?.unmount());
    host?.remove();
    await renderAppeal('en', 'buyer', withdrawn);
    expect(offered()).toContain('paid_not_released');
    expect(offered()).not.toContain('payment_not_received');
    expect(offered()).not.toContain('payer_name_mismatch');
  });
});
