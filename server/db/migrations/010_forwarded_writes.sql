-- Writes the gateway forwards to the production backend (API_UPSTREAM with UPSTREAM_USERNAME and
-- UPSTREAM_PASSWORD, server/gateway/). Each is entered in audit_log before it leaves (forwarded =
-- 1), and what the backend did with it is appended to audit_outcomes once known: its HTTP status,
-- or no answer at all. A forwarded entry without an outcome row says the outcome is unknown: the
-- write is in flight, or the server stopped between sending it and hearing back. Both tables stay
-- append-only: an entry is never edited to add its outcome.
ALTER TABLE audit_log ADD COLUMN forwarded INTEGER NOT NULL DEFAULT 0 CHECK (forwarded IN (0, 1));

CREATE TABLE audit_outcomes (
  entry_id  INTEGER PRIMARY KEY REFERENCES audit_log (id),
  at        TEXT    NOT NULL,
  -- The backend's HTTP status; NULL when it did not answer (time-out, connection lost).
  status    INTEGER CHECK (status IS NULL OR status BETWEEN 100 AND 599),
  -- The id of the record a create made, when the backend's answer named it.
  record_id TEXT
);

-- Only a forwarded write has an outcome: a change of the embedded API is its entry's own
-- transaction.
CREATE TRIGGER audit_outcomes_forwarded_only BEFORE INSERT ON audit_outcomes
WHEN (SELECT forwarded FROM audit_log WHERE id = NEW.entry_id) IS NOT 1
BEGIN
  SELECT RAISE(ABORT, 'only a forwarded write has an outcome');
END;

CREATE TRIGGER audit_outcomes_append_only_update BEFORE UPDATE ON audit_outcomes
BEGIN
  SELECT RAISE(ABORT, 'audit outcomes cannot be changed');
END;

CREATE TRIGGER audit_outcomes_append_only_delete BEFORE DELETE ON audit_outcomes
BEGIN
  SELECT RAISE(ABORT, 'audit outcomes cannot be removed');
END;
