/**
 * Migration: card market: providers, their rates and limits, card orders; wallet transfers.
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'card market: providers, their rates and limits, card orders; wallet transfers',
  sql: `
    -- The card market keeps its own catalogue (a fiat or coin can be sold by card without being
    -- traded P2P). Money and rates are decimal strings; fractions ("0.0399") rather than percents.

    CREATE TABLE card_fiats (
      fiat     TEXT PRIMARY KEY,
      name     TEXT NOT NULL,
      symbol   TEXT NOT NULL,
      scale    INTEGER NOT NULL CHECK (scale BETWEEN 0 AND 8), -- decimals of an amount
      usd_rate TEXT NOT NULL,                    -- units of this fiat per 1 USD
      sort     INTEGER NOT NULL
    );

    CREATE TABLE card_coins (
      coin      TEXT PRIMARY KEY,
      name      TEXT NOT NULL,
      scale     INTEGER NOT NULL CHECK (scale BETWEEN 0 AND 18), -- decimals of a quantity
      usd_price TEXT NOT NULL,                   -- reference price in USD
      sort      INTEGER NOT NULL
    );

    CREATE TABLE card_payment_methods (
      method TEXT PRIMARY KEY CHECK (method IN ('visa', 'mastercard', 'apple_pay', 'google_pay')),
      name   TEXT NOT NULL,
      sort   INTEGER NOT NULL
    );

    -- A simulated provider. mode: normal quotes; fail and timeout answer provider_error (what
    -- the page shows for a provider that errs or does not answer in time).
    CREATE TABLE card_suppliers (
      code        TEXT PRIMARY KEY,
      name        TEXT NOT NULL,
      arrival_min INTEGER NOT NULL CHECK (arrival_min >= 0), -- minutes
      arrival_max INTEGER NOT NULL CHECK (arrival_max > 0 AND arrival_max >= arrival_min),
      spread      TEXT NOT NULL,                 -- fraction added to the reference price
      mode        TEXT NOT NULL DEFAULT 'normal' CHECK (mode IN ('normal', 'fail', 'timeout')),
      sort        INTEGER NOT NULL
    );

    -- The fiats a provider charges in: single-transaction limits and fee (rate x amount + fixed).
    CREATE TABLE card_supplier_fiats (
      supplier   TEXT NOT NULL REFERENCES card_suppliers (code) ON DELETE CASCADE,
      fiat       TEXT NOT NULL REFERENCES card_fiats (fiat) ON DELETE CASCADE,
      min_amount TEXT NOT NULL,
      max_amount TEXT NOT NULL,
      fee_rate   TEXT NOT NULL,                  -- fraction of the amount
      fixed_fee  TEXT NOT NULL,                  -- in this fiat
      PRIMARY KEY (supplier, fiat)
    ) WITHOUT ROWID;

    CREATE TABLE card_supplier_coins (
      supplier TEXT NOT NULL REFERENCES card_suppliers (code) ON DELETE CASCADE,
      coin     TEXT NOT NULL REFERENCES card_coins (coin) ON DELETE CASCADE,
      PRIMARY KEY (supplier, coin)
    ) WITHOUT ROWID;

    CREATE TABLE card_supplier_methods (
      supplier TEXT NOT NULL REFERENCES card_suppliers (code) ON DELETE CASCADE,
      method   TEXT NOT NULL REFERENCES card_payment_methods (method) ON DELETE CASCADE,
      PRIMARY KEY (supplier, method)
    ) WITHOUT ROWID;

    -- An available quote as shown, so an order can be checked against it. Anonymous (the quote
    -- call is public); order_no is set once an order used it. Expired ones are swept away.
    CREATE TABLE card_quotes (
      id             TEXT PRIMARY KEY,
      supplier       TEXT NOT NULL REFERENCES card_suppliers (code) ON DELETE CASCADE,
      fiat           TEXT NOT NULL,
      coin           TEXT NOT NULL,
      payment_method TEXT NOT NULL,
      amount         TEXT NOT NULL,              -- as asked
      amount_type    TEXT NOT NULL CHECK (amount_type IN ('fiat', 'crypto')),
      price          TEXT NOT NULL,
      quantity       TEXT NOT NULL,
      fee            TEXT NOT NULL,
      total_cost     TEXT NOT NULL,
      created_at     INTEGER NOT NULL,
      expires_at     INTEGER NOT NULL,
      order_no       TEXT
    );
    CREATE INDEX card_quotes_by_expiry ON card_quotes (expires_at);

    CREATE TABLE card_orders (
      order_no       TEXT PRIMARY KEY,
      user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      supplier       TEXT NOT NULL REFERENCES card_suppliers (code),
      quote_id       TEXT NOT NULL,              -- not a reference: quotes are swept away
      fiat           TEXT NOT NULL,
      coin           TEXT NOT NULL,
      payment_method TEXT NOT NULL,
      price          TEXT NOT NULL,
      total_cost     TEXT NOT NULL,
      fee            TEXT NOT NULL,
      quantity       TEXT NOT NULL,
      status         TEXT NOT NULL CHECK (status IN ('created', 'processing', 'completed', 'failed')),
      fail_reason    TEXT CHECK (fail_reason IN ('declined', 'provider_error', 'expired')),
      return_path    TEXT NOT NULL,              -- same-site path the checkout returns to
      created_at     INTEGER NOT NULL,
      expires_at     INTEGER NOT NULL,           -- created: fails as expired from then on
      paid_at        INTEGER,                    -- approved at the checkout
      deliver_at     INTEGER,                    -- processing: completes from then on
      updated_at     INTEGER NOT NULL,
      CHECK ((status = 'failed') = (fail_reason IS NOT NULL)),
      CHECK (status <> 'processing' OR deliver_at IS NOT NULL)
    );
    CREATE INDEX card_orders_by_user ON card_orders (user_id, created_at DESC);
    CREATE INDEX card_orders_created ON card_orders (status, expires_at);
    CREATE INDEX card_orders_processing ON card_orders (status, deliver_at);

    -- Futures accounts exist once the user opened them; every other account always exists.
    CREATE TABLE opened_accounts (
      user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      account   TEXT NOT NULL CHECK (account IN ('coin_margined_futures', 'usdt_margined_futures')),
      opened_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, account)
    ) WITHOUT ROWID;

    -- Isolated margin: a futures balance that belongs to one pair (cross margin uses balances).
    CREATE TABLE isolated_balances (
      user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      account   TEXT NOT NULL CHECK (account IN ('coin_margined_futures', 'usdt_margined_futures')),
      pair      TEXT NOT NULL,
      coin      TEXT NOT NULL,
      available TEXT NOT NULL DEFAULT '0' CHECK (CAST(available AS REAL) >= 0),
      PRIMARY KEY (user_id, account, pair, coin)
    ) WITHOUT ROWID;

    -- Every internal transfer, as returned to the user (free: no fee column).
    CREATE TABLE wallet_transfers (
      id           TEXT PRIMARY KEY,
      user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      from_account TEXT NOT NULL,
      to_account   TEXT NOT NULL CHECK (to_account <> from_account),
      coin         TEXT NOT NULL,
      amount       TEXT NOT NULL,
      pair         TEXT,                         -- isolated margin only
      margin_mode  TEXT CHECK (margin_mode IN ('cross', 'isolated')),
      created_at   INTEGER NOT NULL
    );
    CREATE INDEX wallet_transfers_by_user ON wallet_transfers (user_id, created_at DESC);
  `,
};
