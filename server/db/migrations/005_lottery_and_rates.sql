-- 005: the lottery (prizes, the bot users' lottery balances and tickets, the history of random
-- awards) and the UZS/RUB exchange rates (kept as history). As in 002, the CHECKs mirror the API's
-- rules so that no write path (a route, a seeder, a hand-run SQL fix) can store what the API would
-- refuse. typeof() refuses what INTEGER or REAL affinity cannot convert (1.5 tickets, 'abc'), and
-- 9007199254740991 (2^53 - 1) keeps counters within what JavaScript reads back exactly.

CREATE TABLE lottery_prizes (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Whole so'm.
  amount          INTEGER NOT NULL CHECK (
                    typeof(amount) = 'integer' AND amount BETWEEN 1 AND 9007199254740991
                  ),
  -- How many of this prize remain to be won.
  number_of_prize INTEGER NOT NULL CHECK (
                    typeof(number_of_prize) = 'integer'
                    AND number_of_prize BETWEEN 1 AND 9007199254740991
                  ),
  created_at      TEXT    NOT NULL CHECK (created_at IS strftime('%Y-%m-%dT%H:%M:%fZ', created_at))
);

-- One row per bot user who ever got tickets or money. chat_id is the Telegram chat (negative for
-- groups); as the primary key it is the rowid, so lookups by chat need no extra index.
CREATE TABLE lottery_balances (
  chat_id    INTEGER PRIMARY KEY,
  -- So'm won in random awards, not yet paid out.
  balance    INTEGER NOT NULL DEFAULT 0 CHECK (
               typeof(balance) = 'integer' AND balance BETWEEN 0 AND 9007199254740991
             ),
  tickets    INTEGER NOT NULL DEFAULT 0 CHECK (
               typeof(tickets) = 'integer' AND tickets BETWEEN 0 AND 9007199254740991
             ),
  updated_at TEXT    NOT NULL CHECK (updated_at IS strftime('%Y-%m-%dT%H:%M:%fZ', updated_at))
);

-- Every random award, so that "who won what, and when" stays answerable after balances change.
-- winners is a JSON array of the winning chat ids, one per winner.
CREATE TABLE lottery_awards (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  total_users  INTEGER NOT NULL CHECK (
                 typeof(total_users) = 'integer' AND total_users BETWEEN 1 AND 9007199254740991
               ),
  random_users INTEGER NOT NULL CHECK (
                 typeof(random_users) = 'integer' AND random_users BETWEEN 1 AND total_users
               ),
  amount       INTEGER NOT NULL CHECK (
                 typeof(amount) = 'integer' AND amount BETWEEN 1 AND 9007199254740991
               ),
  winners      TEXT    NOT NULL CHECK (
                 json_valid(winners) AND json_type(winners) = 'array'
                 AND json_array_length(winners) = random_users
               ),
  created_at   TEXT    NOT NULL CHECK (created_at IS strftime('%Y-%m-%dT%H:%M:%fZ', created_at))
);

-- Every update inserts a row; the newest row (highest id) is the current rate.
-- uzs_to_rub: RUB per 1000 UZS; rub_to_uzs: UZS per 1 RUB (docs/product.md: Records, the panel's
-- rate basis). NaN arrives as NULL (refused by NOT NULL) and Infinity fails the upper bound.
CREATE TABLE exchange_rates (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  uzs_to_rub REAL NOT NULL CHECK (
               typeof(uzs_to_rub) = 'real' AND uzs_to_rub > 0 AND uzs_to_rub <= 1e9
             ),
  rub_to_uzs REAL NOT NULL CHECK (
               typeof(rub_to_uzs) = 'real' AND rub_to_uzs > 0 AND rub_to_uzs <= 1e9
             ),
  created_at TEXT NOT NULL CHECK (created_at IS strftime('%Y-%m-%dT%H:%M:%fZ', created_at))
);
