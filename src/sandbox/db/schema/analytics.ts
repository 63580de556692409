/**
 * Migration: the analytics collector's events (issue 15, item 8). One row per beacon received,
 * its props as JSON (a closed set of strings per event, never personal data: the collector
 * refuses that before storing); only the newest `ANALYTICS_KEEP` rows are kept. Registered in
 * `db/migrations.ts` (append-only). `IF NOT EXISTS`: the table stands alone, so a database whose
 * version was rewound (upgrade tests replay later migrations) keeps it.
 */
export const migration = {
  name: 'analytics: events the sandbox collector received',
  sql: `
    CREATE TABLE IF NOT EXISTS analytics_events (
      id          INTEGER PRIMARY KEY,
      name        TEXT NOT NULL,
      props       TEXT NOT NULL,       -- JSON object of strings
      received_at INTEGER NOT NULL     -- epoch ms (sandbox clock)
    );
    CREATE INDEX IF NOT EXISTS analytics_events_by_name ON analytics_events (name, id DESC);
  `,
};
