-- 003: the transaction journal (top-ups and withdrawals made through the bot) and the daily
-- pre-aggregates the dashboard reads, kept in step by triggers inside the writing transaction.
--
-- platform_id and admin_card_id are ON DELETE SET NULL, not RESTRICT: the journal is history, so
-- deleting a platform or a card must still work (RESTRICT would block it forever once a single
-- transaction exists), and platform_name / card_number are copies that keep the history readable.

-- The zone whose calendar days business_day holds. The server sets it from BUSINESS_TIME_ZONE at
-- start and recomputes every business_day when it changed (db/businessCalendar.ts).
CREATE TABLE business_calendar (
  id        INTEGER PRIMARY KEY CHECK (id = 1),
  time_zone TEXT    NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64)
);
INSERT INTO business_calendar (id, time_zone) VALUES (1, 'Asia/Tashkent');

CREATE TABLE transactions (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  chat_id          INTEGER NOT NULL CHECK (typeof(chat_id) = 'integer'),
  platform_id      INTEGER REFERENCES platforms (id) ON DELETE SET NULL,
  platform_name    TEXT    CHECK (length(platform_name) <= 100),
  currency         TEXT    CHECK (currency IN ('UZS', 'RUB')),
  platform_user_id TEXT    CHECK (length(platform_user_id) <= 64),
  full_name        TEXT    CHECK (length(full_name) <= 256),
  card_number      TEXT    CHECK (length(card_number) <= 32),
  admin_card_id    INTEGER REFERENCES admin_cards (id) ON DELETE SET NULL,
  -- Whole so'm; typeof() refuses what INTEGER affinity cannot turn into an integer.
  amount           INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount >= 0),
  unique_amount    INTEGER CHECK (
                     unique_amount IS NULL
                     OR (typeof(unique_amount) = 'integer' AND unique_amount >= 0)
                   ),
  status           TEXT    NOT NULL CHECK (status IN (
                     'PENDING', 'PENDING_SMS', 'PENDING_ADMIN', 'APPROVED', 'BONUS_APPROVED',
                     'CANCELED', 'PENDING_PAYMENT', 'FAILED', 'PENDING_SCREENSHOT'
                   )),
  type             TEXT    NOT NULL CHECK (type IN ('TOP_UP', 'WITHDRAWAL')),
  -- Exactly the shape of Date.toISOString() (UTC, milliseconds, Z): strftime rewrites any other
  -- shape or impossible date, or makes NULL of it (hence IS: a CHECK that is NULL passes). Text
  -- order is then time order, so the range filters compare strings and use the indexes.
  created_at       TEXT    NOT NULL CHECK (
                     created_at IS strftime('%Y-%m-%dT%H:%M:%fZ', created_at)
                   ),
  -- The calendar day of created_at in the business zone (YYYY-MM-DD), written by the repository:
  -- SQLite knows no time zones. Every zone is within a day of UTC, which the CHECK holds it to.
  business_day     TEXT    NOT NULL CHECK (
                     business_day IS date(business_day)
                     AND business_day BETWEEN date(created_at, '-1 day')
                                          AND date(created_at, '+1 day')
                   ),
  bill_id          TEXT    CHECK (length(bill_id) <= 128),
  transaction_id   TEXT    CHECK (length(transaction_id) <= 128),
  pay_url          TEXT    CHECK (length(pay_url) <= 1024),
  payment_attempts INTEGER NOT NULL DEFAULT 0 CHECK (
                     typeof(payment_attempts) = 'integer' AND payment_attempts >= 0
                   )
);

-- The journal's order (newest first). Its extra columns are what the dashboard reads of a partial
-- day (today, until now), so that part is read from this index alone, never from the table.
CREATE INDEX transactions_newest ON transactions (
  created_at DESC, id DESC, business_day, status, type, platform_name, amount, chat_id
);
-- One per filter, each ending in the journal's order: a filtered page is an index range read in
-- order, with no sort step. chat_id also serves the search by chat id.
CREATE INDEX transactions_by_status ON transactions (status, created_at DESC, id DESC);
CREATE INDEX transactions_by_type ON transactions (type, created_at DESC, id DESC);
CREATE INDEX transactions_by_platform ON transactions (platform_id, created_at DESC, id DESC);
CREATE INDEX transactions_by_card ON transactions (admin_card_id, created_at DESC, id DESC);
CREATE INDEX transactions_by_chat ON transactions (chat_id, created_at DESC, id DESC);

-- Daily pre-aggregates, kept in step by the triggers below inside the writing transaction.
-- The dashboard reads whole days from the first two (a few thousand rows for months of traffic);
-- the journal's page count reads the third whenever no search text narrows the list. Unknown
-- platform names and ids are '' and 0, since a primary key never matches NULL to NULL.
CREATE TABLE transaction_daily_totals (
  business_day  TEXT    NOT NULL,
  status        TEXT    NOT NULL,
  type          TEXT    NOT NULL,
  platform_name TEXT    NOT NULL,
  requests      INTEGER NOT NULL,
  amount        INTEGER NOT NULL,
  PRIMARY KEY (business_day, status, type, platform_name)
) WITHOUT ROWID;

