-- 002: payment accounts: Oson configs (the provider accounts), the admin cards attached to them,
-- and the betting platforms the bot tops up and withdraws on. The CHECKs mirror the API's rules so
-- that no write path (a route, a seeder, a hand-run SQL fix) can store what the API would refuse.

CREATE TABLE oson_configs (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  device_name    TEXT    NOT NULL CHECK (length(trim(device_name)) BETWEEN 1 AND 128),
  phone          TEXT    NOT NULL UNIQUE CHECK (length(trim(phone)) BETWEEN 1 AND 32),
  -- Kept as given: the back end signs in to Oson with it.
  password       TEXT    NOT NULL CHECK (length(trim(password)) >= 1 AND length(password) <= 256),
  device_id      TEXT    NOT NULL CHECK (length(trim(device_id)) BETWEEN 1 AND 256),
  api_url        TEXT    NOT NULL CHECK (
                   length(api_url) <= 512 AND (api_url LIKE 'http://_%' OR api_url LIKE 'https://_%')
                 ),
  primary_config INTEGER NOT NULL DEFAULT 0 CHECK (primary_config IN (0, 1)),
  created_at     TEXT    NOT NULL
);
-- At most one primary: the partial index holds only primary rows, so a second 1 is a duplicate.
-- "At least one" is kept by the repository (the first config becomes primary, set-primary moves
-- the flag in one transaction) and by the trigger below.
CREATE UNIQUE INDEX oson_configs_one_primary ON oson_configs (primary_config)
  WHERE primary_config = 1;

CREATE TRIGGER oson_configs_keep_primary
BEFORE DELETE ON oson_configs
WHEN OLD.primary_config = 1
BEGIN
  SELECT RAISE(ABORT, 'The primary Oson config cannot be deleted');
END;

CREATE TABLE admin_cards (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  card_number    TEXT    NOT NULL UNIQUE CHECK (
                   length(card_number) = 16 AND card_number NOT GLOB '*[^0-9]*'
                 ),
  owner_name     TEXT    NOT NULL DEFAULT '' CHECK (length(owner_name) <= 128),
  payment_system TEXT    NOT NULL CHECK (payment_system IN ('HUMO', 'UZCARD')),
  -- Whole so'm; typeof() refuses what INTEGER affinity cannot turn into an integer (1.5, 'abc').
  balance        INTEGER NOT NULL DEFAULT 0 CHECK (typeof(balance) = 'integer' AND balance >= 0),
  oson_config_id INTEGER NOT NULL REFERENCES oson_configs (id) ON DELETE RESTRICT,
  created_at     TEXT    NOT NULL
);
CREATE INDEX admin_cards_by_oson_config ON admin_cards (oson_config_id);

CREATE TABLE platforms (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  -- NOCASE makes the uniqueness case-insensitive (for ASCII; the repository also compares
  -- Unicode-lower-cased names) and the list order alphabetical.
  name         TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) BETWEEN 1 AND 100),
  currency     TEXT    NOT NULL DEFAULT 'UZS' CHECK (currency IN ('UZS', 'RUB')),
  api_key      TEXT    NOT NULL CHECK (length(trim(api_key)) BETWEEN 1 AND 512),
  login        TEXT    NOT NULL CHECK (length(trim(login)) BETWEEN 1 AND 128),
  -- Kept as given (the back end signs in to the platform with it) but never sent to a client.
  password     TEXT    NOT NULL CHECK (length(trim(password)) >= 1 AND length(password) <= 256),
  workplace_id TEXT    NOT NULL CHECK (length(trim(workplace_id)) BETWEEN 1 AND 128),
  created_at   TEXT    NOT NULL
);
