// /api/features: the current switches and the toggles, which append history rows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { countFeatureSettingsRows } from '../../../server/db/repositories/featureSettings.ts';
import { buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/api/features', () => {
  it('starts with every feature enabled', async () => {
    const response = await app.inject({ url: '/api/features', headers: { authorization: auth } });
    expect(response.statusCode).toBe(200);
    const features = response.json();
    expect(features).toEqual({
      id: expect.any(Number),
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: true,
      createdAt: expect.stringMatching(ISO_UTC),
    });
  });

  it('appends a history row per toggle and answers the new state', async () => {
    const toggle = (url: string) =>
      app.inject({ method: 'POST', url, headers: { authorization: auth } });
    const rowsBefore = countFeatureSettingsRows(app.db);

    const first = await toggle('/api/features/toggle/withdraw?enabled=false');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      topUpEnabled: true,
      withdrawEnabled: false,
      bonusEnabled: true,
    });

    const second = await toggle('/api/features/toggle/bonus?enabled=false');
    expect(second.json()).toMatchObject({
      topUpEnabled: true,
      withdrawEnabled: false,
      bonusEnabled: false,
    });
    expect(second.json().id).toBeGreaterThan(first.json().id);
    expect(countFeatureSettingsRows(app.db)).toBe(rowsBefore + 2);

    const third = await toggle('/api/features/toggle/topup?enabled=false');
    expect(third.json()).toMatchObject({
      topUpEnabled: false,
      withdrawEnabled: false,
      bonusEnabled: false,
    });

    const current = await app.inject({ url: '/api/features', headers: { authorization: auth } });
    expect(current.json()).toEqual(third.json());
  });

  it.each([
    ['', 'enabled: is required'],
    ['?enabled=sometimes', 'enabled: must be boolean'],
  ])('answers 400 naming enabled for %s', async (query, message) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/features/toggle/topup${query}`,
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 404 for an unknown feature name', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/features/toggle/lottery?enabled=true',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
