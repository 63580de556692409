// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '@/client/socket';
import OrderIsland from '@/features/orders/OrderIsland';
import { ordersMessages } from '@/features/orders/server/messages';
import { MIN, NOW, orderFixture } from './support/order-detail';

/**
 * Times in the viewer's zone on the server too (issue 13, item 5): the order page rendered with
 * the `tz` cookie's zone (`Asia/Tehran`, UTC+3:30) shows the payment deadline and the creation
 * time in Tehran time with the zone named, and hydrating in a Tehran browser changes nothing
 * (no jump, no mismatch). Without the cookie the server says UTC, and the browser then shows its
 * own zone. `NOW` is 2023-11-14 22:13:20 UTC, 2023-11-15 01:43:20 in Tehran.
 */

vi.mock('@/client/socket-instance', () => ({
  getSocket: () => ({
    $socketStatus: atom<SocketStatus>('connecting'),
    subscribe: () => () => {},
  }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DEADLINE = 'مهلت پرداخت تا \u2068\u20662023-11-15 01:58:20 UTC+3:30\u2069\u2069';
const element = (timeZone: string | null) =>
  createElement(OrderIsland, {
    locale: 'fa',
    messages: ordersMessages('fa'),
    detail: orderFixture({ paymentDeadline: NOW + 15 * MIN, createdAt: NOW - 2 * MIN }),
    scales: { fiat: 2, coin: 4 },
    renderTwoFactor: () => null,
    timeZone,
  });

const text = (host: ParentNode, selector: string) => host.querySelector(selector)?.textContent;

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const processZone = process.env.TZ;

beforeEach(() => {
  // The "browser" of these tests is in Tehran.
  process.env.TZ = 'Asia/Tehran';
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

/** Server-renders the page's island, then hydrates that HTML until the island says it runs. */
async function serverThenHydrate(timeZone: string | null) {
  const html = renderToString(element(timeZone));
  const server = document.createElement('div');
  server.innerHTML = html;
  host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const recoverable = vi.fn();
  const target = host;
  await act(async () => {
    root = hydrateRoot(target, element(timeZone), { onRecoverableError: recoverable });
  });
  for (let i = 0; i < 100 && !target.querySelector('[data-hydrated]'); i += 1)
    await act(async () => new Promise((r) => setTimeout(r, 5)));
  expect(target.querySelector('[data-hydrated]')).not.toBeNull();
  expect(recoverable).not.toHaveBeenCalled();
  return { server, client: target };
}

describe('the order page in the viewer’s time zone', () => {
  it('renders the payment deadline and the creation time in the cookie’s zone, named', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(element('Asia/Tehran'));
    expect(text(page, '[data-testid="order-countdown-until"]')).toBe(DEADLINE);
    expect(text(page, 'time')).toBe('2023-11-15 01:41:20 UTC+3:30');
  });

  it('hydrates to the same text in a browser in that zone: no jump', async () => {
    const { server, client } = await serverThenHydrate('Asia/Tehran');
    const until = '[data-testid="order-countdown-until"]';
    expect(text(client, until)).toBe(DEADLINE);
    expect(text(client, until)).toBe(text(server, until));
    expect(text(client, 'time')).toBe(text(server, 'time'));
  });

  it('says UTC on a first visit (no cookie), then shows the browser’s zone', async () => {
    const { server, client } = await serverThenHydrate(null);
    expect(text(server, 'time')).toBe('2023-11-14 22:11:20 UTC');
    expect(text(client, 'time')).toBe('2023-11-15 01:41:20 UTC+3:30');
  });
});
