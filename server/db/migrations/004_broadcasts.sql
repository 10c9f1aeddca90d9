-- 004: mass broadcasts to the bot's users (the queue the background worker delivers from), the
-- outbox that records deliveries when no Telegram bot token is configured, and the accounts of
-- the Humo sandbox (used when HUMO_UPSTREAM is unset), kept here so they survive restarts.
-- Timestamps have exactly the shape of Date.toISOString(), so text order is time order.

CREATE TABLE broadcasts (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Telegram HTML, checked against Telegram's tag allow-list before it is stored.
  message_text   TEXT    NOT NULL CHECK (length(message_text) BETWEEN 1 AND 16384),
  -- A button has both a text and a URL, or neither.
  button_text    TEXT    CHECK (length(button_text) BETWEEN 1 AND 64),
  button_url     TEXT    CHECK (length(button_url) BETWEEN 1 AND 2048),
  -- NULL: deliver as soon as possible.
  scheduled_at   TEXT    CHECK (
                   scheduled_at IS NULL
                   OR scheduled_at IS strftime('%Y-%m-%dT%H:%M:%fZ', scheduled_at)
                 ),
  status         TEXT    NOT NULL DEFAULT 'PENDING'
                         CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED')),
  created_at     TEXT    NOT NULL CHECK (
                   created_at IS strftime('%Y-%m-%dT%H:%M:%fZ', created_at)
                 ),
  sent_at        TEXT    CHECK (
                   sent_at IS NULL OR sent_at IS strftime('%Y-%m-%dT%H:%M:%fZ', sent_at)
                 ),
  -- Users a message was attempted for so far, and how many of those attempts failed.
  recipients     INTEGER NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  failures       INTEGER NOT NULL DEFAULT 0 CHECK (failures BETWEEN 0 AND recipients),
  -- The last chat id handled: users are served in chat id order, so a delivery interrupted by a
  -- crash resumes after it instead of messaging everyone twice.
  last_chat_id   INTEGER,
  -- Claims so far; a broadcast that keeps crashing the server is given up after a few.
  attempts       INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  failure_reason TEXT    CHECK (length(failure_reason) <= 1000),
  CHECK ((button_text IS NULL) = (button_url IS NULL))
);
-- The worker's question: which PENDING broadcast is due first.
CREATE INDEX broadcasts_due ON broadcasts (status, scheduled_at, id);

-- One row per (broadcast, chat): recording a delivery twice (a retry after a crash) is a no-op.
CREATE TABLE broadcast_outbox (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  broadcast_id INTEGER NOT NULL REFERENCES broadcasts (id) ON DELETE CASCADE,
  chat_id      INTEGER NOT NULL,
  delivered_at TEXT    NOT NULL,
  -- The sendMessage body Telegram would have received.
  payload      TEXT    NOT NULL CHECK (json_valid(payload)),
  UNIQUE (broadcast_id, chat_id)
);

-- Sandbox sign-ins by phone: CODE_SENT after newNumber, PASSWORD_REQUIRED after the code that
-- asks for a two-step password, ACTIVE once signed in.
CREATE TABLE humo_sandbox_accounts (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  -- +998 and nine digits, the only numbers the sandbox accepts.
  phone      TEXT    NOT NULL UNIQUE CHECK (
               length(phone) = 13 AND phone GLOB '+998*' AND substr(phone, 2) NOT GLOB '*[^0-9]*'
             ),
  status     TEXT    NOT NULL CHECK (status IN ('CODE_SENT', 'PASSWORD_REQUIRED', 'ACTIVE')),
  created_at TEXT    NOT NULL,
  updated_at TEXT    NOT NULL
);
