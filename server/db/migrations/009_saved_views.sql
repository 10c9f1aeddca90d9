-- The journal's saved views: named filters, each panel account its own (a view goes with its
-- account). The route checks a view's name and filter and the cap per account; the table keeps
-- what must hold whatever writes. filter is a JSON object as text; length() comes first in its
-- CHECK so that a refusal names the column (db/constraintErrors.ts).
CREATE TABLE saved_views (
  -- AUTOINCREMENT: a deleted view's id is never given to a new one, so a delete sent again from
  -- a stale page cannot remove another view.
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES panel_accounts (id) ON DELETE CASCADE,
  name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  filter     TEXT    NOT NULL CHECK (
               length(filter) <= 2000 AND json_valid(filter) AND json_type(filter) = 'object'
             ),
  created_at TEXT    NOT NULL,
  -- Also the index of an account's views (its list and its count).
  UNIQUE (account_id, name)
);
