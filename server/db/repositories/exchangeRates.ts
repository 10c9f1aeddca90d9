// UZS/RUB exchange rates kept as history: every update inserts a row and the newest row is the
// current rate, so "what was the rate on that day, and when did it change" stays answerable.
import type { Database } from 'better-sqlite3';

export interface ExchangeRate {
  id: number;
  /** RUB per 1000 UZS. */
  uzsToRub: number;
  /** UZS per 1 RUB. */
  rubToUzs: number;
  /** ISO 8601 UTC with Z. */
  createdAt: string;
}

const COLUMNS = 'id, uzs_to_rub AS uzsToRub, rub_to_uzs AS rubToUzs, created_at AS createdAt';

/**
 * The current rate: the row written last (highest id), not the one with the latest created_at,
 * so that a server clock set back cannot make an older update win over the newest one.
 */
export function latestExchangeRate(db: Database): ExchangeRate | undefined {
  return db
    .prepare<[], ExchangeRate>(`SELECT ${COLUMNS} FROM exchange_rates ORDER BY id DESC LIMIT 1`)
    .get();
}

export function insertExchangeRate(
  db: Database,
  rates: Pick<ExchangeRate, 'uzsToRub' | 'rubToUzs'>,
  createdAt: string,
): ExchangeRate {
  const row = db
    .prepare<[number, number, string], ExchangeRate>(
      `INSERT INTO exchange_rates (uzs_to_rub, rub_to_uzs, created_at) VALUES (?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .get(rates.uzsToRub, rates.rubToUzs, createdAt);
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** Every rate, newest first. */
export function listExchangeRates(db: Database): ExchangeRate[] {
  return db
    .prepare<[], ExchangeRate>(`SELECT ${COLUMNS} FROM exchange_rates ORDER BY id DESC`)
    .all();
}
