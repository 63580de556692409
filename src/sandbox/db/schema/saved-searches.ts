/**
 * Migration: saved market searches and their alerts (issue 17, item 3). `saved_searches` holds a
 * user's searches (the market's filters and an optional price limit; paused ones are kept with
 * `active` 0). `market_search_alerts` records each ad a search has seen match, once ever: the
 * ads matching when it was saved or resumed (`alerted` 0, no message) and the ones it alerted
 * about (`alerted` 1), so an ad never alerts the same search twice. Registered in
 * `db/migrations.ts` (append-only); `IF NOT EXISTS`: every statement may run twice (upgrade
 * tests rewind the version and replay).
 */
export const migration = {
  name: 'saved searches: market searches that alert when a takeable ad matches',
  sql: `
    CREATE TABLE IF NOT EXISTS saved_searches (
      id             INTEGER PRIMARY KEY,
      user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      side           TEXT NOT NULL CHECK (side IN ('buy', 'sell')),  -- the user's side
      coin           TEXT NOT NULL,
      fiat           TEXT NOT NULL,
      payment_method TEXT,                      -- a method code, or NULL for any
      amount         TEXT,                      -- a fiat amount the ad's limits must take
      price_limit    TEXT,                      -- at most (buy) or at least (sell) this price
      active         INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      created_at     INTEGER NOT NULL           -- epoch ms (sandbox clock)
    );
    CREATE INDEX IF NOT EXISTS saved_searches_by_user ON saved_searches (user_id, id);
    CREATE INDEX IF NOT EXISTS saved_searches_by_market
      ON saved_searches (coin, fiat, side) WHERE active = 1;

    CREATE TABLE IF NOT EXISTS market_search_alerts (
      search_id  INTEGER NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
      ad_id      INTEGER NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
      alerted    INTEGER NOT NULL CHECK (alerted IN (0, 1)),
      at         INTEGER NOT NULL,              -- epoch ms (sandbox clock)
      PRIMARY KEY (search_id, ad_id)
    ) WITHOUT ROWID;
  `,
};
