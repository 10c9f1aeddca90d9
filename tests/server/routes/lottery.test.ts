// /api/lottery: prizes (list, add, remove) and a user's lottery balance (look up, add tickets,
// clear tickets, reset), with every 400/404 the rules call for.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: auth },
    // An object payload is sent as JSON with its content type.
    ...(body === undefined ? {} : { payload: body }),
  });

const expectError = async (
  response: Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string | RegExp,
) => {
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  const { message: actual } = answer.json() as { message: string };
  if (typeof message === 'string') expect(actual).toBe(message);
  else expect(actual).toMatch(message);
};

describe('/api/lottery/prizes', () => {
  it('adds prizes with 201 and lists them by id', async () => {
    expect((await call('GET', '/api/lottery/prizes')).json()).toEqual([]);
    const first = await call('POST', '/api/lottery/prizes', { amount: 500_000, numberOfPrize: 3 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: 1, amount: 500_000, numberOfPrize: 3 });
    await call('POST', '/api/lottery/prizes', { amount: 50_000, numberOfPrize: 25 });
    const list = await call('GET', '/api/lottery/prizes');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: 1, amount: 500_000, numberOfPrize: 3 },
      { id: 2, amount: 50_000, numberOfPrize: 25 },
    ]);
  });

  it.each([
    [{ numberOfPrize: 1 }, 'amount: is required'],
    [{ amount: 1000 }, 'numberOfPrize: is required'],
    [{ amount: 0, numberOfPrize: 1 }, 'amount: must be >= 1'],
    [{ amount: -5, numberOfPrize: 1 }, 'amount: must be >= 1'],
    [{ amount: 1000, numberOfPrize: 0 }, 'numberOfPrize: must be >= 1'],
    [{ amount: 10.5, numberOfPrize: 1 }, 'amount: must be integer'],
    [{ amount: 1000, numberOfPrize: 1.5 }, 'numberOfPrize: must be integer'],
    [{ amount: '1000', numberOfPrize: 1 }, 'amount: must be integer'],
    [{ amount: 1000, numberOfPrize: '2' }, 'numberOfPrize: must be integer'],
    [{ amount: null, numberOfPrize: 1 }, 'amount: must be integer'],
    [{ amount: 2 ** 53, numberOfPrize: 1 }, 'amount: must be <= 9007199254740991'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    await expectError(call('POST', '/api/lottery/prizes', body), 400, message);
    expect((await call('GET', '/api/lottery/prizes')).json()).toEqual([]);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    await expectError(call('POST', '/api/lottery/prizes', [1, 2]), 400, /^body: /);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/lottery/prizes',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"amount": 1',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('deletes with 204, then 404; a bad id is 400', async () => {
    await call('POST', '/api/lottery/prizes', { amount: 100_000, numberOfPrize: 10 });
    const deleted = await call('DELETE', '/api/lottery/prizes/1');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', '/api/lottery/prizes')).json()).toEqual([]);
    await expectError(call('DELETE', '/api/lottery/prizes/1'), 404, 'Prize not found');
    await expectError(
      call('DELETE', '/api/lottery/prizes/0'),
      400,
      'id: must be a positive integer',
    );
    await expectError(
      call('DELETE', '/api/lottery/prizes/abc'),
      400,
      'id: must be a positive integer',
    );
  });
});

describe('/api/lottery balance and tickets', () => {
  it('runs the lifecycle: 404, add creates, add accumulates, clear tickets, reset', async () => {
    const chat = '/5012345678';
    await expectError(call('GET', `/api/lottery/balance${chat}`), 404, 'User not found');

    const created = await call('POST', `/api/lottery/tickets${chat}?amount=3`);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ chatId: 5012345678, tickets: 3, balance: 0 });

    const more = await call('POST', `/api/lottery/tickets${chat}?amount=4`);
    expect(more.json()).toEqual({ chatId: 5012345678, tickets: 7, balance: 0 });
    const read = await call('GET', `/api/lottery/balance${chat}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ chatId: 5012345678, tickets: 7, balance: 0 });

    // Give the user some so'm to see that clearing tickets leaves the balance alone.
    app.db
      .prepare('UPDATE lottery_balances SET balance = 250000 WHERE chat_id = ?')
      .run(5012345678);
    const cleared = await call('DELETE', `/api/lottery/tickets${chat}`);
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect((await call('GET', `/api/lottery/balance${chat}`)).json()).toEqual({
      chatId: 5012345678,
      tickets: 0,
      balance: 250_000,
    });

    await call('POST', `/api/lottery/tickets${chat}?amount=2`);
    const reset = await call('DELETE', `/api/lottery/balance${chat}`);
    expect(reset.statusCode).toBe(204);
    // A reset zeroes balance and tickets and keeps the user findable.
    expect((await call('GET', `/api/lottery/balance${chat}`)).json()).toEqual({
      chatId: 5012345678,
      tickets: 0,
      balance: 0,
    });
  });

  it('keeps users apart and accepts group (negative) chat ids', async () => {
    await call('POST', '/api/lottery/tickets/-1001234567890?amount=1');
    await call('POST', '/api/lottery/tickets/42?amount=5');
    expect((await call('GET', '/api/lottery/balance/-1001234567890')).json()).toEqual({
      chatId: -1001234567890,
      tickets: 1,
      balance: 0,
    });
    expect((await call('GET', '/api/lottery/balance/42')).json()).toMatchObject({ tickets: 5 });
  });

  it('answers 404 when clearing tickets or resetting a user without a balance', async () => {
    await expectError(call('DELETE', '/api/lottery/tickets/77'), 404, 'User not found');
    await expectError(call('DELETE', '/api/lottery/balance/77'), 404, 'User not found');
    await expectError(call('GET', '/api/lottery/balance/77'), 404, 'User not found');
  });

  it.each([
    ['', 'amount: is required'],
    ['?amount=', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=0', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=-1', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=1.5', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=1e3', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=0x10', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=01', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=abc', 'amount: must be a positive integer of at most 15 digits'],
    ['?amount=1000000000000000', 'amount: must be a positive integer of at most 15 digits'],
  ])('answers 400 for tickets amount %j and creates nothing', async (query, message) => {
    await expectError(call('POST', `/api/lottery/tickets/9${query}`), 400, message);
    await expectError(call('GET', '/api/lottery/balance/9'), 404, 'User not found');
  });

  it('refuses tickets past the largest count kept (409) and keeps the old count', async () => {
    await call('POST', '/api/lottery/tickets/9?amount=999999999999999');
    for (let i = 0; i < 8; i += 1)
      await call('POST', '/api/lottery/tickets/9?amount=999999999999999');
    const full = (await call('GET', '/api/lottery/balance/9')).json() as { tickets: number };
    expect(full.tickets).toBe(9 * 999_999_999_999_999);
    await expectError(
      call('POST', '/api/lottery/tickets/9?amount=999999999999999'),
      409,
      /^amount: /,
    );
    expect((await call('GET', '/api/lottery/balance/9')).json()).toMatchObject({
      tickets: full.tickets,
    });
  });

  it.each([
    ['GET', '/api/lottery/balance/abc'],
    ['GET', '/api/lottery/balance/1.5'],
    ['POST', '/api/lottery/tickets/0x10?amount=1'],
    ['DELETE', '/api/lottery/tickets/--1'],
    ['DELETE', '/api/lottery/balance/12a'],
  ] as const)('answers 400 naming chatId for %s %s', async (method, url) => {
    await expectError(call(method, url), 400, 'chatId: must be an integer');
  });

  it('answers 400 for a chat id beyond the safe integers', async () => {
    await expectError(
      call('GET', '/api/lottery/balance/9999999999999999'),
      400,
      'chatId: must be a safe integer',
    );
  });

  it('needs credentials like every /api route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lottery/balance/1' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBeUndefined();
  });
});
