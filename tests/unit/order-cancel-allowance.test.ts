// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '@/contract/define';
import { CancelDialog } from '@/features/orders/OrderDialogs';
import { cancelAllowance } from '@/features/orders/cancel-allowance';
import { ordersMessages } from '@/features/orders/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import { orderFixture } from './support/order-detail';

/**
 * The cancel dialog says how many cancellations are left today, from the server's own numbers
 * (the user's `cancelledToday`, the config's `dailyCancelCap` and reset time), and warns on the
 * last one; when they cannot be read it keeps the general note. The API client is stubbed by
 * path: the sandbox's counting is covered by its own tests.
 */

const client = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
}));
vi.mock('@/client/api', () => ({
  api: {
    call: vi.fn(async (def: EndpointDef) => {
      const answer = client.answers[def.path];
      if (answer === undefined) throw new Error('unavailable');
      return answer;
    }),
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

async function open(locale: 'en' | 'ru' = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(
      createElement(CancelDialog, {
        order: orderFixture(),
        scales: { fiat: 2, coin: 4 },
        t: createIslandTranslator(ordersMessages(locale)),
        words: {
          t: createIslandTranslator(ordersMessages(locale), locale),
          refusals: ordersMessages(locale),
          locale,
        },
        onClose: () => {},
        onDone: () => {},
        onMoved: () => {},
      }),
    );
  });
  for (let i = 0; i < 3; i += 1) await act(async () => {});
  return document.querySelector('[data-testid="order-cancel-left"]')?.textContent ?? null;
}

function answer(cancelledToday: number) {
  client.answers = {
    '/c2c/v3/user/info': { cancelledToday },
    '/c2c/v3/public/config/basics-config': { dailyCancelCap: 3, cancelResetUtc: '00:00' },
  };
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

describe('cancellations left today', () => {
  it('never counts below zero', () => {
    expect(cancelAllowance(3, 1, '00:00')).toEqual({ left: 2, cap: 3, resetUtc: '00:00' });
    expect(cancelAllowance(3, 5, '00:00').left).toBe(0);
  });

  it('says how many are left in the cancel dialog', async () => {
    answer(1);
    expect(await open()).toBe('Cancellations left today: \u20682\u2069 of \u20683\u2069.');
  });

  it('warns that the last one blocks new orders until the reset', async () => {
    answer(2);
    const text = await open();
    expect(text).toContain('\u20681\u2069 of \u20683\u2069');
    expect(text).toContain('until the limit resets at \u206800:00\u2069 UTC');
  });

  it('speaks the page language', async () => {
    answer(0);
    expect(await open('ru')).toBe('Осталось отмен на сегодня: \u20683\u2069 из \u20683\u2069.');
  });

  it('keeps the general note when the numbers cannot be read', async () => {
    client.answers = {};
    expect(await open()).toBeNull();
    expect(document.body.textContent).toContain('daily cancellation limit');
  });
});
