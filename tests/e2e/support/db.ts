// Read-only queries on the running server's database, to check what the panel did server-side.
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
