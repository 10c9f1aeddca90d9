// The lists an admin keeps by hand (admins, cards, platforms, Oson configs, prizes) are bounded
// like the journal: a `range` page with Content-Range, and without one the first 1000 records.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertAdminChat } from '../../../server/db/repositories/adminChats.ts';
import { insertLotteryPrize } from '../../../server/db/repositories/lotteryPrizes.ts';
import { buildTestApp } from '../helpers.ts';
import { addPaymentAccounts } from './transactionFixtures.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
  // Two of each: platforms, cards; one Oson config (addPaymentAccounts), plus two more below.
  addPaymentAccounts(app.db);
  for (const chatId of [11, 12]) insertAdminChat(app.db, chatId, '2025-01-01T00:00:00.000Z');
  for (const amount of [100, 200]) {
    insertLotteryPrize(app.db, { amount, numberOfPrize: 1 }, '2025-01-01T00:00:00.000Z');
  }
});
afterEach(() => app.close());

const get = (url: string) => app.inject({ url: `/api${url}`, headers: { authorization: auth } });

describe.each([
  ['/admin/chats', 'admins', 2],
  ['/admin/cards', 'cards', 2],
  ['/platforms', 'platforms', 2],
  ['/oson/config', 'oson-configs', 1],
  ['/lottery/prizes', 'prizes', 2],
])('GET %s', (path, resource, count) => {
  it('answers every record without a range, with Content-Range', async () => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(count);
    expect(response.headers['content-range']).toBe(`${resource} 0-${count - 1}/${count}`);
  });

  it('answers the page a range asks for', async () => {
    const whole = (await get(path)).json<unknown[]>();
    const page = await get(`${path}?range=${encodeURIComponent('[1,1]')}`);
    expect(page.json()).toEqual(whole.slice(1, 2));
    expect(page.headers['content-range']).toBe(
      count > 1 ? `${resource} 1-1/${count}` : `${resource} */${count}`,
    );
  });

  it('refuses a range over 1000 rows', async () => {
    const response = await get(`${path}?range=${encodeURIComponent('[0,1000]')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^range: must be/);
  });
});

it('answers at most 1000 records without a range', async () => {
  const insert = app.db.prepare(
    "INSERT INTO admin_chats (chat_id, receive_notifications, created_at) VALUES (?, 1, '2025-01-01T00:00:00.000Z')",
  );
  app.db.transaction(() => {
    for (let chatId = 1000; chatId < 2000; chatId += 1) insert.run(chatId);
  })();
  const response = await get('/admin/chats');
  expect(response.json()).toHaveLength(1000);
  expect(response.headers['content-range']).toBe('admins 0-999/1002');
});
