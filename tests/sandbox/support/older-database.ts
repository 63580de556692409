import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '@/sandbox/db/database';
import { migrations } from '@/sandbox/db/migrations';

/**
 * Databases as an older sandbox left them, for the tests that a start migrates them. Call in a
 * `describe`; the returned function makes a database file whose schema stops right before the
 * first migration whose SQL contains `marker` (built up to there rather than rewound: later
 * migrations may alter tables and cannot run twice). The folders go after each test.
 */
export function useOlderDatabases(): (marker: string) => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (marker) => {
    const at = migrations.findIndex((m) => m.sql.includes(marker));
    if (at <= 0) throw new Error(`No migration after the first has "${marker}"`);
    const dir = mkdtempSync(join(tmpdir(), 'p2p-sandbox-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sandbox.db');
    const old = openDatabase(dbPath);
    for (const m of migrations.slice(0, at)) old.exec(m.sql);
    old.exec(`PRAGMA user_version = ${at}`);
    old.close();
    return dbPath;
  };
}
