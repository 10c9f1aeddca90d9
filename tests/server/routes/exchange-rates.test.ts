// /api/exchange-rates: 404 before any rate, updates kept as history (the latest is the newest
// row), and the update's validation (JSON numbers, positive, finite, at most 1e9).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listExchangeRates } from '../../../server/db/repositories/exchangeRates.ts';
import { buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

const latest = () =>
  app.inject({
    method: 'GET',
    url: '/api/exchange-rates/latest',
    headers: { authorization: auth },
  });

const update = (payload: string | object) =>
  app.inject({
    method: 'POST',
    url: '/api/exchange-rates/update',
    headers: { authorization: auth, 'content-type': 'application/json' },
    payload,
  });

describe('/api/exchange-rates', () => {
  it('answers 404 with a message before any rate was set', async () => {
    const response = await latest();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No exchange rate has been set yet' });
  });

  it('keeps history: the latest is the second update and both rows exist', async () => {
    const first = await update({ uzsToRub: 7.1, rubToUzs: 140 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: 1,
      uzsToRub: 7.1,
      rubToUzs: 140,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const second = await update({ uzsToRub: 0.0071, rubToUzs: 141.25 });
    expect(second.statusCode).toBe(201);

    const current = await latest();
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(second.json());
    expect(current.json()).toMatchObject({ id: 2, uzsToRub: 0.0071, rubToUzs: 141.25 });
    expect(listExchangeRates(app.db).map(({ uzsToRub, rubToUzs }) => [uzsToRub, rubToUzs])).toEqual(
      [
        [0.0071, 141.25],
        [7.1, 140],
      ],
    );
  });

  it('accepts the bounds: tiny positive values and exactly 1e9', async () => {
    expect((await update({ uzsToRub: 1e-6, rubToUzs: 1e9 })).statusCode).toBe(201);
    expect((await latest()).json()).toMatchObject({ uzsToRub: 1e-6, rubToUzs: 1e9 });
  });

  it.each([
    [{ rubToUzs: 140 }, 'uzsToRub: is required'],
    [{ uzsToRub: 7.1 }, 'rubToUzs: is required'],
    [{ uzsToRub: '0.0071', rubToUzs: 140 }, 'uzsToRub: must be number'],
    [{ uzsToRub: 7.1, rubToUzs: '140' }, 'rubToUzs: must be number'],
    [{ uzsToRub: null, rubToUzs: 140 }, 'uzsToRub: must be number'],
    [{ uzsToRub: true, rubToUzs: 140 }, 'uzsToRub: must be number'],
    [{ uzsToRub: 0, rubToUzs: 140 }, 'uzsToRub: must be > 0'],
    [{ uzsToRub: 7.1, rubToUzs: -140 }, 'rubToUzs: must be > 0'],
    [{ uzsToRub: 7.1, rubToUzs: 1e9 + 1 }, 'rubToUzs: must be <= 1000000000'],
  ])('answers 400 naming the field for %j and stores nothing', async (body, message) => {
    const response = await update(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(listExchangeRates(app.db)).toEqual([]);
  });

  it.each([
    // JSON has no NaN or Infinity: these are not JSON at all.
    ['{"uzsToRub": NaN, "rubToUzs": 140}', /not valid JSON/],
    ['{"uzsToRub": Infinity, "rubToUzs": 140}', /not valid JSON/],
    // A literal past the double range parses as (-)Infinity.
    ['{"uzsToRub": 1e400, "rubToUzs": 140}', /^uzsToRub: must be a finite number$/],
    ['{"uzsToRub": 7.1, "rubToUzs": -1e400}', /^rubToUzs: must be a finite number$/],
    ['[7.1, 140]', /^body: must be object$/],
    ['', /empty/],
  ])('answers 400 for the raw body %s', async (payload, message) => {
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(message);
    expect(listExchangeRates(app.db)).toEqual([]);
  });

  it('needs credentials', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/exchange-rates/latest' });
    expect(response.statusCode).toBe(401);
  });
});
