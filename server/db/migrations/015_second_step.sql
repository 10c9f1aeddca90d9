-- The second step at sign-in (contract/secondStep.ts): an authenticator app (TOTP) or passkeys
-- per panel account, recovery codes, the device sessions a passed step opens, and per-role
-- settings. Timestamps are ISO 8601 UTC strings with a Z, as everywhere.

-- One authenticator app per account. The secret must be read back to check a code, so it is kept
-- as it is (base32), like the other secrets of this database. Pending (confirmed_at NULL) from its
-- set-up until a first code from the app confirms it; only a confirmed one is a second step.
-- last_step: the time step of the last code accepted, so that a code is accepted once (one seen
-- over a shoulder or replayed within its 30 seconds is refused).
CREATE TABLE totp_secrets (
  account_id   INTEGER PRIMARY KEY REFERENCES panel_accounts (id) ON DELETE CASCADE,
  secret       TEXT    NOT NULL CHECK (length(secret) BETWEEN 16 AND 128),
  created_at   TEXT    NOT NULL,
  confirmed_at TEXT,
  last_step    INTEGER
);

-- Recovery codes: only their SHA-256 is kept (80 random bits each: no dictionary to try against
-- the digest); a code used is deleted, so each works once.
CREATE TABLE recovery_codes (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES panel_accounts (id) ON DELETE CASCADE,
  code_hash   TEXT    NOT NULL CHECK (length(code_hash) = 64),
  created_at  TEXT    NOT NULL,
  UNIQUE (account_id, code_hash)
);

-- Passkeys (WebAuthn credentials): the authenticator keeps the private key; the server keeps the
-- public key (COSE), the signature counter it last saw, and how the browser may reach it.
CREATE TABLE passkeys (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id    INTEGER NOT NULL REFERENCES panel_accounts (id) ON DELETE CASCADE,
  credential_id TEXT    NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1400),
  public_key    BLOB    NOT NULL,
  counter       INTEGER NOT NULL DEFAULT 0 CHECK (counter >= 0),
  -- A JSON list of transports ("usb", "internal", ...), as the browser named them.
  transports    TEXT    NOT NULL DEFAULT '[]',
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  created_at    TEXT    NOT NULL
);
CREATE INDEX passkeys_by_account ON passkeys (account_id);

-- A browser that passed the second step: it holds a random 256-bit token in an HttpOnly cookie,
-- of which only the SHA-256 is kept (as for the sessions of migration 012). It ends when unused
-- for DEVICE_IDLE_DAYS or DEVICE_MAX_DAYS after it began (checked when read), or when ended
-- (ended_at): signed out, by an owner, by a reset of the second step, by a new password.
CREATE TABLE device_sessions (
  -- AUTOINCREMENT: an ended device's id (named in the audit log) is never given to another.
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id   INTEGER NOT NULL REFERENCES panel_accounts (id) ON DELETE CASCADE,
  token_hash   TEXT    NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  user_agent   TEXT    NOT NULL DEFAULT '',
  ip_address   TEXT    NOT NULL DEFAULT '',
  step         TEXT    NOT NULL CHECK (step IN ('totp', 'recovery', 'passkey')),
  created_at   TEXT    NOT NULL,
  last_used_at TEXT    NOT NULL,
  ended_at     TEXT
);
CREATE INDEX device_sessions_by_account ON device_sessions (account_id);

-- A device ends with the trust it was given on, whatever writes the account (the routes, the
-- `npm run account` command, ADMIN_PASSWORD at start): a new password or a disabled account. Each
-- device ended so is in the audit log, by the server (the change itself is recorded where it is
-- made), and the check refuses its cookie at its next request.
CREATE TRIGGER device_sessions_end_on_password AFTER UPDATE OF password_hash ON panel_accounts
WHEN NEW.password_hash IS NOT OLD.password_hash
BEGIN
  INSERT INTO audit_log
    (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
  SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NEW.id, NEW.username, 'devices', CAST(id AS TEXT),
         'sign_out', '[{"field":"reason","new":"password_changed"}]', 'server', 'new password'
    FROM device_sessions WHERE account_id = NEW.id AND ended_at IS NULL;
  UPDATE device_sessions SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE account_id = NEW.id AND ended_at IS NULL;
END;

CREATE TRIGGER device_sessions_end_on_disable AFTER UPDATE OF disabled ON panel_accounts
WHEN NEW.disabled = 1 AND OLD.disabled = 0
BEGIN
  INSERT INTO audit_log
    (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
  SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NEW.id, NEW.username, 'devices', CAST(id AS TEXT),
         'sign_out', '[{"field":"reason","new":"account_disabled"}]', 'server', 'account disabled'
    FROM device_sessions WHERE account_id = NEW.id AND ended_at IS NULL;
  UPDATE device_sessions SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE account_id = NEW.id AND ended_at IS NULL;
END;

-- What each role may do beyond the roles table, set by an owner: for now whether it may sign in
-- by Telegram (the Mini App), on by default as before.
CREATE TABLE role_settings (
  role             TEXT    PRIMARY KEY CHECK (role IN ('owner', 'operator', 'viewer')),
  telegram_sign_in INTEGER NOT NULL DEFAULT 1 CHECK (telegram_sign_in IN (0, 1))
);
INSERT INTO role_settings (role) VALUES ('owner'), ('operator'), ('viewer');
