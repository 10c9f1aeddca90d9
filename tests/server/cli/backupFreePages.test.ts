// `npm run backup` copies the database's records, not the bytes its deleted ones leave behind:
// SQLite keeps a deleted row's bytes in its page until they are written over, and its online
// backup copies pages as they are, so a platform deleted long ago (its password and API key), an
// authenticator reset, or an Idempotency-Key record scrubbed by migration 017 would travel in
// every copy. The copy is rebuilt (VACUUM) before it is checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main as backup } from '../../../server/cli/backup.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/plugin.ts';
import { makeTempDir, removeTempDirs } from '../helpers.ts';

afterAll(removeTempDirs);

const GONE_PASSWORD = 'deleted-platform-password-7Q';
const GONE_API_KEY = 'pk-live-deleted-platform-3F';

describe('a backup', () => {
  it('holds no bytes of rows deleted before it', async () => {
    const dataDir = makeTempDir('free-pages-data-');
    const db = openDatabase(dataDir);
    runMigrations(db);
    const insert = db.prepare(
      `INSERT INTO platforms (name, api_key, login, password, workplace_id, created_at)
       VALUES (?, ?, 'login', ?, ?, '2026-01-01T00:00:00.000Z')`,
    );
    for (let n = 0; n < 40; n += 1) insert.run(`Platform ${n}`, `key-${n}`, `pw-${n}`, `wp-${n}`);
    insert.run('Gone', GONE_API_KEY, GONE_PASSWORD, 'wp-gone');
    db.prepare("DELETE FROM platforms WHERE name = 'Gone'").run();
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(path.join(dataDir, 'app.db')).includes(GONE_PASSWORD)).toBe(true);
    db.close();

    const file = path.join(makeTempDir('free-pages-copy-'), 'panel.db');
    const report = await backup([file], { DATA_DIR: dataDir });
    expect(report).toMatch(/integrity_check: ok/);
    expect(report).toMatch(/platforms +40/);
    const copy = readFileSync(file);
    expect(copy.includes(GONE_PASSWORD)).toBe(false);
    expect(copy.includes(GONE_API_KEY)).toBe(false);
  });
});
