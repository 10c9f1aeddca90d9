// GET /api/transactions/pending-count: the requests waiting for an admin (PENDING_ADMIN), polled
// by every open panel, right after every change to the journal, and never taken for an :id.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

let app: FastifyInstance;
let call: Call;

beforeEach(async () => {
  const built = await buildTestApp();
  app = built.app;
  call = authedCall(app, built.auth);
});
afterEach(() => app.close());

const pendingCount = async () => {
  const response = await call('GET', '/api/transactions/pending-count');
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number };
};

describe('GET /api/transactions/pending-count', () => {
  it('answers {count} of PENDING_ADMIN transactions only', async () => {
    expect(await pendingCount()).toEqual({ count: 0 });
    addRows(app.db, [
      journalRow({ status: 'PENDING_ADMIN' }),
      journalRow({ status: 'PENDING_ADMIN', type: 'WITHDRAWAL' }),
      journalRow({ status: 'PENDING' }),
      journalRow({ status: 'PENDING_SMS' }),
      journalRow({ status: 'APPROVED' }),
    ]);
    expect(await pendingCount()).toEqual({ count: 2 });
  });

  it('follows every change to the journal, however it was written', async () => {
    const [first, second] = addRows(app.db, [
      journalRow({ status: 'PENDING_ADMIN' }),
      journalRow({ status: 'PENDING_ADMIN' }),
    ]);
    expect((await pendingCount()).count).toBe(2);
    expect((await call('DELETE', `/api/transactions/${first}`)).statusCode).toBe(204);
    expect((await pendingCount()).count).toBe(1);
    app.db.prepare("UPDATE transactions SET status = 'APPROVED' WHERE id = ?").run(second);
    expect((await pendingCount()).count).toBe(0);
    addRows(app.db, [journalRow({ status: 'PENDING_ADMIN' })]);
    expect((await pendingCount()).count).toBe(1);
  });

  it('counts from the status index alone, never the table', () => {
    const plan = app.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT count(*) FROM transactions WHERE status = 'PENDING_ADMIN'",
      )
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH transactions USING COVERING INDEX transactions_by_status (status=?)',
    ]);
  });

  it('is its own route: not an id, and /transactions/:id and /bulk answer as before', async () => {
    const [id] = addRows(app.db, [journalRow({ status: 'PENDING_ADMIN' })]);
    const count = await call('GET', '/api/transactions/pending-count');
    expect(count.json()).toEqual({ count: 1 });
    expect((await call('GET', `/api/transactions/${id}`)).json()).toMatchObject({ id });
    const bulk = await call('GET', '/api/transactions/bulk');
    expect(bulk.statusCode).toBe(404);
    expect(bulk.json()).toEqual({ message: 'Not found' });
    expect((await call('GET', '/api/transactions/pending-count/1')).statusCode).toBe(404);
  });

  it('needs credentials', async () => {
    const response = await app.inject({ url: '/api/transactions/pending-count' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBeUndefined();
  });
});
