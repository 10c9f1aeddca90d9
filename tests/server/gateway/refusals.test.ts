// What the admin or a client got wrong is never a 5xx through the gateway, and a Humo delete is
// audited as it was forwarded: an empty journal filter is not forwarded (the backend's enum parse
// answers it with a 500, API-NOTES A3); a refusal of the Humo helper, which the backend answers
// with a 500 "Failed to forward request" (API-NOTES A), is a 422 `{message, code}` naming the step;
// a delete sends the query's phone, as its entry records it, and no body.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { HUMO_REFUSALS } from '../../../contract/humo.ts';
import { listAuditEntries } from '../../../server/db/repositories/auditLog.ts';
import { HUMO_HELPER } from '../../../tools/backendDouble.ts';
import { startGateway, type GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({ ...request, headers: { ...request.headers, authorization: gateway.auth } });

const lastCall = () => gateway.double.calls.at(-1)!;
const entryCount = () => gateway.app.db.prepare('SELECT count(*) FROM audit_log').pluck().get();
const newest = () => listAuditEntries(gateway.app.db, {}, { offset: 0, limit: 1 })[0];

describe('an empty journal filter', () => {
  it.each(['status', 'type', 'cardId', 'platformId'])(
    'is not forwarded: %s, empty or without a value',
    async (name) => {
      for (const query of [`${name}=`, name, `${name}=&q=ali`]) {
        const response = await call({ url: `/api/transactions?${query}` });
        expect(response.statusCode, query).toBe(200);
        expect(lastCall().path).toBe('/transactions');
        expect(Object.keys(lastCall().query), query).not.toContain(name);
        expect(Array.isArray(response.json())).toBe(true);
      }
      // A filter with a value still is.
      await call({ url: '/api/transactions?type=&status=APPROVED' });
      expect(lastCall().query).toEqual({ status: 'APPROVED' });
    },
  );
});

describe('a refusal of the Humo helper (the backend\'s 500 "Failed to forward request")', () => {
  const PHONE = '+998901234567';

  it.each([
    ['a wrong SMS code', '/api/humo/smscode', { phone: PHONE, code: '99999' }, 'smscode'],
    [
      'a wrong two-step password',
      '/api/humo/twostep',
      { phone: PHONE, password: `not-${HUMO_HELPER.password}` },
      'twostep',
    ],
  ] as const)('is a 422 naming the step: %s', async (_name, url, payload, step) => {
    const response = await call({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/Humo/),
      code: HUMO_REFUSALS[step],
    });
    // The backend did answer: the entry says so.
    expect(newest()).toMatchObject({ resource: 'humo', outcome: 'answered', backendStatus: 500 });
  });

  it.each([
    ['newNumber', { method: 'POST', url: '/api/humo/newNumber', payload: { phone: PHONE } }],
    ['delete', { method: 'DELETE', url: '/api/humo/delete?phone=%2B998935551122' }],
  ] as const)('is a 422 on %s too', async (step, request) => {
    gateway.double.intercept = (backendCall) =>
      backendCall.method === 'GET' ? undefined : { status: 500, body: 'Failed to forward request' };
    const response = await call(request);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: HUMO_REFUSALS[step] });
  });

  it("keeps a 502 for a backend that broke on a Humo step (a page, another 500's text)", async () => {
    for (const body of [
      '<html><body>Whitelabel Error Page</body></html>',
      'NullPointerException',
    ]) {
      gateway.double.intercept = () => ({ status: 500, body });
      const response = await call({
        method: 'POST',
        url: '/api/humo/smscode',
        payload: { phone: PHONE, code: HUMO_HELPER.signInCode },
      });
      expect(response.statusCode, body).toBe(502);
    }
  });
});

describe('a Humo delete', () => {
  it('forwards the phone of its query, and its entry records that phone', async () => {
    // A trailing space, which the check trims: what is sent and what is recorded are the same.
    const response = await call({
      method: 'DELETE',
      url: '/api/humo/delete?phone=%2B998935551122%20',
    });
    expect(response.statusCode).toBe(200);
    expect(lastCall()).toMatchObject({
      method: 'DELETE',
      path: '/humo/delete',
      query: { phone: '+998935551122' },
      body: undefined,
    });
    expect(newest()).toMatchObject({
      resource: 'humo',
      action: 'delete',
      recordId: '+998935551122',
      changes: [{ field: 'phone', old: '+998935551122' }],
      outcome: 'answered',
    });
  });

  it('with a body naming another phone is refused: nothing forwarded, nothing recorded', async () => {
    gateway.double.state.humoAccounts.push({
      id: 2,
      name: 'Boshqa',
      username: 'boshqa',
      phone: '+998935550000',
      status: 'ACTIVE',
      profilePicture: null,
    });
    const calls = gateway.double.calls.length;
    const entries = entryCount();
    const response = await call({
      method: 'DELETE',
      url: '/api/humo/delete?phone=%2B998935550000',
      payload: { phone: '+998935551122' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^body: /) });
    expect(gateway.double.calls.length).toBe(calls);
    expect(entryCount()).toBe(entries);
  });
});
