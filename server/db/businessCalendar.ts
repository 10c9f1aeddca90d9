// The business time zone the stored transaction days (transactions.business_day) are in, and the
// start-up step that brings them in line with BUSINESS_TIME_ZONE when the operator changed it.
import type { Database } from 'better-sqlite3';
import { businessDayOf } from '../businessTime.ts';

const BATCH_SIZE = 5000;

export function readBusinessTimeZone(db: Database): string {
  const zone = db
    .prepare<[], string>('SELECT time_zone FROM business_calendar WHERE id = 1')
    .pluck()
    .get();
  if (zone === undefined)
    throw new Error('business_calendar has no row: migration 003 not applied');
  return zone;
}

/**
 * Makes `zone` the calendar of the stored days. When it differs from the stored one, every
 * business_day is recomputed in one transaction (the triggers move the daily aggregates along);
 * answers how many rows moved to another day.
 */
export function applyBusinessTimeZone(db: Database, zone: string): number {
  if (readBusinessTimeZone(db) === zone) return 0;
  const page = db.prepare<[number, number], { id: number; createdAt: string; day: string }>(
    `SELECT id, created_at AS createdAt, business_day AS day FROM transactions
      WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const move = db.prepare<[string, number]>(
    'UPDATE transactions SET business_day = ? WHERE id = ?',
  );
  let moved = 0;
  db.transaction(() => {
    // Paged by id: better-sqlite3 cannot write while a statement is still iterating.
    let lastId = 0;
    for (;;) {
      const rows = page.all(lastId, BATCH_SIZE);
      if (rows.length === 0) break;
      for (const row of rows) {
        const day = businessDayOf(Date.parse(row.createdAt), zone);
        if (day !== row.day) {
          move.run(day, row.id);
          moved += 1;
        }
      }
      lastId = rows[rows.length - 1].id;
    }
    db.prepare('UPDATE business_calendar SET time_zone = ? WHERE id = 1').run(zone);
  })();
  return moved;
}
