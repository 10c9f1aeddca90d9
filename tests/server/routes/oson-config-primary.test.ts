// /api/oson/config: the one-primary invariant. Set-primary moves the flag, the primary and configs
// that cards use cannot be deleted, and no sequence of calls leaves zero or two primaries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import {
  authedCall,
  cardBody,
  createOsonConfig,
  osonConfigBody,
  primaryOsonConfigIds,
} from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';

let app: FastifyInstance;
let call: Call;
beforeEach(async () => {
  const built = await buildTestApp();
  app = built.app;
  call = authedCall(app, built.auth);
});
afterEach(() => app.close());

const primaryIds = () => primaryOsonConfigIds(call);

describe('PUT /api/oson/config/:id/set-primary', () => {
  it('moves the flag so exactly one config is primary', async () => {
    for (const n of [1, 2, 3]) await createOsonConfig(call, n);
    const moved = await call('PUT', '/api/oson/config/3/set-primary');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: 3, primaryConfig: true });
    expect(moved.body).not.toContain('secret-3');
    expect(await primaryIds()).toEqual([3]);
    // Back to a lower id: the clear-then-set order must hold for both directions.
    await call('PUT', '/api/oson/config/2/set-primary');
    expect(await primaryIds()).toEqual([2]);
    const again = await call('PUT', '/api/oson/config/2/set-primary');
    expect(again.statusCode).toBe(200);
    expect(await primaryIds()).toEqual([2]);
  });

  it('answers 404 for an unknown config and leaves the primary in place', async () => {
    await createOsonConfig(call, 1);
    const unknown = await call('PUT', '/api/oson/config/42/set-primary');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Oson config not found' });
    expect(await primaryIds()).toEqual([1]);
    expect((await call('PUT', '/api/oson/config/x/set-primary')).statusCode).toBe(400);
  });
});

describe('DELETE /api/oson/config/:id', () => {
  it('deletes a config that is neither primary nor used, with 204', async () => {
    await createOsonConfig(call, 1);
    const id = await createOsonConfig(call, 2);
    const deleted = await call('DELETE', `/api/oson/config/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', '/api/oson/config')).json()).toHaveLength(1);
    const again = await call('DELETE', `/api/oson/config/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Oson config not found' });
    expect((await call('DELETE', '/api/oson/config/abc')).statusCode).toBe(400);
  });

  it('answers 409 for the primary config, even when it is the only one', async () => {
    const only = await createOsonConfig(call, 1);
    const refused = await call('DELETE', `/api/oson/config/${only}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'The primary Oson config cannot be deleted' });
    const other = await createOsonConfig(call, 2);
    await call('PUT', `/api/oson/config/${other}/set-primary`);
    expect((await call('DELETE', `/api/oson/config/${other}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/oson/config/${only}`)).statusCode).toBe(204);
    expect(await primaryIds()).toEqual([other]);
  });

  it('answers 409 with the card count for a config that cards use', async () => {
    await createOsonConfig(call, 1);
    const id = await createOsonConfig(call, 2);
    await call('POST', `/api/admin/cards/oson/${id}`, cardBody());
    await call('POST', `/api/admin/cards/oson/${id}`, cardBody({ cardNumber: '9860100612345676' }));
    const refused = await call('DELETE', `/api/oson/config/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This Oson config is used by 2 card(s); move or delete them first',
    });
    expect((await call('GET', '/api/oson/config')).json()).toHaveLength(2);
  });
});

describe('the one-primary invariant', () => {
  it('holds after every create, set-primary, update and delete', async () => {
    const expectOnePrimary = async () => expect(await primaryIds()).toHaveLength(1);
    for (const n of [1, 2, 3, 4]) {
      await createOsonConfig(call, n);
      await expectOnePrimary();
    }
    const steps: Array<[method: 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['PUT', '/api/oson/config/4/set-primary'],
      ['PUT', '/api/oson/config/4', osonConfigBody(4, { primaryConfig: false })],
      ['PUT', '/api/oson/config/1', osonConfigBody(1, { primaryConfig: true })],
      ['DELETE', '/api/oson/config/4'],
      ['DELETE', '/api/oson/config/1'],
      ['PUT', '/api/oson/config/2/set-primary'],
      ['DELETE', '/api/oson/config/3'],
      ['DELETE', '/api/oson/config/2'],
    ];
    for (const [method, url, body] of steps) {
      await call(method, url, body);
      await expectOnePrimary();
    }
    expect(await primaryIds()).toEqual([2]);
  });
});
