// Queries on the running server's database: reads, to check what the panel did server-side, and
// writes standing in for the Telegram bot, which adds transactions beside the panel.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export function queryServerDb<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Runs one statement on the server's database; answers the new row's id. */
export function writeServerDb(dataDir: string, sql: string, ...params: unknown[]): number {
  const db = new Database(join(dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return Number(db.prepare(sql).run(...params).lastInsertRowid);
  } finally {
    db.close();
  }
}
