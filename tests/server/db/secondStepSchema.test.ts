// Migration 015 on a database from before it: every role may still sign in by Telegram, and the
// database itself ends an account's devices at a new password or when the account is disabled,
// whoever writes it, leaving an entry per device in the audit log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(
    db,
    readMigrations().filter((migration) => migration.version < 15),
  );
  db.prepare(
    `INSERT INTO panel_accounts (username, password_hash, created_at)
     VALUES ('aziz', 'hash-1', '2026-01-01T00:00:00.000Z'), ('dilnoza', 'hash-2', '2026-01-01T00:00:00.000Z')`,
  ).run();
  runMigrations(db);
});
afterEach(() => db.close());

const addDevice = (accountId: number, hash: string) =>
  db
    .prepare(
      `INSERT INTO device_sessions (account_id, token_hash, step, created_at, last_used_at)
       VALUES (?, ?, 'totp', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')`,
    )
    .run(accountId, hash.padEnd(64, '0'));

const open = () =>
  db.prepare('SELECT account_id FROM device_sessions WHERE ended_at IS NULL').pluck().all();

describe('migration 015: the second step', () => {
  it('leaves every role signing in by Telegram', () => {
    expect(db.prepare('SELECT role, telegram_sign_in FROM role_settings').raw().all()).toEqual([
      ['owner', 1],
      ['operator', 1],
      ['viewer', 1],
    ]);
  });

  it("ends an account's devices at a new password, audited, and no one else's", () => {
    addDevice(1, 'a');
    addDevice(1, 'b');
    addDevice(2, 'c');
    db.prepare("UPDATE panel_accounts SET password_hash = 'hash-1' WHERE id = 1").run();
    expect(open()).toEqual([1, 1, 2]);
    db.prepare("UPDATE panel_accounts SET password_hash = 'hash-3' WHERE id = 1").run();
    expect(open()).toEqual([2]);
    expect(
      db
        .prepare("SELECT username, record_id, action FROM audit_log WHERE resource = 'devices'")
        .raw()
        .all(),
    ).toEqual([
      ['aziz', '1', 'sign_out'],
      ['aziz', '2', 'sign_out'],
    ]);
  });

  it("ends an account's devices when it is disabled", () => {
    addDevice(2, 'c');
    db.prepare('UPDATE panel_accounts SET disabled = 1 WHERE id = 2').run();
    expect(open()).toEqual([]);
    expect(
      db.prepare("SELECT changes FROM audit_log WHERE resource = 'devices'").pluck().get(),
    ).toBe('[{"field":"reason","new":"account_disabled"}]');
  });

  it('keeps only digests of tokens and known steps', () => {
    expect(() => addDevice(1, 'x'.repeat(65))).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO device_sessions (account_id, token_hash, step, created_at, last_used_at)
           VALUES (1, ?, 'sms', 'x', 'x')`,
        )
        .run('0'.repeat(64)),
    ).toThrow(/CHECK/);
  });
});
