-- Every change made through the API, written in the same database transaction as the change
-- (server/audit/audited.ts): who (the panel account, its name kept as it was), what (resource,
-- record, action, the fields changed with old and new values; a secret only as "changed"), when
-- and from where. Entries are only ever added: the triggers refuse to change or remove one.
CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY,
  at          TEXT    NOT NULL,
  account_id  INTEGER NOT NULL,
  username    TEXT    NOT NULL,
  resource    TEXT    NOT NULL,
  record_id   TEXT,
  action      TEXT    NOT NULL CHECK (action IN (
                'create', 'update', 'delete', 'bulk_delete', 'toggle', 'award', 'broadcast',
                'rate_change')),
  changes     TEXT    NOT NULL DEFAULT '[]',
  ip_address  TEXT    NOT NULL,
  user_agent  TEXT    NOT NULL
);

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
