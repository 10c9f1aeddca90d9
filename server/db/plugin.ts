// Opens the SQLite database, applies migrations and exposes it as `app.db`; closes it with the app.
// Records this process in DATA_DIR while it holds the database (db/serverPids.ts).
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { runMigrations } from './migrate.ts';
import { recordServer } from './serverPids.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: SqliteDatabase;
    /** True when this start created the schema (an empty database): demo data goes in then. */
    databaseCreated: boolean;
  }
}

export interface DbPluginOptions {
  /** Directory holding app.db, or ':memory:'. */
  dataDir: string;
}

export function openDatabase(dataDir: string): SqliteDatabase {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    // The database holds password hashes, secrets and the audit log: for this server's user only
    // (SQLite gives its -wal and -shm files the database file's mode).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    file = path.join(dataDir, 'app.db');
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600); // the mode applies only to a new file: an older one is made private too
  }
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // FULL: an acknowledged write (a toggle, a deleted admin) survives a power cut.
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    // SQLite's lower() and LIKE fold ASCII letters only; the transaction search needs Cyrillic too.
    db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const db = openDatabase(options.dataDir);
    let created: boolean;
    try {
      created = runMigrations(db).created;
    } catch (error) {
      db.close();
      throw error;
    }
    // `npm run restore` refuses while this file says a live server uses the directory.
    const released =
      options.dataDir === ':memory:' ? () => undefined : recordServer(options.dataDir);
    app.addHook('onClose', async () => {
      db.close();
      released();
    });
    app.decorate('db', db);
    app.decorate('databaseCreated', created);
  },
  { name: 'db' },
);
