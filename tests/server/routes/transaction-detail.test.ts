// GET /api/transactions/:id: one transaction with every field the journal's detail shows.
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

describe('GET /api/transactions/:id', () => {
  it('answers every field of the transaction', async () => {
    const [id] = addRows(app.db, [
      journalRow({ chatId: 5012345678, billId: 'BILL-7', payUrl: 'https://pay.example/7' }),
    ]);
    const response = await call('GET', `/api/transactions/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      chatId: 5012345678,
      billId: 'BILL-7',
      payUrl: 'https://pay.example/7',
      platformUserId: '48213001',
      currency: 'UZS',
    });
    expect(Object.keys(response.json())).toEqual(
      expect.arrayContaining(['transactionId', 'paymentAttempts', 'adminCardId', 'uniqueAmount']),
    );
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    expect((await call('GET', '/api/transactions/424242')).statusCode).toBe(404);
    expect((await call('GET', '/api/transactions/abc')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/transactions/1' })).statusCode).toBe(401);
  });
});
