-- Idempotency-Key: a write the panel sends again under the same key (a retry after no answer)
-- gets the answer of its first attempt instead of being done twice (plugins/idempotency.ts).
-- Kept 24 hours. `state` is 'in_flight' until the answer is known, 'done' with that answer, or
-- 'unknown' when no answer came (the gateway's backend was silent) or the server stopped first.
CREATE TABLE idempotency_keys (
  account_id    INTEGER NOT NULL REFERENCES panel_accounts (id) ON DELETE CASCADE,
  key           TEXT    NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  digest        TEXT    NOT NULL CHECK (length(digest) = 64),
  state         TEXT    NOT NULL CHECK (state IN ('in_flight', 'done', 'unknown')),
  -- The process that took the key: an in-flight key of an earlier process never finished.
  process_id    TEXT    NOT NULL,
  status        INTEGER,
  content_type  TEXT,
  body          TEXT,
  created_at    TEXT    NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
