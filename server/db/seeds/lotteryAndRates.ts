// Demo lottery and exchange rates: a few prizes, lottery balances for the most active bot users of
// the seeded journal (so a lookup by a chat id seen on the transactions screen finds something),
// and a short history of UZS/RUB rates, so the currency screen has a current rate on first start.
import type { Database } from 'better-sqlite3';
import { insertExchangeRate } from '../repositories/exchangeRates.ts';
import { insertLotteryPrize } from '../repositories/lotteryPrizes.ts';
import type { Seeder } from './seeder.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

// [so'm, how many remain]
const PRIZES: Array<[amount: number, numberOfPrize: number]> = [
  [1_000_000, 1],
  [500_000, 3],
  [100_000, 10],
  [50_000, 25],
];

export const seedLotteryPrizes: Seeder = (db, now) => {
  PRIZES.forEach(([amount, numberOfPrize], index) => {
    insertLotteryPrize(db, { amount, numberOfPrize }, ago(now, 20 - index * 4));
  });
};

// [tickets, so'm won], given to the users by activity rank; some hold only tickets.
const BALANCES: Array<[tickets: number, balance: number]> = [
  [12, 150_000],
  [9, 100_000],
  [7, 0],
  [5, 50_000],
  [4, 250_000],
  [3, 0],
  [2, 50_000],
  [1, 100_000],
  [1, 0],
  [0, 50_000],
];

/** The chats with the most APPROVED transactions, most active first. */
function mostActiveChats(db: Database, limit: number): number[] {
  return db
    .prepare<[number], number>(
      `SELECT chat_id FROM transactions WHERE status = 'APPROVED'
        GROUP BY chat_id ORDER BY count(*) DESC, chat_id LIMIT ?`,
    )
    .pluck()
    .all(limit);
}

/** Runs after seedTransactions: the balances belong to chats found in the journal. */
export const seedLotteryBalances: Seeder = (db, now) => {
  const insert = db.prepare<[number, number, number, string]>(
    'INSERT INTO lottery_balances (chat_id, tickets, balance, updated_at) VALUES (?, ?, ?, ?)',
  );
  mostActiveChats(db, BALANCES.length).forEach((chatId, index) => {
    const [tickets, balance] = BALANCES[index];
    insert.run(chatId, tickets, balance, ago(now, 1 + index * 2));
  });
};

// Oldest first: the last row is the current rate. uzsToRub is RUB per 1000 UZS, rubToUzs UZS per
// RUB; the two are set by hand, so they need not be exact inverses.
const RATES: Array<[daysAgo: number, uzsToRub: number, rubToUzs: number]> = [
  [60, 7.42, 134.8],
  [45, 7.31, 136.8],
  [30, 7.18, 139.3],
  [14, 7.05, 141.8],
  [3, 7.12, 140.45],
];

export const seedExchangeRates: Seeder = (db, now) => {
  for (const [daysAgo, uzsToRub, rubToUzs] of RATES) {
    insertExchangeRate(db, { uzsToRub, rubToUzs }, ago(now, daysAgo));
  }
};

export const LOTTERY_AND_RATE_SEEDERS: readonly Seeder[] = [
  seedLotteryPrizes,
  seedLotteryBalances,
  seedExchangeRates,
];
