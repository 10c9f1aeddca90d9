-- 001: panel accounts, login history, feature switches (with history) and Telegram admin chats.
-- Timestamps are ISO 8601 UTC strings with a Z, as the API sends them.

CREATE TABLE panel_accounts (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  username      TEXT    NOT NULL UNIQUE CHECK (length(username) BETWEEN 1 AND 128),
  password_hash TEXT    NOT NULL,
  created_at    TEXT    NOT NULL
);

CREATE TABLE login_history (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  username    TEXT NOT NULL,
  user_agent  TEXT NOT NULL DEFAULT '',
  ip_address  TEXT NOT NULL DEFAULT '',
  device_name TEXT NOT NULL DEFAULT '',
  city        TEXT NOT NULL DEFAULT '',
  country     TEXT NOT NULL DEFAULT '',
  login_time  TEXT NOT NULL
);
CREATE INDEX login_history_by_time ON login_history (login_time DESC, id DESC);

-- Every change inserts a row; the newest row is the current state.
CREATE TABLE feature_settings (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  top_up_enabled   INTEGER NOT NULL CHECK (top_up_enabled IN (0, 1)),
  withdraw_enabled INTEGER NOT NULL CHECK (withdraw_enabled IN (0, 1)),
  bonus_enabled    INTEGER NOT NULL CHECK (bonus_enabled IN (0, 1)),
  created_at       TEXT    NOT NULL
);
INSERT INTO feature_settings (top_up_enabled, withdraw_enabled, bonus_enabled, created_at)
VALUES (1, 1, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

-- id keeps the creation order; chat_id is the Telegram chat (negative for groups).
CREATE TABLE admin_chats (
  id                    INTEGER PRIMARY KEY AUTOINCREMENT,
  chat_id               INTEGER NOT NULL UNIQUE,
  receive_notifications INTEGER NOT NULL DEFAULT 1 CHECK (receive_notifications IN (0, 1)),
  created_at            TEXT    NOT NULL
);
