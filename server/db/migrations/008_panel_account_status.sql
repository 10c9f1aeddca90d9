-- Several people run the service: a panel account can be disabled (refused at once at sign-in
-- and on every request), and at least one enabled account always remains, whatever writes.
ALTER TABLE panel_accounts ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1));

CREATE TRIGGER panel_accounts_keep_one_enabled BEFORE UPDATE OF disabled ON panel_accounts
WHEN NEW.disabled = 1 AND OLD.disabled = 0
  AND (SELECT count(*) FROM panel_accounts WHERE disabled = 0 AND id != OLD.id) = 0
BEGIN
  SELECT RAISE(ABORT, 'at least one enabled panel account must remain');
END;

CREATE TRIGGER panel_accounts_keep_one_on_delete BEFORE DELETE ON panel_accounts
WHEN OLD.disabled = 0
  AND (SELECT count(*) FROM panel_accounts WHERE disabled = 0 AND id != OLD.id) = 0
BEGIN
  SELECT RAISE(ABORT, 'at least one enabled panel account must remain');
END;
