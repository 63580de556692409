import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '@/sandbox/clock';
import type { SandboxContext } from '@/sandbox/context';
import { createEventBus } from '@/sandbox/events';
import { createSandbox } from '@/sandbox/index';
import { findOrder } from '@/sandbox/orders/store';
import { placeOrder } from '@/sandbox/orders/place';
import { addAd, addCatalogue, addUser, COIN, setBalance } from './support/trading-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

function sandboxWithOrder(sweepIntervalMs?: number) {
  const clock = createManualClock();
  const sandbox = createSandbox({ clock, log: () => {}, sweepIntervalMs });
  const ctx: SandboxContext = { db: sandbox.db, clock, events: createEventBus(), log: () => {} };
  addCatalogue(sandbox.db);
  const seller = addUser(sandbox.db, { now: clock.now() });
  setBalance(sandbox.db, seller.id, COIN, '100');
  const adId = addAd(sandbox.db, seller.id, { type: 'sell', quantity: '100' });
  const buyer = addUser(sandbox.db, { now: clock.now() });
  const { orderNo } = placeOrder(ctx, buyer, { adId, price: '2', amount: '20' });
  return { sandbox, clock, orderNo };
}

describe('the sweep timer', () => {
  it('times orders out without any request when a timer is set (the real-clock default)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { sandbox, clock, orderNo } = sandboxWithOrder(1000);
    clock.advance(15 * 60);
    expect(findOrder(sandbox.db, orderNo)?.status).toBe('pending_payment');
    vi.advanceTimersByTime(1000);
    expect(findOrder(sandbox.db, orderNo)?.status).toBe('cancelled');
    await sandbox.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs no timer with an injected clock: only requests sweep', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { sandbox, clock, orderNo } = sandboxWithOrder();
    expect(vi.getTimerCount()).toBe(0);
    clock.advance(15 * 60);
    vi.advanceTimersByTime(60_000);
    expect(findOrder(sandbox.db, orderNo)?.status).toBe('pending_payment');
    await sandbox.app.request('/api/user/config/languages');
    expect(findOrder(sandbox.db, orderNo)?.status).toBe('cancelled');
    await sandbox.close();
  });
});
