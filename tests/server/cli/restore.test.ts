// `npm run restore` brings back a backup's accounts as they were, and its sessions: a device or a
// Telegram session ended since the backup (signed out, ended by an owner, by a new password) would
// be live again. So the restore ends them all in the restored file (each device in the audit log,
// as every other end of a device is) and says so, with what else came back: the old passwords.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { main as restore } from '../../../server/cli/restore.ts';
import { readMigrations, runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { makeTempDir, removeTempDirs } from '../helpers.ts';

afterAll(() => removeTempDirs());

const T0 = '2026-01-01T00:00:00.000Z';
const ENDED_BEFORE = '2026-01-02T00:00:00.000Z';
const hash = (n: number) => n.toString(16).padStart(64, '0');

/** A backup holding two accounts, three live devices, an ended one and two Telegram sessions. */
function backupFile(): string {
  const dir = makeTempDir('restore-source-');
  const db = openDatabase(dir);
  runMigrations(db);
  const add = db.prepare(
    "INSERT INTO panel_accounts (username, password_hash, created_at, role) VALUES (?, 'hash', ?, ?)",
  );
  const aziz = Number(add.run('aziz', T0, 'owner').lastInsertRowid);
  const dilnoza = Number(add.run('dilnoza', T0, 'operator').lastInsertRowid);
  const device = db.prepare(
    `INSERT INTO device_sessions (account_id, token_hash, step, created_at, last_used_at, ended_at)
     VALUES (?, ?, 'totp', ?, ?, ?)`,
  );
  device.run(aziz, hash(1), T0, T0, null);
  device.run(aziz, hash(2), T0, T0, null);
  device.run(dilnoza, hash(3), T0, T0, null);
  device.run(dilnoza, hash(4), T0, T0, ENDED_BEFORE);
  const session = db.prepare(
    `INSERT INTO panel_sessions (account_id, token_hash, telegram_user_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, '2099-01-01T00:00:00.000Z')`,
  );
  session.run(aziz, hash(5), 5123456789, T0);
  session.run(dilnoza, hash(6), 5123456780, T0);
  db.close();
  return path.join(dir, 'app.db');
}

function restored(dataDir: string) {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return {
      sessions: db.prepare('SELECT count(*) FROM panel_sessions').pluck().get(),
      devices: db
        .prepare('SELECT token_hash AS token, ended_at AS endedAt FROM device_sessions ORDER BY id')
        .all() as { token: string; endedAt: string | null }[],
      entries: db
        .prepare(
          `SELECT account_id AS accountId, username, resource, record_id AS recordId, action, changes
             FROM audit_log ORDER BY id`,
        )
        .all(),
    };
  } finally {
    db.close();
  }
}

describe('npm run restore', () => {
  it("ends every device and Telegram session of the restored database, each device's end in the audit log", async () => {
    const dataDir = makeTempDir('restore-target-');
    const printed = await restore([backupFile()], { DATA_DIR: dataDir });
    const after = restored(dataDir);
    expect(after.sessions).toBe(0);
    expect(after.devices.map((device) => device.endedAt === null)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // The one ended before keeps its own end.
    expect(after.devices[3].endedAt).toBe(ENDED_BEFORE);
    const devicesEnded = after.entries.filter(
      (entry) => (entry as { resource: string }).resource === 'devices',
    );
    expect(devicesEnded).toEqual([
      {
        accountId: 1,
        username: 'aziz',
        resource: 'devices',
        recordId: '1',
        action: 'sign_out',
        changes: '[{"field":"reason","new":"restored"}]',
      },
      {
        accountId: 1,
        username: 'aziz',
        resource: 'devices',
        recordId: '2',
        action: 'sign_out',
        changes: '[{"field":"reason","new":"restored"}]',
      },
      {
        accountId: 2,
        username: 'dilnoza',
        resource: 'devices',
        recordId: '3',
        action: 'sign_out',
        changes: '[{"field":"reason","new":"restored"}]',
      },
    ]);
    const telegramEnded = after.entries.filter(
      (entry) => (entry as { resource: string }).resource === 'telegram-sessions',
    );
    expect(telegramEnded).toEqual([
      {
        accountId: 1,
        username: 'aziz',
        resource: 'telegram-sessions',
        recordId: '1',
        action: 'sign_out',
        changes: '[{"field":"reason","new":"restored"}]',
      },
      {
        accountId: 2,
        username: 'dilnoza',
        resource: 'telegram-sessions',
        recordId: '2',
        action: 'sign_out',
        changes: '[{"field":"reason","new":"restored"}]',
      },
    ]);

    expect(printed).toMatch(/Ended 3 devices and 2 Telegram sessions: everyone must sign in again/);
    expect(printed).toMatch(/as they were when the backup was taken: their passwords too/);
    expect(printed).toMatch(/a password changed since is the old one again/);
  });

  it('restores a backup from before the sessions existed, with nothing to end', async () => {
    const dir = makeTempDir('restore-old-');
    const db = openDatabase(dir);
    runMigrations(
      db,
      readMigrations().filter((migration) => migration.version < 12),
    );
    db.close();
    const dataDir = makeTempDir('restore-old-target-');
    const printed = await restore([path.join(dir, 'app.db')], { DATA_DIR: dataDir });
    expect(printed).toMatch(/Ended 0 devices and 0 Telegram sessions/);
    expect(printed).toMatch(/integrity_check: ok/);
  });
});
