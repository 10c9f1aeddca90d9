// Migration 011 rebuilds audit_log so that it can hold sign-ins by Telegram (a refused one may name
// no account): the entries, their ids and the outcomes of forwarded writes come through, and the
// table stays append-only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';

const AT = '2026-03-01T10:00:00.000Z';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(
    db,
    readMigrations().filter((migration) => migration.version < 11),
  );
});
afterEach(() => db.close());

const insertEntry = (accountId: number | null, action: string, forwarded = 0) =>
  db
    .prepare(
      `INSERT INTO audit_log
         (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent,
          forwarded)
       VALUES (?, ?, 'dilnoza', 'cards', '7', ?, '[]', '127.0.0.1', 'UA', ?)`,
    )
    .run(AT, accountId, action, forwarded);

describe('migration 011: audit_log rebuilt for sign-ins', () => {
  it('keeps every entry under its id, and the outcomes of forwarded writes', () => {
    insertEntry(1, 'create');
    insertEntry(1, 'update', 1);
    db.prepare('INSERT INTO audit_outcomes (entry_id, at, status) VALUES (2, ?, 200)').run(AT);
    const before = db.prepare('SELECT * FROM audit_log ORDER BY id').all();

    runMigrations(db);

    expect(db.prepare('SELECT * FROM audit_log ORDER BY id').all()).toEqual(before);
    expect(db.prepare('SELECT entry_id, status FROM audit_outcomes').all()).toEqual([
      { entry_id: 2, status: 200 },
    ]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE name LIKE 'audit_log%'")
      .pluck();
    expect(tables.all()).toEqual(
      expect.arrayContaining(['audit_log', 'audit_log_newest', 'audit_log_by_account']),
    );
    expect(tables.all()).not.toContain('audit_log_before_011');
  });

  it('takes the sign-in actions, and no account only for a refused sign-in', () => {
    runMigrations(db);
    for (const action of ['sign_in', 'sign_in_refused', 'sign_out']) {
      expect(() => insertEntry(1, action)).not.toThrow();
    }
    expect(() => insertEntry(null, 'sign_in_refused')).not.toThrow();
    expect(() => insertEntry(null, 'create')).toThrow(/CHECK constraint/);
    expect(() => insertEntry(1, 'sign_up')).toThrow(/CHECK constraint/);
  });

  it('stays append-only, and an outcome still needs a forwarded entry that exists', () => {
    insertEntry(1, 'create');
    runMigrations(db);
    expect(() => db.exec("UPDATE audit_log SET username = 'x'")).toThrow(/cannot be changed/);
    expect(() => db.exec('DELETE FROM audit_log')).toThrow(/cannot be removed/);
    const outcome = (entryId: number) =>
      db
        .prepare('INSERT INTO audit_outcomes (entry_id, at, status) VALUES (?, ?, 200)')
        .run(entryId, AT);
    expect(() => outcome(1)).toThrow(/only a forwarded write/);
    insertEntry(1, 'update', 1);
    expect(() => outcome(2)).not.toThrow();
  });
});
