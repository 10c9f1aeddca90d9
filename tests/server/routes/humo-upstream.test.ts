// /api/humo/* with HUMO_UPSTREAM: forwarded to a fake helper service on 127.0.0.1 with the same
// method, query and JSON body and without the panel's credentials; the helper's 4xx keep their
// status and words, its 5xx become 502, an unreachable helper 502 and a slow one 504.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamMessage } from '../../../server/humo/upstream.ts';
import { buildTestApp } from '../helpers.ts';

let helper: FastifyInstance;
let helperUrl: string;
let app: FastifyInstance;
let auth: string;

/** The helper's answer for a phone, so each test picks its case through the body. */
const ANSWERS: Record<string, [status: number, body: unknown]> = {
  '+998000000400': [400, { detail: 'Phone number is banned' }],
  '+998000000404': [404, { error: 'Session not found' }],
  '+998000000422': [422, { detail: [{ loc: ['body', 'phone'], msg: 'field required' }] }],
  '+998000000401': [401, { message: 'Invalid helper key' }],
  '+998000000500': [500, { message: 'Telethon crashed' }],
  '+998000000503': [503, '<html><body>Service Unavailable</body></html>'],
};

beforeAll(async () => {
  // fetch keeps connections alive; without forcing, close() would wait for them to time out.
  helper = Fastify({ forceCloseConnections: true });
  const echo = async (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    body: request.body ?? null,
    authorization: request.headers.authorization ?? null,
  });
  helper.post<{ Body: { phone?: string } }>('/humo-helper/:step', async (request, reply) => {
    const phone = request.body?.phone ?? '';
    if (phone === '+998000000999') await new Promise((resolve) => setTimeout(resolve, 1000));
    if (phone === '+998000000200') return reply.type('text/plain').send('Code sent');
    const answer = ANSWERS[phone];
    if (answer) return reply.code(answer[0]).send(answer[1]);
    return { message: 'Code sent', next: 'POST /smscode', echo: await echo(request) };
  });
  helper.get('/humo-helper/active', echo);
  helper.delete('/humo-helper/delete', echo);
  await helper.listen({ host: '127.0.0.1', port: 0 });
  const { port } = helper.server.address() as { port: number };
  helperUrl = `http://127.0.0.1:${port}/humo-helper/`;
  ({ app, auth } = await buildTestApp({ HUMO_UPSTREAM: helperUrl, HUMO_TIMEOUT_MS: '300' }));
});
afterAll(async () => {
  await app.close();
  await helper.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/humo${url}`, headers: { authorization: auth }, payload });

describe('Humo forwarding to HUMO_UPSTREAM', () => {
  it('forwards each step with its JSON body and no panel credentials', async () => {
    for (const [step, body] of [
      ['newNumber', { phone: '+998901234567' }],
      ['smscode', { phone: '+998901234567', code: '12345' }],
      ['twostep', { phone: '+998901234567', password: 'secret' }],
    ] as const) {
      const response = await call('POST', `/${step}`, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Code sent',
        next: 'POST /smscode',
        echo: { method: 'POST', url: `/humo-helper/${step}`, body, authorization: null },
      });
    }
  });

  it('forwards the query strings of active and delete unchanged', async () => {
    const active = await call('GET', '/active?include_photo=true');
    expect(active.json()).toMatchObject({
      method: 'GET',
      url: '/humo-helper/active?include_photo=true',
    });
    const removed = await call('DELETE', '/delete?phone=%2B998901234567');
    expect(removed.json()).toMatchObject({
      method: 'DELETE',
      url: '/humo-helper/delete?phone=%2B998901234567',
      body: null,
    });
  });

  it('refuses a body on the routes that take none, forwarding nothing', async () => {
    for (const [method, url] of [
      ['GET', '/active?include_photo=true'],
      ['DELETE', '/delete?phone=%2B998901234567'],
    ] as const) {
      const response = await call(method, url, { phone: '+998901234567' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/^body: /) });
    }
  });

  it("refuses a step's body that is not the step's", async () => {
    const response = await call('POST', '/newNumber', { phone: '+998901234567', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'extra: is not allowed' });
  });

  it('answers a plain-text success as {message}', async () => {
    const response = await call('POST', '/newNumber', { phone: '+998000000200' });
    expect(response.json()).toEqual({ message: 'Code sent' });
  });

  it.each([
    ['+998000000400', 400, 'Phone number is banned'],
    ['+998000000404', 404, 'Session not found'],
    ['+998000000422', 422, 'field required'],
    // The panel signs out on 401/403: the helper's refusal must not look like the admin's.
    ['+998000000401', 502, 'Humo service refused the request: Invalid helper key'],
    ['+998000000500', 502, 'Humo service error: Telethon crashed'],
    ['+998000000503', 502, 'Humo service error: HTTP 503'],
  ])('maps the helper answer for %s to %i', async (phone, status, message) => {
    const response = await call('POST', '/newNumber', { phone });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('answers 504 when the helper is too slow', async () => {
    const response = await call('POST', '/newNumber', { phone: '+998000000999' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ message: 'Humo service did not answer within 0.3 s' });
  });

  it('checks credentials before forwarding anything', async () => {
    const response = await app.inject({ url: '/api/humo/active' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 502 when the helper cannot be reached', async () => {
    const closed = Fastify();
    await closed.listen({ host: '127.0.0.1', port: 0 });
    const { port } = closed.server.address() as { port: number };
    await closed.close();
    const down = await buildTestApp({ HUMO_UPSTREAM: `http://127.0.0.1:${port}` });
    try {
      const response = await down.app.inject({
        url: '/api/humo/active?include_photo=true',
        headers: { authorization: down.auth },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Humo service is unreachable' });
    } finally {
      await down.app.close();
    }
  });
});

describe('upstreamMessage', () => {
  it.each([
    [{ message: ' Busy ' }, '', 'Busy'],
    [{ detail: 'Not found' }, '', 'Not found'],
    [{ error: 'Nope' }, '', 'Nope'],
    [{ detail: [{ msg: 'a' }, { msg: 'b' }] }, '', 'a; b'],
    [{ other: 1 }, '', undefined],
    [undefined, 'plain words', 'plain words'],
    [undefined, '<!DOCTYPE html><p>error</p>', undefined],
    [undefined, '   ', undefined],
  ])('reads %j / %j as %j', (body, text, message) => {
    expect(upstreamMessage(body, text)).toBe(message);
  });
});
