// Migration 014 gives panel accounts a role: every account that existed before is an owner, so an
// upgraded deployment works as before until someone assigns roles; with it, the last enabled owner
// is kept by the database itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { buildApp } from '../../../server/app.ts';
import { basicAuth, makeTempDir, testConfig } from '../helpers.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  runMigrations(
    db,
    readMigrations().filter((migration) => migration.version < 14),
  );
});
afterEach(() => db.close());

const addOld = (username: string, disabled = 0) =>
  db
    .prepare(
      `INSERT INTO panel_accounts (username, password_hash, created_at, disabled)
       VALUES (?, 'hash', '2026-01-01T00:00:00.000Z', ?)`,
    )
    .run(username, disabled);

describe('migration 014: roles', () => {
  it('makes every existing account an owner', () => {
    addOld('aziz');
    addOld('dilnoza', 1);
    runMigrations(db);
    expect(db.prepare('SELECT username, role FROM panel_accounts ORDER BY id').all()).toEqual([
      { username: 'aziz', role: 'owner' },
      { username: 'dilnoza', role: 'owner' },
    ]);
    expect(() =>
      db.exec("UPDATE panel_accounts SET role = 'viewer' WHERE username = 'aziz'"),
    ).toThrow(/owner/);
    expect(() => db.exec("UPDATE panel_accounts SET role = 'boss'")).toThrow();
  });
});

describe('an upgraded database', () => {
  it("keeps its accounts signing in, with an owner's rights", async () => {
    const dataDir = makeTempDir();
    const old = openDatabase(dataDir);
    runMigrations(
      old,
      readMigrations().filter((migration) => migration.version < 14),
    );
    old
      .prepare(
        `INSERT INTO panel_accounts (username, password_hash, created_at)
         VALUES ('aziz', ?, '2026-01-01T00:00:00.000Z')`,
      )
      .run(await hashPassword('aziz-old-password'));
    old.close();
    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { logger: false });
    try {
      const auth = basicAuth('aziz', 'aziz-old-password');
      const me = await app.inject({
        url: '/api/panel-accounts/me',
        headers: { authorization: auth },
      });
      expect(me.json()).toMatchObject({ username: 'aziz', role: 'owner' });
      const accounts = await app.inject({
        url: '/api/panel-accounts',
        headers: { authorization: auth },
      });
      expect(accounts.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
