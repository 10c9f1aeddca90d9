// Broadcasts survive restarts: a scheduled one queued before a restart is delivered exactly once
// after it; one cut off by a crash (left SENDING) resumes after the last chat it reached; one
// interrupted by a clean shutdown is handed back and finished later; two servers on one
// database still deliver once; and a broadcast that keeps crashing the server is given up.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../../../server/app.ts';
import { MAX_BROADCAST_ATTEMPTS } from '../../../server/db/repositories/broadcasts.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';
import {
  HoldingSender,
  addBotUsers,
  movableClock,
  outbox,
  fetchBroadcast,
  sendBroadcast,
} from './broadcastFixtures.ts';

const USERS = [101, 202, 303];

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
  removeTempDirs();
});

/** An app on `dataDir` whose worker only runs when the test asks. */
async function startOn(dataDir: string, overrides: AppOverrides = {}, env = {}) {
  const built = await buildTestApp(
    { DATA_DIR: dataDir, BROADCAST_POLL_MS: '3600000', ...env },
    overrides,
  );
  open.push(built.app);
  return built;
}

async function stop(app: FastifyInstance) {
  open.splice(open.indexOf(app), 1);
  await app.close();
}

describe('broadcasts across restarts', () => {
  it('delivers a broadcast scheduled before a restart exactly once after it', async () => {
    const dataDir = makeTempDir();
    const clock = movableClock('2025-09-21T09:00:00.000Z');
    const first = await startOn(dataDir, { now: clock.now });
    addBotUsers(first.app.db, USERS);
    const queued = await sendBroadcast(first.app, first.auth, {
      messageText: 'Ertaga <b>bonus</b>',
      scheduledTime: '2025-09-22T10:00',
    });
    const id: number = queued.json().id;
    expect(await first.app.broadcastWorker.runOnce()).toEqual([]);
    await stop(first.app);

    const second = await startOn(dataDir, { now: clock.now });
    expect(await second.app.broadcastWorker.runOnce()).toEqual([]);
    clock.set('2025-09-22T05:00:00.000Z'); // 10:00 in Tashkent
    expect(await second.app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    expect(await second.app.broadcastWorker.runOnce()).toEqual([]);

    expect(outbox(second.app, id).map((row) => row.chatId)).toEqual(USERS);
    expect(await fetchBroadcast(second.app, second.auth, id)).toMatchObject({
      status: 'SENT',
      recipients: USERS.length,
      failures: 0,
      sentAt: '2025-09-22T05:00:00.000Z',
    });
  });

  it('resumes a broadcast a crash left SENDING after the last chat it reached', async () => {
    const dataDir = makeTempDir();
    const first = await startOn(dataDir);
    addBotUsers(first.app.db, USERS);
    const id: number = (await sendBroadcast(first.app, first.auth, { messageText: 'x' })).json().id;
    // What a crash after the first chat leaves behind.
    first.app.db
      .prepare(
        `UPDATE broadcasts SET status = 'SENDING', attempts = 1, recipients = 1, last_chat_id = 101
          WHERE id = ?`,
      )
      .run(id);
    await stop(first.app);

    const second = await startOn(dataDir);
    expect((await fetchBroadcast(second.app, second.auth, id)).status).toBe('PENDING');
    expect(await second.app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    expect(outbox(second.app, id).map((row) => row.chatId)).toEqual([202, 303]);
    expect(await fetchBroadcast(second.app, second.auth, id)).toMatchObject({
      status: 'SENT',
      recipients: 3,
    });
  });

  it(`gives up a broadcast interrupted ${MAX_BROADCAST_ATTEMPTS} times`, async () => {
    const dataDir = makeTempDir();
    const first = await startOn(dataDir);
    const id: number = (await sendBroadcast(first.app, first.auth, { messageText: 'x' })).json().id;
    first.app.db
      .prepare(`UPDATE broadcasts SET status = 'SENDING', attempts = ? WHERE id = ?`)
      .run(MAX_BROADCAST_ATTEMPTS, id);
    await stop(first.app);

    const second = await startOn(dataDir);
    expect(await fetchBroadcast(second.app, second.auth, id)).toMatchObject({
      status: 'FAILED',
      failureReason: `Interrupted ${MAX_BROADCAST_ATTEMPTS} times; given up`,
    });
  });

  it('hands a delivery back on shutdown and finishes it after the next start', async () => {
    const dataDir = makeTempDir();
    const sender = new HoldingSender(202);
    // No grace: the send on its way is aborted at once.
    const first = await startOn(dataDir, { broadcastSender: sender }, { SHUTDOWN_GRACE_MS: '0' });
    addBotUsers(first.app.db, USERS);
    const id: number = (await sendBroadcast(first.app, first.auth, { messageText: 'x' })).json().id;
    const run = first.app.broadcastWorker.runOnce();
    await sender.holding;
    await stop(first.app); // aborts the held delivery and waits for the worker to let go
    expect(await run).toEqual([{ id, outcome: 'RELEASED' }]);
    expect(sender.sent).toEqual([[id, 101]]);

    const second = await startOn(dataDir);
    expect(await fetchBroadcast(second.app, second.auth, id)).toMatchObject({
      status: 'PENDING',
      recipients: 1,
    });
    expect(await second.app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    expect(outbox(second.app, id).map((row) => row.chatId)).toEqual([202, 303]);
  });

  it('lets the send on its way finish on shutdown, then hands the rest back', async () => {
    const dataDir = makeTempDir();
    const sender = new HoldingSender(202);
    const first = await startOn(dataDir, { broadcastSender: sender });
    addBotUsers(first.app.db, USERS);
    const id: number = (await sendBroadcast(first.app, first.auth, { messageText: 'x' })).json().id;
    const run = first.app.broadcastWorker.runOnce();
    await sender.holding;
    const closed = stop(first.app);
    // Once the close has stopped the worker (its timer gone), the send to 202 ends in time.
    while (first.app.broadcastWorker.scheduled) await new Promise((r) => setTimeout(r, 5));
    sender.releaseHold();
    await closed;
    expect(await run).toEqual([{ id, outcome: 'RELEASED' }]);
    expect(sender.sent).toEqual([
      [id, 101],
      [id, 202],
    ]);

    const second = await startOn(dataDir);
    expect(await fetchBroadcast(second.app, second.auth, id)).toMatchObject({
      status: 'PENDING',
      recipients: 2,
    });
    expect(await second.app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    expect(outbox(second.app, id).map((row) => row.chatId)).toEqual([303]);
  });

  it('delivers once when two servers share the database', async () => {
    const dataDir = makeTempDir();
    const one = await startOn(dataDir);
    const two = await startOn(dataDir);
    addBotUsers(one.app.db, USERS);
    const id: number = (await sendBroadcast(one.app, one.auth, { messageText: 'x' })).json().id;
    const reports = await Promise.all([
      two.app.broadcastWorker.runOnce(),
      one.app.broadcastWorker.runOnce(),
    ]);
    expect(reports.flat()).toEqual([{ id, outcome: 'SENT' }]);
    expect(outbox(one.app, id)).toHaveLength(USERS.length);
  });
});
