// Durability: the real launcher on a scratch DATA_DIR takes a stream of writes (admin chats added,
// journal rows deleted), is killed with SIGKILL mid-stream (no shutdown, as in a power cut or an
// OOM kill), and is started again on the same data: every write it acknowledged must be there.
// SQLite runs with WAL and synchronous=FULL (db/plugin.ts), so an acknowledged commit is on disk.
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer } from '../../tools/launchServer.ts';
import type { LaunchedServer } from '../../tools/launchServer.ts';
import { basicAuth, makeTempDir, removeTempDirs } from './helpers.ts';

const ADMIN = { username: 'durability', password: 'crash test dummy' };
const AUTH = basicAuth(ADMIN.username, ADMIN.password);
/** Acknowledged writes before the kill; the kill lands while the next one is in flight. */
const WRITES_BEFORE_KILL = 120;

afterAll(() => removeTempDirs());

const start = (dataDir: string) =>
  launchServer({
    env: {
      // Signs in with the password alone (tests/server/helpers.ts testConfig says why).
      SECOND_STEP_ROLES: 'none',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    timeoutMs: 60_000,
  });

const call = (server: LaunchedServer, method: string, path: string) =>
  fetch(`${server.url}/api${path}`, { method, headers: { authorization: AUTH } });

async function journal(server: LaunchedServer, range: string) {
  const response = await call(server, 'GET', `/transactions?range=${encodeURIComponent(range)}`);
  const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
  return { ids: (await response.json()).map((row: { id: number }) => row.id) as number[], total };
}

describe('a SIGKILL mid-stream', () => {
  it('loses no acknowledged write', { timeout: 120_000 }, async () => {
    const dataDir = makeTempDir('durability-');
    const first = await start(dataDir);
    const addedChats: number[] = [];
    const deletedRows: number[] = [];
    let initialTotal = 0;
    try {
      // The demo data's journal: the rows to delete, newest first.
      const before = await journal(first, `[0,${WRITES_BEFORE_KILL}]`);
      initialTotal = before.total;
      expect(before.ids.length).toBeGreaterThan(WRITES_BEFORE_KILL / 2);
      for (let index = 0; index < WRITES_BEFORE_KILL; index += 1) {
        if (index % 2 === 0) {
          const chatId = 7_000_000 + index;
          const added = await call(first, 'POST', `/admin/chats?chatId=${chatId}`);
          expect(added.status).toBe(201);
          addedChats.push(chatId);
        } else {
          const id = before.ids[deletedRows.length];
          const deleted = await call(first, 'DELETE', `/transactions/${id}`);
          expect(deleted.status).toBe(204);
          deletedRows.push(id);
        }
      }
      // One more write in flight, and the kill right behind it.
      const inFlight = call(first, 'POST', '/admin/chats?chatId=7999999').catch(() => undefined);
      await first.kill('SIGKILL');
      await inFlight;
    } finally {
      await first.stop();
    }

    const second = await start(dataDir);
    try {
      const chats = await (await call(second, 'GET', '/admin/chats?range=[0,999]')).json();
      const chatIds = new Set(chats.map((chat: { chatId: number }) => chat.chatId));
      expect(addedChats.filter((chatId) => !chatIds.has(chatId))).toEqual([]);

      const after = await journal(second, '[0,999]');
      expect(deletedRows.filter((id) => after.ids.includes(id))).toEqual([]);
      expect(after.total).toBe(initialTotal - deletedRows.length);
      // The daily aggregates kept by triggers survived in step with the journal.
      const stats = await (await call(second, 'GET', '/dashboard/stats')).json();
      expect(stats.totalRequests).toBe(after.total);
    } finally {
      await second.stop();
    }
  });
});
