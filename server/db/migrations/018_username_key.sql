-- One panel account per name, whatever its case: 'Operator1' beside 'operator1' would pass for the
-- same person in the account list and the audit log. Every writer keeps a name in NFKC form and
-- within contract/accountRules.ts (ASCII letters, digits, '.', '_', '-'), so SQLite's lower(),
-- which folds ASCII letters only, gives the key the server compares names by (NFKC, lowercased:
-- server/auth/accounts.ts). A generated column: every writer gets it, nothing to keep in step.
-- A name from before those rules (any text until version 0c75357) keeps its other letters as they
-- are: it signs in by its exact name, and in any case only as far as its ASCII letters go.
ALTER TABLE panel_accounts ADD COLUMN username_key TEXT GENERATED ALWAYS AS (lower(username)) VIRTUAL;

-- A database from before this may already hold names that differ only by case. Both accounts
-- keep working, so that the upgrade locks no one out: the oldest keeps the key (it signs in by its
-- name in any case); each later one is marked here, signs in by its exact name only, stays out of
-- the unique key, and is named in the audit log (by the server, as the triggers of migration 015
-- write theirs) for an owner to disable and replace. No writer marks an account afterwards.
ALTER TABLE panel_accounts ADD COLUMN username_case_duplicate INTEGER NOT NULL DEFAULT 0
  CHECK (username_case_duplicate IN (0, 1));

UPDATE panel_accounts SET username_case_duplicate = 1
 WHERE EXISTS (SELECT 1 FROM panel_accounts AS older
                WHERE older.username_key = panel_accounts.username_key
                  AND older.id < panel_accounts.id);

INSERT INTO audit_log
  (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), later.id, later.username, 'panel-accounts',
       CAST(later.id AS TEXT), 'update',
       json_array(json_object('field', 'usernameSameAs', 'new', oldest.username)),
       'server', 'migration 018: a name differing only by case'
  FROM panel_accounts AS later
  JOIN panel_accounts AS oldest
    ON oldest.username_key = later.username_key AND oldest.username_case_duplicate = 0
 WHERE later.username_case_duplicate = 1
 ORDER BY later.id;

CREATE UNIQUE INDEX panel_accounts_by_username_key ON panel_accounts (username_key)
  WHERE username_case_duplicate = 0;

CREATE TRIGGER panel_accounts_no_new_case_duplicate BEFORE INSERT ON panel_accounts
WHEN NEW.username_case_duplicate != 0
BEGIN
  SELECT RAISE(ABORT, 'only migration 018 marks an account whose name differs only by case');
END;

CREATE TRIGGER panel_accounts_no_case_duplicate_marked BEFORE UPDATE OF username_case_duplicate
  ON panel_accounts
WHEN NEW.username_case_duplicate != 0 AND OLD.username_case_duplicate = 0
BEGIN
  SELECT RAISE(ABORT, 'only migration 018 marks an account whose name differs only by case');
END;
