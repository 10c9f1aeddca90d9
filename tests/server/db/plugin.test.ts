// The database plugin: pragmas, migrations applied once, data kept across restarts, first-start seed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';

afterAll(removeTempDirs);

describe('database plugin', () => {
  it('opens DATA_DIR/app.db (creating the directory) with WAL, foreign keys and FULL sync', async () => {
    const dataDir = path.join(makeTempDir(), 'nested', 'data');
    const { app } = await buildTestApp({ DATA_DIR: dataDir });
    expect(app.db.name).toBe(path.join(dataDir, 'app.db'));
    expect(app.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(app.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(app.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(app.db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    await app.close();
    expect(app.db.open).toBe(false);
  });

  it('applies migrations once and keeps data across a restart', async () => {
    const env = { DATA_DIR: makeTempDir(), DEMO_DATA: 'true' };
    const first = await buildTestApp(env);
    expect(first.app.databaseCreated).toBe(true);
    const seededChats = (
      await first.app.inject({ url: '/api/admin/chats', headers: { authorization: first.auth } })
    ).json();
    expect(seededChats.length).toBeGreaterThan(0);
    await first.app.inject({
      method: 'POST',
      url: '/api/admin/chats?chatId=123456',
      headers: { authorization: first.auth },
    });
    await first.app.close();

    const second = await buildTestApp(env);
    expect(second.app.databaseCreated).toBe(false);
    const versions = second.app.db.prepare('SELECT version FROM schema_migrations').pluck().all();
    expect(versions).toEqual(readMigrations().map((migration) => migration.version));
    const chats = (
      await second.app.inject({ url: '/api/admin/chats', headers: { authorization: second.auth } })
    ).json();
    // Same seed as before plus the added chat: the seed did not run a second time.
    expect(chats).toEqual([...seededChats, { chatId: 123456, receiveNotifications: true }]);
    await second.app.close();
  });

  it('seeds nothing when DEMO_DATA is false', async () => {
    const { app, auth } = await buildTestApp({ DEMO_DATA: 'false' });
    const chats = await app.inject({ url: '/api/admin/chats', headers: { authorization: auth } });
    expect(chats.json()).toEqual([]);
    await app.close();
  });
});

describe('runMigrations', () => {
  it('applies new files in order and skips recorded ones', () => {
    const dir = makeTempDir('server-migrations-');
    writeFileSync(path.join(dir, '002_second.sql'), 'INSERT INTO log VALUES (2);');
    writeFileSync(
      path.join(dir, '001_first.sql'),
      'CREATE TABLE log (n INTEGER); INSERT INTO log VALUES (1);',
    );
    const db = openDatabase(':memory:');
    expect(runMigrations(db, readMigrations(dir))).toEqual({ applied: [1, 2], created: true });
    expect(runMigrations(db, readMigrations(dir))).toEqual({ applied: [], created: false });
    writeFileSync(path.join(dir, '003_third.sql'), 'INSERT INTO log VALUES (3);');
    expect(runMigrations(db, readMigrations(dir))).toEqual({ applied: [3], created: false });
    expect(db.prepare('SELECT n FROM log').pluck().all()).toEqual([1, 2, 3]);
    db.close();
  });

  it('rolls back a failing migration and records nothing for it', () => {
    const dir = makeTempDir('server-migrations-');
    writeFileSync(path.join(dir, '001_ok.sql'), 'CREATE TABLE t (n INTEGER);');
    writeFileSync(
      path.join(dir, '002_broken.sql'),
      'CREATE TABLE u (n INTEGER); INSERT INTO nope VALUES (1);',
    );
    const db = openDatabase(':memory:');
    expect(() => runMigrations(db, readMigrations(dir))).toThrow(/nope/);
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).not.toContain('u');
    db.close();
  });

  it('rejects badly named migration files', () => {
    const dir = makeTempDir('server-migrations-');
    writeFileSync(path.join(dir, 'init.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/001_name\.sql/);
  });
});
