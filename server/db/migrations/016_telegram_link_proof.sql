-- A Telegram link is a way in without the password, so it is as strong as its weakest proof:
-- - a link typed by a number (an owner's form, `npm run account -- telegram`) proves nothing of
--   the Telegram side: it is pending until that Telegram user signs in to the Mini App once with
--   the account's password (routes/telegram), and opens no session before;
-- - every link, self-made ones included, is told to the account's person at their next sign-in
--   (telegram_link_unseen), so that a link made with a stolen password does not go unnoticed.
ALTER TABLE panel_accounts ADD COLUMN telegram_link_pending INTEGER NOT NULL DEFAULT 0
  CHECK (telegram_link_pending IN (0, 1));

-- Links typed by someone else before this version were never proven by their Telegram user.
UPDATE panel_accounts SET telegram_link_pending = 1
 WHERE telegram_user_id IS NOT NULL AND telegram_linked_by IS NOT NULL;

-- Self-made links (the Mini App's own, with the password) were never told: they are now, once.
UPDATE panel_accounts
   SET telegram_linked_by = username,
       telegram_linked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
       telegram_link_unseen = 1
 WHERE telegram_user_id IS NOT NULL AND telegram_linked_by IS NULL;

-- A disabled account loses its link as well as its sessions and devices (migrations 012, 015),
-- whatever disables it: enabled again, it signs in with its password until a new link is proven.
-- Recorded as the device ends are, by the server.
CREATE TRIGGER panel_accounts_unlink_on_disable AFTER UPDATE OF disabled ON panel_accounts
WHEN NEW.disabled = 1 AND OLD.disabled = 0 AND NEW.telegram_user_id IS NOT NULL
BEGIN
  INSERT INTO audit_log
    (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
  VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NEW.id, NEW.username, 'panel-accounts',
          CAST(NEW.id AS TEXT), 'update',
          json_array(json_object('field', 'telegramUserId', 'old', NEW.telegram_user_id,
                                 'new', NULL),
                     json_object('field', 'reason', 'new', 'account_disabled')),
          'server', 'account disabled');
  UPDATE panel_accounts
     SET telegram_user_id = NULL, telegram_link_pending = 0, telegram_link_unseen = 0
   WHERE id = NEW.id;
END;

