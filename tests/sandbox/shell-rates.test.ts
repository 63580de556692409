import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '@/sandbox/clock';
import { stmt } from '@/sandbox/db/database';
import { createSandbox } from '@/sandbox/index';
import { FIAT_SEEDS } from '@/sandbox/db/seed-data/p2p-catalogue';
import { compareDecimal, isDecimal } from '@/lib/decimal';
import { startSandbox, type Harness } from './harness';

/**
 * The rates endpoint is the one table an amount in a market or card fiat is converted through
 * for the chosen currency's "≈ $12.34": a fiat missing from it would show no approximate value.
 */

interface Rate {
  currency: string;
  symbol: string;
  rate: string;
}

async function rateTable(h: Harness): Promise<Map<string, string>> {
  const res = await h.get<Rate[]>('/user/config/rates');
  expect(res.status).toBe(200);
  return new Map(res.body.data.map((r) => [r.currency, r.rate]));
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('GET /user/config/rates covers every traded fiat', () => {
  it('has a positive rate for every P2P market fiat and every card fiat', async () => {
    const h = startSandbox();
    const rates = await rateTable(h);
    const box = await h.get<{ fiats: { fiat: string }[] }>('/c2c/v3/public/option/box');
    const card = await h.get<{ fiat: string }[]>('/c2c/v3/public/third-party/fiat-list');
    const fiats = [...box.body.data.fiats, ...card.body.data].map((f) => f.fiat);
    expect(fiats).toContain('NGN');
    for (const fiat of fiats) {
      const rate = rates.get(fiat.toLowerCase());
      expect(rate, `rate of ${fiat}`).toBeDefined();
      expect(isDecimal(rate) && compareDecimal(rate, '0') > 0, `rate of ${fiat}`).toBe(true);
    }
  });

  it('converts a market fiat at the rate its floating prices follow', async () => {
    const rates = await rateTable(startSandbox());
    for (const { fiat, usdRate } of FIAT_SEEDS) {
      expect(compareDecimal(rates.get(fiat.toLowerCase()) ?? '0', usdRate), fiat).toBe(0);
    }
  });

  it('lists usd first and the naira, added later, last', async () => {
    const res = await startSandbox().get<Rate[]>('/user/config/rates');
    expect(res.body.data[0]).toEqual({ currency: 'usd', symbol: '$', rate: '1' });
    expect(res.body.data.at(-1)).toEqual({ currency: 'ngn', symbol: '₦', rate: '1550' });
  });

  it('gives a database seeded before the naira had a rate its rate on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'p2p-rates-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sandbox.db');
    const clock = createManualClock();
    const first = createSandbox({ dbPath, clock, log: () => {} });
    stmt(first.db, "DELETE FROM fiat_rates WHERE currency = 'ngn'").run();
    await first.close();

    const second = createSandbox({ dbPath, clock, log: () => {} });
    try {
      const res = await second.app.request('/api/user/config/rates');
      const body = (await res.json()) as { data: Rate[] };
      expect(body.data.map((r) => r.currency)).toContain('ngn');
      expect(new Set(body.data.map((r) => r.currency)).size).toBe(body.data.length);
    } finally {
      await second.close();
    }
  });
});
