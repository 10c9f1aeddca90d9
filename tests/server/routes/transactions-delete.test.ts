// DELETE /api/transactions/:id and DELETE /api/transactions/bulk: 204/404/400 answers, bulk
// deletion of the existing ids in one database transaction, and /bulk never taken for an :id.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { findTransaction } from '../../../server/db/repositories/transactions.ts';
import { buildTestApp } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

let app: FastifyInstance;
let auth: string;
let call: Call;
let ids: number[];

beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
  call = authedCall(app, auth);
  ids = addRows(
    app.db,
    [1, 2, 3, 4].map((n) => journalRow({ chatId: 1000 + n, amount: n * 10_000 })),
  );
});
afterEach(() => app.close());

const remaining = () => ids.filter((id) => findTransaction(app.db, id) !== undefined);

/** DELETE /api/transactions/bulk with a raw JSON body. */
const bulk = (body: string | undefined) =>
  app.inject({
    method: 'DELETE',
    url: '/api/transactions/bulk',
    headers: {
      authorization: auth,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });

describe('DELETE /api/transactions/:id', () => {
  it('deletes with 204, then answers 404', async () => {
    const deleted = await call('DELETE', `/api/transactions/${ids[1]}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(remaining()).toEqual([ids[0], ids[2], ids[3]]);
    const again = await call('DELETE', `/api/transactions/${ids[1]}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Transaction not found' });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3'])('answers 400 for the id %s', async (id) => {
    const response = await call('DELETE', `/api/transactions/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'id: must be a positive integer' });
    expect(remaining()).toEqual(ids);
  });
});

describe('DELETE /api/transactions/bulk', () => {
  it('deletes every listed id with 204', async () => {
    const response = await bulk(JSON.stringify([ids[0], ids[2]]));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(remaining()).toEqual([ids[1], ids[3]]);
  });

  it('deletes the existing ones when only some exist, and accepts repeats', async () => {
    const response = await bulk(JSON.stringify([ids[3], 99_999, ids[3]]));
    expect(response.statusCode).toBe(204);
    expect(remaining()).toEqual([ids[0], ids[1], ids[2]]);
  });

  it('answers 404 when none of the ids exist', async () => {
    const response = await bulk(JSON.stringify([99_998, 99_999]));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'None of these transactions exist' });
    expect(remaining()).toEqual(ids);
  });

  it('deletes in one database transaction: a failing row leaves every row in place', async () => {
    // A stand-in for any failure midway (disk full, a constraint): deleting this row aborts.
    app.db.exec(`CREATE TEMP TRIGGER refuse_delete BEFORE DELETE ON transactions
      WHEN OLD.id = ${ids[2]} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    const response = await bulk(JSON.stringify([ids[0], ids[1], ids[2], ids[3]]));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(remaining()).toEqual(ids);
  });

  it.each([
    ['an object', '{"ids":[1]}', 'ids: must be a JSON array of transaction ids'],
    ['a number', '1', 'ids: must be a JSON array of transaction ids'],
    ['a string', '"1,2"', 'ids: must be a JSON array of transaction ids'],
    ['null', 'null', 'ids: must be a JSON array of transaction ids'],
    ['an empty array', '[]', 'ids: must list at least one id'],
    ['a numeric string', '[1, "2"]', 'ids.1: must be a positive integer'],
    ['a fraction', '[1.5]', 'ids.0: must be a positive integer'],
    ['zero', '[0]', 'ids.0: must be a positive integer'],
    ['a negative id', '[3, -1]', 'ids.1: must be a positive integer'],
    ['a boolean', '[true]', 'ids.0: must be a positive integer'],
    ['an unsafe integer', '[9007199254740993]', 'ids.0: must be a positive integer'],
    [
      '1001 ids',
      JSON.stringify(Array.from({ length: 1001 }, (_, i) => i + 1)),
      'ids: must list at most 1000 ids',
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await bulk(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(remaining()).toEqual(ids);
  });

  it('answers 400 for a missing or malformed body', async () => {
    const missing = await bulk(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'ids: must be a JSON array of transaction ids' });
    const malformed = await bulk('[1,');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('accepts exactly 1000 ids', async () => {
    const response = await bulk(
      JSON.stringify([...ids, ...Array.from({ length: 996 }, (_, i) => 10_000 + i)]),
    );
    expect(response.statusCode).toBe(204);
    expect(remaining()).toEqual([]);
  });

  it('is routed to the bulk handler, never to /transactions/:id', async () => {
    // The :id route would have answered "id: must be a positive integer" for "bulk".
    const bodyless = await call('DELETE', '/api/transactions/bulk');
    expect(bodyless.json()).toEqual({ message: 'ids: must be a JSON array of transaction ids' });
    const response = await call('DELETE', '/api/transactions/bulk', [ids[0]]);
    expect(response.statusCode).toBe(204);
    expect(remaining()).toEqual([ids[1], ids[2], ids[3]]);
    // Other methods on /bulk are not routes at all.
    expect((await call('GET', '/api/transactions/bulk')).statusCode).toBe(404);
  });
});

describe('authentication', () => {
  it('answers 401 without credentials and deletes nothing', async () => {
    const single = await app.inject({ method: 'DELETE', url: `/api/transactions/${ids[0]}` });
    expect(single.statusCode).toBe(401);
    const many = await app.inject({
      method: 'DELETE',
      url: '/api/transactions/bulk',
      payload: [ids[0]],
    });
    expect(many.statusCode).toBe(401);
    expect(remaining()).toEqual(ids);
  });
});
