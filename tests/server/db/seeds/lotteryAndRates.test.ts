// Demo lottery and rates: seeded after the journal, so the balances belong to chats that made
// APPROVED transactions, and a current rate exists on first start.
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../server/db/migrate.ts';
import {
  latestExchangeRate,
  listExchangeRates,
} from '../../../../server/db/repositories/exchangeRates.ts';
import { findLotteryBalance } from '../../../../server/db/repositories/lotteryBalances.ts';
import { listLotteryPrizes } from '../../../../server/db/repositories/lotteryPrizes.ts';
import { seedDemoData } from '../../../../server/db/seeds/index.ts';
import { openDatabase } from '../../../../server/db/plugin.ts';

describe('seedDemoData: lottery and exchange rates', () => {
  it('adds prizes, balances of journal users and a rate history', () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    const now = new Date('2025-06-01T12:00:00.000Z');
    seedDemoData(db, now);

    const prizes = listLotteryPrizes(db);
    expect(prizes.length).toBeGreaterThanOrEqual(3);
    expect(prizes.every((prize) => prize.amount > 0 && prize.numberOfPrize > 0)).toBe(true);

    const chats = db.prepare('SELECT chat_id FROM lottery_balances').pluck().all() as number[];
    expect(chats.length).toBeGreaterThanOrEqual(8);
    for (const chatId of chats) {
      const approved = db
        .prepare("SELECT count(*) FROM transactions WHERE chat_id = ? AND status = 'APPROVED'")
        .pluck()
        .get(chatId);
      expect(approved).toBeGreaterThan(0);
      expect(findLotteryBalance(db, chatId)).toMatchObject({ chatId });
    }
    const totals = db
      .prepare('SELECT sum(balance) AS balance, sum(tickets) AS tickets FROM lottery_balances')
      .get() as { balance: number; tickets: number };
    expect(totals.balance).toBeGreaterThan(0);
    expect(totals.tickets).toBeGreaterThan(0);

    const rates = listExchangeRates(db);
    expect(rates.length).toBeGreaterThanOrEqual(3);
    const latest = latestExchangeRate(db);
    expect(latest).toEqual(rates[0]);
    // Plausible UZS/RUB: about 7 RUB per 1000 UZS and 140 UZS per RUB, set in the past.
    expect(latest?.uzsToRub).toBeGreaterThan(5);
    expect(latest?.uzsToRub).toBeLessThan(10);
    expect(latest?.rubToUzs).toBeGreaterThan(100);
    expect(latest?.rubToUzs).toBeLessThan(200);
    expect(Date.parse(latest?.createdAt ?? '')).toBeLessThan(now.getTime());
    db.close();
  });
});
