/**
 * Migration: appeal answers (issue 14, item 4). One row per step a party takes on an appeal
 * after raising it: the respondent's `statement` (at most one per appeal: the partial UNIQUE
 * index, so a retried answer can never store twice) with its evidence, and each `agreed` /
 * `not_agreed` stance (a party may change it: their latest row is their stance, the first
 * `not_agreed` is when support was asked to decide). `by_role` is the writer's side of the order.
 * The raise, withdrawal and resolution stay on `appeals`. `IF NOT EXISTS`: a database rewound
 * to an earlier version (the upgrade tests do that) runs it again harmlessly. Registered in
 * `db/migrations.ts`.
 */
export const migration = {
  name: 'appeal entries: the respondent statement and the parties stances',
  sql: `
    CREATE TABLE IF NOT EXISTS appeal_entries (
      id         INTEGER PRIMARY KEY,
      appeal_id  INTEGER NOT NULL REFERENCES appeals (id) ON DELETE CASCADE,
      kind       TEXT NOT NULL CHECK (kind IN ('statement', 'agreed', 'not_agreed')),
      by_role    TEXT NOT NULL CHECK (by_role IN ('buyer', 'seller')),
      text       TEXT NOT NULL DEFAULT '',
      evidence   TEXT NOT NULL DEFAULT '[]',     -- JSON array of uploaded file ids
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS appeal_entries_by_appeal ON appeal_entries (appeal_id, id);
    CREATE UNIQUE INDEX IF NOT EXISTS appeal_entries_one_statement ON appeal_entries (appeal_id)
      WHERE kind = 'statement';
  `,
};
