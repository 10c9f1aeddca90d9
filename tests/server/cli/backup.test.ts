// `npm run backup` and `npm run restore`: a copy taken from the real launcher's database while a
// stream of writes goes on passes integrity_check and holds every write acknowledged before it
// began; a restore is refused while that server runs, then done once it has stopped, and the
// next start serves the copy. A crashed server's pid file does not block a restore; a broken
// file is refused.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { main as backup } from '../../../server/cli/backup.ts';
import { main as restore } from '../../../server/cli/restore.ts';
import { launchServer } from '../../../tools/launchServer.ts';
import type { LaunchedServer } from '../../../tools/launchServer.ts';
import { basicAuth, makeTempDir, removeTempDirs } from '../helpers.ts';

const ADMIN = { username: 'keeper', password: 'copies kept safe' };
const AUTH = basicAuth(ADMIN.username, ADMIN.password);

afterAll(() => removeTempDirs());

const start = (dataDir: string) =>
  launchServer({
    env: {
      SECOND_STEP_ROLES: 'none',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    timeoutMs: 60_000,
  });

const call = (server: LaunchedServer, method: string, url: string) =>
  fetch(`${server.url}/api${url}`, { method, headers: { authorization: AUTH } });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chatIdsIn(file: string): Set<number> {
  const db = new Database(file, { readonly: true });
  try {
    return new Set(db.prepare('SELECT chat_id FROM admin_chats').pluck().all() as number[]);
  } finally {
    db.close();
  }
}

describe('backup and restore', () => {
  it('copies a running server under writes; a restore after its stop is served', async () => {
    const dataDir = makeTempDir('backup-data-');
    const file = path.join(makeTempDir('backup-file-'), 'panel.db');
    const server = await start(dataDir);
    const acknowledged: number[] = [];
    let writing = true;
    let nextChatId = 8_000_000;
    const writer = async () => {
      while (writing) {
        const chatId = (nextChatId += 1);
        const added = await call(server, 'POST', `/admin/chats?chatId=${chatId}`);
        expect(added.status).toBe(201);
        acknowledged.push(chatId);
      }
    };
    let copied = new Set<number>();
    try {
      const writers = [writer(), writer()];
      while (acknowledged.length < 20) await pause(5);
      const beforeBackup = [...acknowledged];
      const report = await backup([file], { DATA_DIR: dataDir });
      // The stream goes on after the copy, then stops.
      const target = acknowledged.length + 10;
      while (acknowledged.length < target) await pause(5);
      writing = false;
      await Promise.all(writers);

      expect(report).toMatch(/integrity_check: ok/);
      expect(report).toMatch(/admin_chats +\d+/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      copied = chatIdsIn(file);
      expect(beforeBackup.filter((chatId) => !copied.has(chatId))).toEqual([]);
      // A copy is a new file: an old one is never overwritten.
      await expect(backup([file], { DATA_DIR: dataDir })).rejects.toThrow(/exists/);

      await expect(restore([file], { DATA_DIR: dataDir })).rejects.toThrow(
        new RegExp(`pid ${server.pid}.*stop it first`),
      );
    } finally {
      writing = false;
      await server.stop();
    }
    expect(server.exitCode()).toBe(0);
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.pid'))).toEqual([]);

    const restored = await restore([file], { DATA_DIR: dataDir });
    expect(restored).toMatch(/integrity_check: ok/);
    expect(restored).toMatch(/kept as .*app\.db\.before-restore-/);

    const again = await start(dataDir);
    try {
      const chats = await (await call(again, 'GET', '/admin/chats?range=[0,999]')).json();
      expect(new Set(chats.map((chat: { chatId: number }) => chat.chatId))).toEqual(copied);
    } finally {
      await again.stop();
    }
  }, 180_000);

  it("ignores a crashed server's pid file and refuses a broken file", async () => {
    const dataDir = makeTempDir('restore-data-');
    const dir = makeTempDir('restore-file-');
    const source = path.join(dir, 'source.db');
    const db = new Database(source);
    db.exec('CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES (1), (2)');
    db.close();
    // No process has this id (above Linux's largest): what a crash leaves behind.
    const stale = path.join(dataDir, 'server-2147483646.pid');
    writeFileSync(stale, '2147483646\n');

    expect(await restore([source], { DATA_DIR: dataDir })).toMatch(/notes +2/);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(path.join(dataDir, 'app.db'))).toBe(true);

    const broken = path.join(dir, 'broken.db');
    writeFileSync(broken, 'not a database at all, just some text that is long enough'.repeat(80));
    await expect(restore([broken], { DATA_DIR: dataDir })).rejects.toThrow();
    await expect(backup([path.join(dir, 'copy.db')], { DATA_DIR: dir })).rejects.toThrow(
      /No database/,
    );
  });
});
