// Migration 005 enforces the lottery and exchange-rate rules itself, so a write that skips the API
// (a seeder, a hand-run fix) cannot break them either.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { runMigrations } from '../../../server/db/migrate.ts';
import { insertExchangeRate } from '../../../server/db/repositories/exchangeRates.ts';
import { openDatabase } from '../../../server/db/plugin.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(db);
});
afterEach(() => db.close());

const NOW = '2025-06-01T12:00:00.000Z';
const MAX = Number.MAX_SAFE_INTEGER;

const insertPrize = (amount: unknown, count: unknown, createdAt: unknown = NOW) =>
  db
    .prepare('INSERT INTO lottery_prizes (amount, number_of_prize, created_at) VALUES (?, ?, ?)')
    .run(amount, count, createdAt);

const insertBalance = (chatId: unknown, balance: unknown, tickets: unknown) =>
  db
    .prepare(
      'INSERT INTO lottery_balances (chat_id, balance, tickets, updated_at) VALUES (?, ?, ?, ?)',
    )
    .run(chatId, balance, tickets, NOW);

const insertAward = (total: unknown, random: unknown, amount: unknown, winners: unknown) =>
  db
    .prepare(
      `INSERT INTO lottery_awards (total_users, random_users, amount, winners, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(total, random, amount, winners, NOW);

const insertRate = (uzsToRub: unknown, rubToUzs: unknown, createdAt: unknown = NOW) =>
  db
    .prepare('INSERT INTO exchange_rates (uzs_to_rub, rub_to_uzs, created_at) VALUES (?, ?, ?)')
    .run(uzsToRub, rubToUzs, createdAt);

const CHECK = /CHECK constraint failed/;

describe('lottery_prizes', () => {
  it('takes positive whole amounts and counts up to 2^53 - 1', () => {
    expect(() => insertPrize(1, 1)).not.toThrow();
    expect(() => insertPrize(MAX, MAX)).not.toThrow();
  });

  it.each([
    [0, 1],
    [-1, 1],
    [1.5, 1],
    ['abc', 1],
    [MAX + 1, 1],
    [1, 0],
    [1, 2.5],
  ])('refuses amount %j with count %j', (amount, count) => {
    expect(() => insertPrize(amount, count)).toThrow(CHECK);
  });

  it('refuses a created_at that is not Date.toISOString()', () => {
    expect(() => insertPrize(1, 1, '2025-06-01 12:00:00')).toThrow(CHECK);
  });
});

describe('lottery_balances', () => {
  it('takes zero and positive counters, negative (group) chat ids', () => {
    expect(() => insertBalance(-1001234567890, 0, 0)).not.toThrow();
    expect(() => insertBalance(5012345678, MAX, MAX)).not.toThrow();
  });

  it.each([
    [1, -1, 0],
    [2, 0, -1],
    [3, 1.5, 0],
    [4, 0, 0.5],
    [5, MAX + 1, 0],
    [6, 0, 'x'],
  ])('refuses chat %j with balance %j and tickets %j', (chatId, balance, tickets) => {
    expect(() => insertBalance(chatId, balance, tickets)).toThrow(CHECK);
  });

  it('keeps one row per chat and refuses a chat id that is not an integer', () => {
    insertBalance(7, 0, 0);
    expect(() => insertBalance(7, 0, 0)).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => insertBalance('seven', 0, 0)).toThrow(/datatype mismatch/);
  });
});

describe('lottery_awards', () => {
  it('takes an award whose winners list has randomUsers entries', () => {
    expect(() => insertAward(10, 2, 1000, '[101,102]')).not.toThrow();
  });

  it.each([
    [0, 1, 1, '[1]'],
    [5, 0, 1, '[]'],
    [2, 3, 1, '[1,2,3]'],
    [5, 1, 0, '[1]'],
    [5, 2, 1, '[1]'],
    [5, 1, 1, 'not json'],
    [5, 1, 1, '{"a":1}'],
  ])('refuses total %j, random %j, amount %j, winners %j', (total, random, amount, winners) => {
    expect(() => insertAward(total, random, amount, winners)).toThrow(CHECK);
  });
});

describe('exchange_rates', () => {
  it('stores decimals, and whole numbers as REAL', () => {
    expect(insertExchangeRate(db, { uzsToRub: 0.0071, rubToUzs: 140 }, NOW)).toEqual({
      id: 1,
      uzsToRub: 0.0071,
      rubToUzs: 140,
      createdAt: NOW,
    });
    expect(db.prepare('SELECT typeof(rub_to_uzs) FROM exchange_rates').pluck().get()).toBe('real');
  });

  it.each([
    [0, 140],
    [-7.1, 140],
    [7.1, 0],
    [7.1, 1e9 + 1],
    [Infinity, 140],
    ['abc', 140],
  ])('refuses uzsToRub %j with rubToUzs %j', (uzsToRub, rubToUzs) => {
    expect(() => insertRate(uzsToRub, rubToUzs)).toThrow(CHECK);
  });

  it('refuses NaN (stored as NULL) and a bad created_at', () => {
    expect(() => insertRate(NaN, 140)).toThrow(/NOT NULL constraint failed/);
    expect(() => insertRate(7.1, 140, 'yesterday')).toThrow(CHECK);
  });
});