CREATE TABLE transaction_daily_users (
  business_day TEXT    NOT NULL,
  chat_id      INTEGER NOT NULL,
  requests     INTEGER NOT NULL,
  PRIMARY KEY (business_day, chat_id)
) WITHOUT ROWID;

CREATE TABLE transaction_daily_counts (
  business_day  TEXT    NOT NULL,
  status        TEXT    NOT NULL,
  type          TEXT    NOT NULL,
  platform_id   INTEGER NOT NULL,
  admin_card_id INTEGER NOT NULL,
  requests      INTEGER NOT NULL,
  PRIMARY KEY (business_day, status, type, platform_id, admin_card_id)
) WITHOUT ROWID;

CREATE TRIGGER transactions_aggregate_insert AFTER INSERT ON transactions
BEGIN
  INSERT INTO transaction_daily_totals
    (business_day, status, type, platform_name, requests, amount)
  VALUES (NEW.business_day, NEW.status, NEW.type, coalesce(NEW.platform_name, ''), 1, NEW.amount)
  ON CONFLICT DO UPDATE SET requests = requests + 1, amount = amount + excluded.amount;
  INSERT INTO transaction_daily_users (business_day, chat_id, requests)
  VALUES (NEW.business_day, NEW.chat_id, 1)
  ON CONFLICT DO UPDATE SET requests = requests + 1;
  INSERT INTO transaction_daily_counts
    (business_day, status, type, platform_id, admin_card_id, requests)
  VALUES (NEW.business_day, NEW.status, NEW.type, coalesce(NEW.platform_id, 0),
          coalesce(NEW.admin_card_id, 0), 1)
  ON CONFLICT DO UPDATE SET requests = requests + 1;
END;

-- A group that loses its last row goes, so "only days with requests" holds without filtering.
CREATE TRIGGER transactions_aggregate_delete AFTER DELETE ON transactions
BEGIN
  UPDATE transaction_daily_totals SET requests = requests - 1, amount = amount - OLD.amount
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_name = coalesce(OLD.platform_name, '');
  DELETE FROM transaction_daily_totals
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_name = coalesce(OLD.platform_name, '') AND requests = 0;
  UPDATE transaction_daily_users SET requests = requests - 1
   WHERE business_day = OLD.business_day AND chat_id = OLD.chat_id;
  DELETE FROM transaction_daily_users
   WHERE business_day = OLD.business_day AND chat_id = OLD.chat_id AND requests = 0;
  UPDATE transaction_daily_counts SET requests = requests - 1
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_id = coalesce(OLD.platform_id, 0)
     AND admin_card_id = coalesce(OLD.admin_card_id, 0);
  DELETE FROM transaction_daily_counts
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_id = coalesce(OLD.platform_id, 0)
     AND admin_card_id = coalesce(OLD.admin_card_id, 0) AND requests = 0;
END;

-- An update moves the row out of its old groups and into its new ones. One trigger per table,
-- each on the columns that table groups by: the SET NULL that deleting a platform or a card does
-- to its transactions touches only the counts.
CREATE TRIGGER transactions_totals_update
AFTER UPDATE OF business_day, status, type, platform_name, amount ON transactions
BEGIN
  UPDATE transaction_daily_totals SET requests = requests - 1, amount = amount - OLD.amount
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_name = coalesce(OLD.platform_name, '');
  DELETE FROM transaction_daily_totals
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_name = coalesce(OLD.platform_name, '') AND requests = 0;
  INSERT INTO transaction_daily_totals
    (business_day, status, type, platform_name, requests, amount)
  VALUES (NEW.business_day, NEW.status, NEW.type, coalesce(NEW.platform_name, ''), 1, NEW.amount)
  ON CONFLICT DO UPDATE SET requests = requests + 1, amount = amount + excluded.amount;
END;

CREATE TRIGGER transactions_users_update AFTER UPDATE OF business_day, chat_id ON transactions
BEGIN
  UPDATE transaction_daily_users SET requests = requests - 1
   WHERE business_day = OLD.business_day AND chat_id = OLD.chat_id;
  DELETE FROM transaction_daily_users
   WHERE business_day = OLD.business_day AND chat_id = OLD.chat_id AND requests = 0;
  INSERT INTO transaction_daily_users (business_day, chat_id, requests)
  VALUES (NEW.business_day, NEW.chat_id, 1)
  ON CONFLICT DO UPDATE SET requests = requests + 1;
END;

CREATE TRIGGER transactions_counts_update
AFTER UPDATE OF business_day, status, type, platform_id, admin_card_id ON transactions
BEGIN
  UPDATE transaction_daily_counts SET requests = requests - 1
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_id = coalesce(OLD.platform_id, 0)
     AND admin_card_id = coalesce(OLD.admin_card_id, 0);
  DELETE FROM transaction_daily_counts
   WHERE business_day = OLD.business_day AND status = OLD.status AND type = OLD.type
     AND platform_id = coalesce(OLD.platform_id, 0)
     AND admin_card_id = coalesce(OLD.admin_card_id, 0) AND requests = 0;
  INSERT INTO transaction_daily_counts
    (business_day, status, type, platform_id, admin_card_id, requests)
  VALUES (NEW.business_day, NEW.status, NEW.type, coalesce(NEW.platform_id, 0),
          coalesce(NEW.admin_card_id, 0), 1)
  ON CONFLICT DO UPDATE SET requests = requests + 1;
END;
