-- Roles (contract/roles.ts): each panel account is an owner, an operator or a viewer. Accounts
-- that existed before roles become owners, so nothing changes for a deployment until someone
-- assigns roles. The last enabled owner cannot be demoted, disabled or deleted, whatever writes.
ALTER TABLE panel_accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'owner'
  CHECK (role IN ('owner', 'operator', 'viewer'));

-- A Telegram user linked to an account by someone else (an owner): who and when, shown to the
-- account's person at their next sign-in until they have seen it.
ALTER TABLE panel_accounts ADD COLUMN telegram_linked_by TEXT;
ALTER TABLE panel_accounts ADD COLUMN telegram_linked_at TEXT;
ALTER TABLE panel_accounts ADD COLUMN telegram_link_unseen INTEGER NOT NULL DEFAULT 0
  CHECK (telegram_link_unseen IN (0, 1));

CREATE TRIGGER panel_accounts_keep_an_owner BEFORE UPDATE OF role, disabled ON panel_accounts
WHEN OLD.role = 'owner' AND OLD.disabled = 0 AND (NEW.role != 'owner' OR NEW.disabled = 1)
  AND (SELECT count(*) FROM panel_accounts
        WHERE role = 'owner' AND disabled = 0 AND id != OLD.id) = 0
BEGIN
  SELECT RAISE(ABORT, 'the last enabled owner must remain');
END;

CREATE TRIGGER panel_accounts_keep_an_owner_on_delete BEFORE DELETE ON panel_accounts
WHEN OLD.role = 'owner' AND OLD.disabled = 0
  AND (SELECT count(*) FROM panel_accounts
        WHERE role = 'owner' AND disabled = 0 AND id != OLD.id) = 0
BEGIN
  SELECT RAISE(ABORT, 'the last enabled owner must remain');
END;

-- Telegram init data is accepted once: the hash of each one used, kept until it would have
-- expired anyway (TELEGRAM_INIT_DATA_MAX_AGE_SECONDS after it was signed).
CREATE TABLE telegram_init_data_used (
  hash        TEXT PRIMARY KEY CHECK (length(hash) = 64),
  expires_at  TEXT NOT NULL
);
CREATE INDEX telegram_init_data_used_by_expiry ON telegram_init_data_used (expires_at);

-- A refusal by role ('forbidden') is an audit entry too: the table is rebuilt to allow the action
-- (SQLite cannot change a CHECK in place), as in migration 011.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE audit_log_before_014 AS SELECT * FROM audit_log;
DROP TABLE audit_log;

CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY,
  at          TEXT    NOT NULL,
  -- NULL only for a refused sign-in that names no panel account.
  account_id  INTEGER,
  username    TEXT    NOT NULL,
  resource    TEXT    NOT NULL,
  record_id   TEXT,
  action      TEXT    NOT NULL CHECK (action IN (
                'create', 'update', 'delete', 'bulk_delete', 'toggle', 'award', 'broadcast',
                'rate_change', 'sign_in', 'sign_in_refused', 'sign_out', 'forbidden')),
  changes     TEXT    NOT NULL DEFAULT '[]',
  ip_address  TEXT    NOT NULL,
  user_agent  TEXT    NOT NULL,
  forwarded   INTEGER NOT NULL DEFAULT 0 CHECK (forwarded IN (0, 1)),
  CHECK (account_id IS NOT NULL OR action = 'sign_in_refused')
);

INSERT INTO audit_log
  (id, at, account_id, username, resource, record_id, action, changes, ip_address, user_agent,
   forwarded)
SELECT id, at, account_id, username, resource, record_id, action, changes, ip_address, user_agent,
       forwarded
  FROM audit_log_before_014;
DROP TABLE audit_log_before_014;

CREATE INDEX audit_log_newest ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_by_account ON audit_log (username, at DESC);
CREATE INDEX audit_log_by_resource ON audit_log (resource, at DESC);

CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit log entries cannot be changed');
END;

CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit log entries cannot be removed');
END;
