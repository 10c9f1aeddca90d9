// Seeds a scratch database: the normal first-start demo data, then N generated transactions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { insertGeneratedTransactions } from '../server/db/seeds/transactions.ts';

/** The panel account of the scratch database (it never leaves the temp directory). */
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-Secret-Pass-1' };
/** The Telegram user the bench admin is linked to, who opens the Mini App. */
export const BENCH_TELEGRAM_USER = 5_100_200_300;

export interface ScratchData {
  dataDir: string;
  dbFile: string;
  /** Rows in the journal after seeding (demo rows + generated ones). */
  journalRows: number;
}

export const removeScratchDir = (dataDir: string) =>
  rmSync(dataDir, { recursive: true, force: true });

/**
 * A fresh temp directory, never ./data. It holds data/ (the database) and dist/ (the bench's own
 * build, so that a concurrent `npm run build` elsewhere cannot swap files under a page load).
 */
export function makeScratchDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'panel-bench-'));
}

export async function seedScratchData(dataDir: string, transactions: number): Promise<ScratchData> {
  // The first start, exactly as the launcher does it: migrations, account, demo platforms/cards.
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    GEOLOCATION_URL: '',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, { logger: false, serveStatic: false });
  await app.close();

  const dbFile = path.join(dataDir, 'app.db');
  const db = new Database(dbFile);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // A seed is a batch job (one transaction); FULL sync would only slow the commit.
    db.pragma('synchronous = NORMAL');
    // Another seed than the demo's, so the added rows are not a scaled copy of the demo rows.
    insertGeneratedTransactions(db, { count: transactions, now: new Date(), seed: 7_331 });
    const journalRows = db.prepare('SELECT count(*) FROM transactions').pluck().get() as number;
    // Leave a compact database behind, like a server that has been running a while.
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { dataDir, dbFile, journalRows };
  } finally {
    db.close();
  }
}
