-- Sign-ins by Telegram (server/routes/telegram/) are recorded in audit_log, the one record both the
-- embedded API and the gateway keep and 'Amallar tarixi' reads: each accepted one ('sign_in'),
-- each refused one ('sign_in_refused', also when no panel account is linked to the Telegram user,
-- so account_id may now be NULL) and each sign-out ('sign_out'). SQLite cannot change a CHECK or a
-- NOT NULL in place, so the table is rebuilt with the same rows, ids, indexes and triggers.
--
-- audit_outcomes references audit_log: with foreign keys on (they cannot be turned off inside the
-- migration's transaction), the checks are deferred to the commit, by which time every entry is
-- back under its own id. The copy is a plain table, dropped once the rows are back.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE audit_log_before_011 AS SELECT * FROM audit_log;
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
                'rate_change', 'sign_in', 'sign_in_refused', 'sign_out')),
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
  FROM audit_log_before_011;
DROP TABLE audit_log_before_011;

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
