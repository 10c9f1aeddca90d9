// Migration 018: usernames are unique by their key (lowercased; the names kept are NFKC already),
// enforced by SQLite whatever writes. A database from before it that holds names differing only by
// case still starts: the oldest account of such names keeps the key (it signs in by the name in any
// case), each later one signs in by its exact name only, stays out of the unique key, and is named
// in the audit log for an owner to deal with.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { buildApp } from '../../../server/app.ts';
import { basicAuth, makeTempDir, testConfig } from '../helpers.ts';

const before018 = () => readMigrations().filter((migration) => migration.version < 18);

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(db, before018());
});
afterEach(() => db.close());

const addOld = (database: Database, username: string, passwordHash = 'hash') =>
  Number(
    database
      .prepare(
        `INSERT INTO panel_accounts (username, password_hash, created_at)
         VALUES (?, ?, '2026-01-01T00:00:00.000Z')`,
      )
      .run(username, passwordHash).lastInsertRowid,
  );

describe('migration 018: one account per name whatever its case', () => {
  it('refuses, from then on, a second account of a name in another case', () => {
    addOld(db, 'operator1');
    runMigrations(db);
    expect(() => addOld(db, 'Operator1')).toThrow(/UNIQUE/);
    expect(() => addOld(db, 'OPERATOR1')).toThrow(/UNIQUE/);
    addOld(db, 'operator2');
    expect(() =>
      db.exec("UPDATE panel_accounts SET username = 'OPERATOR2' WHERE username = 'operator1'"),
    ).toThrow(/UNIQUE/);
  });

  it('starts on names that already differ only by case, naming the later ones in the audit log', () => {
    const first = addOld(db, 'operator1');
    const second = addOld(db, 'Operator1');
    const third = addOld(db, 'OPERATOR1');
    addOld(db, 'aziz');
    expect(() => runMigrations(db)).not.toThrow();
    expect(
      db
        .prepare('SELECT id, username_case_duplicate AS duplicate FROM panel_accounts ORDER BY id')
        .all(),
    ).toEqual([
      { id: first, duplicate: 0 },
      { id: second, duplicate: 1 },
      { id: third, duplicate: 1 },
      { id: first + 3, duplicate: 0 },
    ]);
    expect(
      db
        .prepare(
          `SELECT account_id AS accountId, username, resource, record_id AS recordId, action, changes
             FROM audit_log ORDER BY id`,
        )
        .all(),
    ).toEqual(
      [second, third].map((id) => ({
        accountId: id,
        username: id === second ? 'Operator1' : 'OPERATOR1',
        resource: 'panel-accounts',
        recordId: String(id),
        action: 'update',
        changes: '[{"field":"usernameSameAs","new":"operator1"}]',
      })),
    );
    // Still none more of that name, and no writer marks a new account a duplicate to pass.
    expect(() => addOld(db, 'oPERATOR1')).toThrow(/UNIQUE/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO panel_accounts (username, password_hash, created_at, username_case_duplicate)
           VALUES ('Aziz', 'hash', '2026-01-01T00:00:00.000Z', 1)`,
        )
        .run(),
    ).toThrow(/differs only by case/);
    expect(() =>
      db.exec("UPDATE panel_accounts SET username_case_duplicate = 1 WHERE username = 'aziz'"),
    ).toThrow(/differs only by case/);
  });
});

describe('an upgraded database with names differing only by case', () => {
  it('starts; the oldest signs in in any case, a later one by its exact name', async () => {
    const dataDir = makeTempDir();
    const old = openDatabase(dataDir);
    runMigrations(old, before018());
    addOld(old, 'operator1', await hashPassword('first-password'));
    addOld(old, 'Operator1', await hashPassword('second-password'));
    old.close();

    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { logger: false });
    try {
      const whoIs = async (username: string, password: string) => {
        const answer = await app.inject({
          url: '/api/panel-accounts/me',
          headers: { authorization: basicAuth(username, password) },
        });
        return answer.statusCode === 200 ? answer.json().username : answer.statusCode;
      };
      expect(await whoIs('operator1', 'first-password')).toBe('operator1');
      expect(await whoIs('OPERATOR1', 'first-password')).toBe('operator1');
      expect(await whoIs('Operator1', 'second-password')).toBe('Operator1');
      expect(await whoIs('OPERATOR1', 'second-password')).toBe(401);
    } finally {
      await app.close();
    }
  });
});
