-- 021: the gateway's copy of the production backend's journal (server/gateway/journalMirror/;
-- JOURNAL_MIRROR=off leaves it empty). The backend answers at most the newest 100 matches of its
-- four filters (../shared/API-NOTES.md A3), so the gateway keeps every row any answer carried and
-- the panel pages, searches and exports this copy. Rows are never silently dropped: a row the
-- backend no longer shows where it should is marked missing_since, and only a deletion made
-- through the panel removes it.
--
-- No CHECKs on what the backend sends (any field may be null, a status may be new to us); no
-- foreign keys, since the cards and platforms live in the backend. created_at is the backend's
-- zone-less time read in PANEL_SERVER_TIME_ZONE and written as an ISO instant with Z, so that text
-- order is time order and the journal's date range compares strings, as in `transactions`.
CREATE TABLE journal_mirror (
  id               INTEGER PRIMARY KEY,
  chat_id          INTEGER,
  platform_name    TEXT,
  currency         TEXT,
  platform_user_id TEXT,
  full_name        TEXT,
  card_number      TEXT,
  admin_card_id    INTEGER,
  amount           INTEGER,
  unique_amount    INTEGER,
  status           TEXT NOT NULL,
  type             TEXT NOT NULL,
  created_at       TEXT,
  bill_id          TEXT,
  transaction_id   TEXT,
  pay_url          TEXT,
  payment_attempts INTEGER,
  -- When an answer of the backend first and last carried the row (ISO instants).
  first_seen_at    TEXT NOT NULL,
  last_seen_at     TEXT NOT NULL,
  -- Set when an answer that should have carried the row did not; cleared when one carries it.
  missing_since    TEXT,
  -- 1 while the row left the status the gateway knew it in and its new status is looked up.
  looking_up       INTEGER NOT NULL DEFAULT 0 CHECK (looking_up IN (0, 1))
);

CREATE INDEX journal_mirror_newest ON journal_mirror (created_at DESC, id DESC);
CREATE INDEX journal_mirror_by_status ON journal_mirror (status, created_at DESC, id DESC);
CREATE INDEX journal_mirror_by_type ON journal_mirror (type, created_at DESC, id DESC);
CREATE INDEX journal_mirror_by_platform ON journal_mirror (platform_name, created_at DESC, id DESC);
CREATE INDEX journal_mirror_by_card ON journal_mirror (admin_card_id, created_at DESC, id DESC);
CREATE INDEX journal_mirror_by_chat ON journal_mirror (chat_id, created_at DESC, id DESC);
CREATE INDEX journal_mirror_looking_up ON journal_mirror (looking_up) WHERE looking_up = 1;

-- The backend's platforms, id and name, as its GET /platforms last answered them: its platformId
-- filter matches a transaction by the platform's NAME looked up from the id, and so does ours.
CREATE TABLE journal_mirror_platforms (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

-- The backfill's combinations of the backend's filters (a JSON object of cardId, platformId,
-- status, type), each asked once: one that answered a full 100 is split into finer ones.
CREATE TABLE journal_backfill (
  filter      TEXT PRIMARY KEY,
  depth       INTEGER NOT NULL,
  state       TEXT NOT NULL CHECK (state IN ('queued', 'done')),
  answered    INTEGER,
  -- The oldest created_at of a full answer: older matches of a combination that cannot be split
  -- further are beyond the backend's reach.
  reach_until TEXT
);
CREATE INDEX journal_backfill_queue ON journal_backfill (state, depth);

-- One row: since when the gateway has watched, its last poll, the backfill's start and end and
-- the backend's own count of its transactions (GET /dashboard/stats).
CREATE TABLE journal_mirror_state (
  id                   INTEGER PRIMARY KEY CHECK (id = 1),
  watching_since       TEXT,
  last_poll_at         TEXT,
  backfill_started_at  TEXT,
  backfill_finished_at TEXT,
  backend_total        INTEGER
);
INSERT INTO journal_mirror_state (id) VALUES (1);

-- The mirror's own version number, bumped by triggers, so that answers computed from it (pages,
-- the pending count) are kept until it changes, as journal_version does for `transactions`.
CREATE TABLE journal_mirror_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO journal_mirror_version (id, version) VALUES (1, 0);

CREATE TRIGGER journal_mirror_version_insert AFTER INSERT ON journal_mirror
BEGIN
  UPDATE journal_mirror_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER journal_mirror_version_update AFTER UPDATE ON journal_mirror
BEGIN
  UPDATE journal_mirror_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER journal_mirror_version_delete AFTER DELETE ON journal_mirror
BEGIN
  UPDATE journal_mirror_version SET version = version + 1 WHERE id = 1;
END;
