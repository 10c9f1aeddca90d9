-- A number that changes with every change to the journal, so that answers computed from it
-- (dashboard figures, journal pages) can be kept until it changes (server/db/journalCache.ts).
-- Kept by triggers, so no writer can forget it: the routes' deletes, the seeds, the SET NULL
-- that deleting a platform or a card does, and the business-day rewrite of a zone change.
CREATE TABLE journal_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO journal_version (id, version) VALUES (1, 0);

CREATE TRIGGER journal_version_insert AFTER INSERT ON transactions
BEGIN
  UPDATE journal_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER journal_version_update AFTER UPDATE ON transactions
BEGIN
  UPDATE journal_version SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER journal_version_delete AFTER DELETE ON transactions
BEGIN
  UPDATE journal_version SET version = version + 1 WHERE id = 1;
END;
