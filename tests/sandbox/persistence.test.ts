import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '@/sandbox/clock';
import { stmt } from '@/sandbox/db/database';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { transaction } from '@/sandbox/db/transaction';
import { createSandbox } from '@/sandbox/index';
import { startSandbox } from './harness';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDbPath() {
  const dir = mkdtempSync(join(tmpdir(), 'p2p-sandbox-'));
  dirs.push(dir);
  return join(dir, 'nested', 'sandbox.db');
}

async function json(res: Response) {
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

describe('file database', () => {
  it('keeps sessions and messages across a restart', async () => {
    const dbPath = tempDbPath();
    const clock = createManualClock();
    const first = createSandbox({ dbPath, clock, log: () => {} });
    const login = await json(
      await first.app.request('/api/sandbox/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'verified' }),
      }),
    );
    const token = String(login.data.token);
    await first.app.request('/api/sandbox/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'verified', title: 'Survives', content: 'a restart' }),
    });
    await first.close();

    const second = createSandbox({ dbPath, clock, log: () => {} });
    try {
      const list = await json(
        await second.app.request('/api/user/internal-msgs', { headers: { token } }),
      );
      expect(list.code).toBe(200);
      expect(list.data.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ title: 'Survives' })]),
      );
      // Seeding ran once: still exactly one verified persona and its seeded messages plus ours.
      expect(list.data.total).toBe(4);
      expect(readUserVersion(second.db)).toBe(migrations.length);
    } finally {
      await second.close();
    }
  });

  it('uses write-ahead logging on a file', async () => {
    const sandbox = createSandbox({ dbPath: tempDbPath(), log: () => {} });
    try {
      expect(sandbox.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      await sandbox.close();
    }
  });
});

describe('transactions', () => {
  it('leaves nothing written when the work throws', () => {
    const { sandbox } = startSandbox();
    const count = () => stmt(sandbox.db, 'SELECT COUNT(*) AS n FROM internal_messages').get()?.n;
    const before = count();
    expect(() =>
      transaction(sandbox.db, () => {
        stmt(
          sandbox.db,
          "INSERT INTO internal_messages (user_id, title, content, push_time) VALUES (1, 'a', 'b', 0)",
        ).run();
        throw new Error('crash mid-request');
      }),
    ).toThrow('crash mid-request');
    expect(count()).toBe(before);
    expect(sandbox.db.isTransaction).toBe(false);
  });

  it('rolls back only the inner part of a nested transaction', () => {
    const { sandbox } = startSandbox();
    const insert = (title: string) =>
      stmt(
        sandbox.db,
        'INSERT INTO internal_messages (user_id, title, content, push_time) VALUES (1, ?, ?, 0)',
      ).run(title, 'x');
    transaction(sandbox.db, () => {
      insert('outer');
      try {
        transaction(sandbox.db, () => {
          insert('inner');
          throw new Error('inner fails');
        });
      } catch {
        // The caller decided to carry on without the inner part.
      }
    });
    const titles = stmt(
      sandbox.db,
      "SELECT title FROM internal_messages WHERE title IN ('outer', 'inner')",
    ).all();
    expect(titles).toEqual([{ title: 'outer' }]);
  });

  it('refuses an asynchronous callback, which could not be atomic', () => {
    const { sandbox } = startSandbox();
    expect(() => transaction(sandbox.db, () => Promise.resolve(1))).toThrow(/synchronous/);
    expect(sandbox.db.isTransaction).toBe(false);
  });
});
