/**
 * Migration: the voice-call channel and authenticator apps.
 * SQLite cannot widen a CHECK constraint, so the two tables whose channel column allowed only
 * 'sms' and 'email' are rebuilt with 'voice' allowed (rows kept). Authenticator apps are TOTP
 * secrets per user; `last_step` refuses a code of the same 30-second step twice (replay).
 * Registered in `db/migrations.ts` (append-only once shipped).
 */
export const migration = {
  name: 'two-factor: voice-call codes and authenticator apps',
  sql: `
    CREATE TABLE verification_codes_next (
      id         INTEGER PRIMARY KEY,
      channel    TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'voice')),
      target     TEXT NOT NULL,
      code       TEXT NOT NULL,
      user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
      sent_at    INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at    INTEGER
    );
    INSERT INTO verification_codes_next SELECT * FROM verification_codes;
    DROP TABLE verification_codes;
    ALTER TABLE verification_codes_next RENAME TO verification_codes;
    CREATE INDEX verification_codes_by_target ON verification_codes (target, sent_at DESC);

    CREATE TABLE verify_tokens_next (
      token      TEXT PRIMARY KEY,
      scene      TEXT NOT NULL CHECK (scene IN ('sms', 'email', 'voice')),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at    INTEGER
    );
    INSERT INTO verify_tokens_next SELECT * FROM verify_tokens;
    DROP TABLE verify_tokens;
    ALTER TABLE verify_tokens_next RENAME TO verify_tokens;

    CREATE TABLE user_authenticators (
      user_id   INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      secret    TEXT NOT NULL,                 -- base32 (RFC 4648), as an authenticator app takes it
      bound_at  INTEGER NOT NULL,
      last_step INTEGER                        -- the 30 s step of the last accepted code
    );
  `,
};
