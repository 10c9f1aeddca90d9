// Lottery prizes: an amount in so'm and how many of that prize remain to be won.
import type { Database } from 'better-sqlite3';
import { FIRST_ROWS, PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

export interface LotteryPrize {
  id: number;
  amount: number;
  numberOfPrize: number;
}

const COLUMNS = 'id, amount, number_of_prize AS numberOfPrize';

export function listLotteryPrizes(db: Database, page: RowPage = FIRST_ROWS): LotteryPrize[] {
  return db
    .prepare<[number, number], LotteryPrize>(
      `SELECT ${COLUMNS} FROM lottery_prizes ORDER BY id ${PAGE_SQL}`,
    )
    .all(...pageParams(page));
}

export function findLotteryPrize(db: Database, id: number): LotteryPrize | undefined {
  return db
    .prepare<[number], LotteryPrize>(`SELECT ${COLUMNS} FROM lottery_prizes WHERE id = ?`)
    .get(id);
}

export function insertLotteryPrize(
  db: Database,
  prize: Omit<LotteryPrize, 'id'>,
  createdAt: string,
): LotteryPrize {
  const row = db
    .prepare<[number, number, string], LotteryPrize>(
      `INSERT INTO lottery_prizes (amount, number_of_prize, created_at) VALUES (?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .get(prize.amount, prize.numberOfPrize, createdAt);
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** True when a prize was deleted. */
export function deleteLotteryPrize(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM lottery_prizes WHERE id = ?').run(id).changes > 0;
}
