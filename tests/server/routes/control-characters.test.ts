// Text fields refuse control characters with a 400 naming the field (schemaTypes.ts Text), before
// anything reaches the database: the cases the issue found answering 500, and the other routes'
// text fields. A broadcast's text may hold line breaks and tabs, nothing else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import { authedCall, osonConfigBody } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';

let app: FastifyInstance;
let call: Call;
beforeEach(async () => {
  let auth: string;
  ({ app, auth } = await buildTestApp());
  call = authedCall(app, auth);
});
afterEach(() => app.close());

const NUL = '\u0000\u0000';
const platform = {
  name: 'Bet',
  currency: 'UZS',
  apiKey: 'key',
  login: 'cashier',
  password: 'secret',
  workplaceId: '7',
};

describe('control characters in text fields', () => {
  it.each([
    ['POST', '/api/platforms', { ...platform, workplaceId: NUL }, 'workplaceId'],
    ['POST', '/api/platforms', { ...platform, name: 'Bet\u0007' }, 'name'],
    ['POST', '/api/oson/config', osonConfigBody(1, { phone: NUL }), 'phone'],
    ['POST', '/api/oson/config', osonConfigBody(1, { deviceId: `dev${NUL}` }), 'deviceId'],
    ['POST', '/api/broadcast/send', { messageText: 'Hi', buttonText: 'Go\u001b' }, 'buttonText'],
    ['POST', '/api/admin/login-info', { deviceName: `Mac${NUL}` }, 'deviceName'],
    ['POST', '/api/humo/newNumber', { phone: `+998901234567${NUL}` }, 'phone'],
  ] as const)('%s %s refuses %o naming %s', async (method, url, body, field) => {
    const response = await call(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: must not contain control characters` });
  });

  it('refuses them in the journal search too', async () => {
    const response = await call('GET', `/api/transactions?q=${encodeURIComponent('ali\u0000')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'q: must not contain control characters' });
  });

  it('takes line breaks and tabs in a broadcast text, but no other control character', async () => {
    const lines = await call('POST', '/api/broadcast/send', { messageText: 'Hi\r\n\tall' });
    expect(lines.statusCode).toBe(202);
    for (const messageText of [NUL, 'Hi\u0007']) {
      const refused = await call('POST', '/api/broadcast/send', { messageText });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'messageText: must not contain control characters other than line breaks and tabs',
      });
    }
  });
});
