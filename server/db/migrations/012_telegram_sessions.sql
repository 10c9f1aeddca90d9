-- Sign-in from the Telegram Mini App: a panel account may be linked to one Telegram user (and a
-- Telegram user to one account), and a verified sign-in gets a session of ours. Only the token's
-- SHA-256 is stored (the token is 32 random bytes: no dictionary to try against the digest).
ALTER TABLE panel_accounts ADD COLUMN telegram_user_id INTEGER
  CHECK (telegram_user_id IS NULL OR telegram_user_id > 0);
CREATE UNIQUE INDEX panel_accounts_by_telegram_user ON panel_accounts (telegram_user_id)
  WHERE telegram_user_id IS NOT NULL;

CREATE TABLE panel_sessions (
  -- AUTOINCREMENT: an ended session's id (named in the audit log) is never given to another.
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id       INTEGER NOT NULL REFERENCES panel_accounts (id) ON DELETE CASCADE,
  token_hash       TEXT    NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  -- The Telegram user the session was opened as: it ends when the account's link changes.
  telegram_user_id INTEGER NOT NULL,
  created_at       TEXT    NOT NULL,
  expires_at       TEXT    NOT NULL
);
CREATE INDEX panel_sessions_by_account ON panel_sessions (account_id);
CREATE INDEX panel_sessions_by_expiry ON panel_sessions (expires_at);

-- A session ends with the trust it was given on, whatever writes the account (the routes, the
-- `npm run account` command, ADMIN_PASSWORD at start): a new password, a disabled account, or a
-- changed or removed Telegram link. The auth plugin then refuses its token at its next request.
CREATE TRIGGER panel_sessions_end_on_password AFTER UPDATE OF password_hash ON panel_accounts
WHEN NEW.password_hash IS NOT OLD.password_hash
BEGIN
  DELETE FROM panel_sessions WHERE account_id = NEW.id;
END;

CREATE TRIGGER panel_sessions_end_on_disable AFTER UPDATE OF disabled ON panel_accounts
WHEN NEW.disabled = 1
BEGIN
  DELETE FROM panel_sessions WHERE account_id = NEW.id;
END;

CREATE TRIGGER panel_sessions_end_on_relink AFTER UPDATE OF telegram_user_id ON panel_accounts
WHEN NEW.telegram_user_id IS NOT OLD.telegram_user_id
BEGIN
  DELETE FROM panel_sessions WHERE account_id = NEW.id;
END;
