// The background worker: immediate and scheduled delivery to every known bot user through the
// outbox, exactly once even when runs overlap, failures per chat and for the whole broadcast, the
// HTTP answer never waiting for delivery, and the timer that runs by itself and stops on close.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../../../server/app.ts';
import { DeliveryError, RecipientError } from '../../../server/broadcast/sender.ts';
import { buildTestApp } from '../helpers.ts';
import {
  HoldingSender,
  RecordingSender,
  addBotUsers,
  movableClock,
  outbox,
  fetchBroadcast,
  sendBroadcast,
} from './broadcastFixtures.ts';

const START = '2025-09-21T09:00:00.000Z'; // 14:00 in Tashkent
const USERS = [-1001234567890, 42, 5012345678, 987654321];

let app: FastifyInstance;
let auth: string;
afterEach(() => app?.close());

async function start(overrides: AppOverrides = {}, env: Record<string, string> = {}) {
  ({ app, auth } = await buildTestApp({ BROADCAST_POLL_MS: '3600000', ...env }, overrides));
  addBotUsers(app.db, USERS);
}

async function queue(body: object): Promise<number> {
  const response = await sendBroadcast(app, auth, body);
  expect(response.statusCode).toBe(202);
  return response.json().id;
}

describe('broadcast delivery', () => {
  it('delivers an immediate broadcast once to every distinct chat through the outbox', async () => {
    const clock = movableClock(START);
    await start({ now: clock.now });
    const id = await queue({
      messageText: '<b>Bonus</b> kuni!',
      buttonText: 'Ochish',
      buttonUrl: 'https://example.uz/bonus',
    });

    expect(await app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    const deliveries = outbox(app, id);
    expect(deliveries.map((row) => row.chatId)).toEqual([...USERS].sort((a, b) => a - b));
    expect(deliveries[0]).toEqual({
      broadcastId: id,
      chatId: -1001234567890,
      deliveredAt: START,
      payload: {
        chat_id: -1001234567890,
        text: '<b>Bonus</b> kuni!',
        parse_mode: 'HTML',
        reply_markup: { inline_keyboard: [[{ text: 'Ochish', url: 'https://example.uz/bonus' }]] },
      },
    });
    expect(await fetchBroadcast(app, auth, id)).toMatchObject({
      status: 'SENT',
      sentAt: START,
      recipients: USERS.length,
      failures: 0,
      failureReason: null,
    });

    expect(await app.broadcastWorker.runOnce()).toEqual([]);
    expect(outbox(app, id)).toHaveLength(USERS.length);
  });

  it('sends nothing before the scheduled time and everything once after it', async () => {
    const clock = movableClock(START);
    await start({ now: clock.now });
    const id = await queue({ messageText: 'Kechki aksiya', scheduledTime: '2025-09-21T18:30' });

    clock.set('2025-09-21T13:29:59.999Z'); // 18:29:59.999 in Tashkent
    expect(await app.broadcastWorker.runOnce()).toEqual([]);
    expect(outbox(app, id)).toEqual([]);
    expect((await fetchBroadcast(app, auth, id)).status).toBe('PENDING');

    clock.set('2025-09-21T13:30:00.000Z');
    expect(await app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    clock.advance(60_000);
    expect(await app.broadcastWorker.runOnce()).toEqual([]);
    expect(outbox(app, id)).toHaveLength(USERS.length);
  });

  it('delivers due broadcasts in order of their time, leaving later ones queued', async () => {
    const clock = movableClock(START);
    await start({ now: clock.now });
    const later = await queue({ messageText: 'later', scheduledTime: '2025-09-21T15:00' });
    const now = await queue({ messageText: 'now' });
    const soon = await queue({ messageText: 'soon', scheduledTime: '2025-09-21T14:30' });
    clock.set('2025-09-21T09:45:00.000Z'); // 14:45 in Tashkent
    const reports = await app.broadcastWorker.runOnce();
    expect(reports.map((report) => report.id)).toEqual([now, soon]);
    expect((await fetchBroadcast(app, auth, later)).status).toBe('PENDING');
  });

  it('delivers once when two runs overlap', async () => {
    await start({ now: movableClock(START).now });
    const id = await queue({ messageText: 'once' });
    const [first, second] = await Promise.all([
      app.broadcastWorker.runOnce(),
      app.broadcastWorker.runOnce(),
    ]);
    expect([...first, ...second]).toEqual([{ id, outcome: 'SENT' }]);
    expect(outbox(app, id)).toHaveLength(USERS.length);
  });

  it('answers 202 while a delivery is still in progress', async () => {
    const sender = new HoldingSender(42);
    await start({ now: movableClock(START).now, broadcastSender: sender });
    const first = await queue({ messageText: 'first' });
    const run = app.broadcastWorker.runOnce();
    await sender.holding;

    const second = await sendBroadcast(app, auth, { messageText: 'second' });
    expect(second.statusCode).toBe(202);
    expect(second.json().status).toBe('PENDING');
    expect((await fetchBroadcast(app, auth, first)).status).toBe('SENDING');

    sender.releaseHold();
    const reports = await run;
    expect(reports).toEqual([
      { id: first, outcome: 'SENT' },
      { id: second.json().id, outcome: 'SENT' },
    ]);
    expect(sender.sent).toHaveLength(2 * USERS.length);
  });

  it('counts a chat that cannot be reached and goes on with the others', async () => {
    const sender = new RecordingSender((chatId) =>
      chatId === 42 ? new RecipientError('Forbidden: bot was blocked by the user') : undefined,
    );
    await start({ now: movableClock(START).now, broadcastSender: sender });
    const id = await queue({ messageText: 'x' });
    expect(await app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    expect(sender.sent.map(([, chatId]) => chatId)).not.toContain(42);
    expect(await fetchBroadcast(app, auth, id)).toMatchObject({
      status: 'SENT',
      recipients: USERS.length,
      failures: 1,
    });
  });

  it('marks FAILED when every chat failed, with the last reason', async () => {
    const sender = new RecordingSender(() => new RecipientError('Bad Request: chat not found'));
    await start({ now: movableClock(START).now, broadcastSender: sender });
    const id = await queue({ messageText: 'x' });
    expect(await app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'FAILED' }]);
    expect(await fetchBroadcast(app, auth, id)).toMatchObject({
      status: 'FAILED',
      sentAt: null,
      recipients: USERS.length,
      failures: USERS.length,
      failureReason: 'All 4 deliveries failed: Bad Request: chat not found',
    });
  });

  it('stops at a DeliveryError and stores its reason, never an internal error', async () => {
    let error: Error = new DeliveryError('Telegram rejected the bot token');
    const sender = new RecordingSender(() => error);
    await start({ now: movableClock(START).now, broadcastSender: sender });
    const rejected = await queue({ messageText: 'x' });
    await app.broadcastWorker.runOnce();
    expect(await fetchBroadcast(app, auth, rejected)).toMatchObject({
      status: 'FAILED',
      recipients: 0,
      failureReason: 'Telegram rejected the bot token',
    });

    error = new Error('SQLITE_CORRUPT: /srv/data/app.db');
    const broken = await queue({ messageText: 'y' });
    await app.broadcastWorker.runOnce();
    expect((await fetchBroadcast(app, auth, broken)).failureReason).toBe(
      'Internal error during delivery',
    );
  });

  it('sends a broadcast with no known users as SENT to nobody', async () => {
    ({ app, auth } = await buildTestApp({ BROADCAST_POLL_MS: '3600000' }));
    const id = await queue({ messageText: 'x' });
    expect(await app.broadcastWorker.runOnce()).toEqual([{ id, outcome: 'SENT' }]);
    expect(await fetchBroadcast(app, auth, id)).toMatchObject({ status: 'SENT', recipients: 0 });
  });

  it('runs by itself every BROADCAST_POLL_MS and leaves no timer after close', async () => {
    await start({}, { BROADCAST_POLL_MS: '100' });
    expect(app.broadcastWorker.scheduled).toBe(true);
    const id = await queue({ messageText: 'by the timer' });
    const deadline = Date.now() + 5000;
    while ((await fetchBroadcast(app, auth, id)).status !== 'SENT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(outbox(app, id)).toHaveLength(USERS.length);
    await app.close();
    expect(app.broadcastWorker.scheduled).toBe(false);
    expect(await app.broadcastWorker.runOnce()).toEqual([]);
  });
});
